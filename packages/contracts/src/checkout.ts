import { MAX_CHECKOUT_VOUCHERS } from './checkout-limits.ts';
import { z } from 'zod';
import { isPlausibleForeignVatNumber, isValidFiscalCode, isValidItalianVatNumber, isValidSdiCode } from './italian-tax.ts';
import { FOREIGN_REGION_MAX, isItalianCountry, normalizePostalCode, POSTAL_CODE_MAX, postalCodeProblem, provinceProblem } from './postal-codes.ts';

/** Billing types (the text catalogue's aliases are accepted too) (docs/product.md, Checkout steps). */
export const billingType = z
  .string()
  .transform((s) => ({ private_abroad: 'private_foreign', company: 'business' })[s] ?? s)
  .pipe(z.enum(['private_italy', 'private_foreign', 'business']));
export type BillingType = z.infer<typeof billingType>;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional().default('');

/** An e-mail address without spaces (docs/product.md, Checkout validation). */
export const checkoutEmail = z.string().trim().max(254).email('Email non valida');

export const customerData = z
  .object({
    name: text(100).min(1, 'required'),
    surname: text(100).min(1, 'required'),
    /** Full international number, e.g. "+39 333 1234567". */
    phone: text(40).regex(/^\+?[0-9 ()-]{6,}$/, 'Invalid phone number'),
    country: optionalText(80),
    notes: optionalText(1000),
    billing_type: billingType,
    fiscal_code: optionalText(16),
    birth_place: optionalText(100),
    birth_city: optionalText(100),
    birth_date: optionalText(40),
    company_name: optionalText(200),
    vat_number: optionalText(20),
    sdi_code: optionalText(7),
    pec: z.string().trim().max(254).email('Invalid PEC address').optional().or(z.literal('')).default(''),
    address: text(200).min(1, 'required'),
    city: text(100).min(1, 'required'),
    /** Italy: the CAP, 5 digits; abroad that country's format (docs/domain/billing-addresses.md). */
    postal_code: text(POSTAL_CODE_MAX).transform(normalizePostalCode),
    /** Italy: the province's sigla (2 letters), required; abroad an optional state or region. */
    province: text(FOREIGN_REGION_MAX),
    billing_country: text(80).min(1, 'required'),
    /** Must be exactly true (docs/product.md, Checkout validation). */
    privacy_accepted: z.literal(true, { message: 'Privacy policy must be accepted' }),
    /** A guest buying privately asks for an invoice (a business with a VAT number gets one anyway); docs/domain/invoices.md. */
    invoice_requested: z.boolean().optional().default(false),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const italy = isItalianCountry(c.billing_country);
    const postal = postalCodeProblem(c.billing_country, c.postal_code);
    if (postal)
      issue('postal_code', postal === 'required' ? 'required' : italy ? 'Invalid postal code: an Italian CAP has 5 digits' : 'Invalid postal code for the billing country');
    const province = provinceProblem(c.billing_country, c.province);
    if (province)
      issue(
        'province',
        province === 'required' ? 'required' : italy ? 'Invalid province: use its two letters, e.g. CN' : `State or region: at most ${FOREIGN_REGION_MAX} characters`,
      );
    if (c.billing_type === 'private_italy') {
      if (!c.fiscal_code) issue('fiscal_code', 'required');
      else if (!isValidFiscalCode(c.fiscal_code)) issue('fiscal_code', 'Invalid fiscal code');
    }
    if (c.billing_type === 'private_foreign') {
      if (!c.birth_place) issue('birth_place', 'required');
      if (!c.birth_city) issue('birth_city', 'required');
      if (!c.birth_date) issue('birth_date', 'required');
    }
    if (c.billing_type === 'business') {
      if (!c.company_name) issue('company_name', 'required');
      if (!c.vat_number) issue('vat_number', 'required');
      else if (italy ? !isValidItalianVatNumber(c.vat_number) : !(isValidItalianVatNumber(c.vat_number) || isPlausibleForeignVatNumber(c.vat_number)))
        issue('vat_number', 'Invalid VAT number');
      if (italy && !c.sdi_code && !c.pec) issue('sdi_code', 'SDI code or PEC required for electronic invoicing');
      if (c.sdi_code && !isValidSdiCode(c.sdi_code)) issue('sdi_code', 'Invalid SDI code');
    }
  });
export type CustomerData = z.infer<typeof customerData>;

export { MAX_CHECKOUT_VOUCHERS } from './checkout-limits.ts';

/** POST /api/cart/{id}/checkout-session */
export const checkoutSessionRequest = z.object({
  email: checkoutEmail,
  customer_data: customerData,
  success_url: z.string().max(2000).optional(),
  cancel_url: z.string().max(2000).optional(),
  locale: z.enum(['it', 'en']).optional(),
  /** Gift voucher codes as typed (read forgivingly by the server): they pay after the discount, before the card. */
  voucher_codes: z.array(z.string().trim().min(1).max(40)).max(MAX_CHECKOUT_VOUCHERS).optional(),
});
export type CheckoutSessionRequest = z.input<typeof checkoutSessionRequest>;
/** The request as validated (defaults applied): what the server's use case receives. */
export type CheckoutSessionPayload = z.output<typeof checkoutSessionRequest>;

/** A wine booking as the checkout answers it: confirmed now, paid on site. Money in euros. */
export const wineBooking = z.object({
  booking_id: z.number().int(),
  booking_number: z.string(),
  slot_id: z.number().int(),
  slot_datetime: z.string(),
  adults_count: z.number().int(),
  children_count: z.number().int(),
  language: z.string(),
  vip_upgrade: z.boolean(),
  total_amount: z.number(),
});
export type WineBooking = z.infer<typeof wineBooking>;

/** A booking as the success page reads it. */
export const successBooking = z.object({
  booking_id: z.number().int(),
  booking_number: z.string(),
  slot_datetime: z.string(),
  people_count: z.number().int(),
  adults_count: z.number().int(),
  children_count: z.number().int(),
  language: z.string(),
  is_vip: z.boolean(),
  total_amount: z.number(),
  /** Booking state, upper case: PENDING, CONFIRMED, PAID, CANCELLED, REFUNDED… */
  status: z.string(),
  /** PAID, PENDING (pay on site) or REFUNDED. */
  payment_status: z.string(),
  slot_details: z.object({
    category: z.enum(['WINE', 'TRUFFLE']),
    experience_name: z.object({ it: z.string(), en: z.string() }),
    date: z.string(),
    start_time: z.string(),
  }),
  /** Token for the guest's "manage my booking" link (also in the confirmation e-mail). */
  manage_token: z.string().optional(),
});
export type SuccessBooking = z.infer<typeof successBooking>;

/** What one gift voucher pays of a checkout (euros), shown by its code's last four characters. */
export const checkoutVoucher = z.object({ last4: z.string(), amount: z.number() });
export type CheckoutVoucher = z.infer<typeof checkoutVoucher>;

/** POST /api/cart/{id}/checkout-session response (docs/product.md, Checkout calls). */
export const checkoutSessionResponse = z.object({
  success: z.literal(true),
  /** open: pay at stripe_session_url; completed: nothing to pay now (wine only). */
  status: z.enum(['open', 'completed']),
  checkout_session_id: z.string(),
  stripe_session_url: z.string().nullable(),
  wine_bookings: z.array(wineBooking),
  wine_total_confirmed: z.number(),
  bookings: z.array(successBooking),
  total_bookings: z.number().int(),
  email: z.string(),
  /** Euros to pay now by card (truffle items after discount, less what gift vouchers pay). */
  amount_due: z.number(),
  /** Euros paid by gift vouchers (0 without), and by which. */
  paid_by_voucher: z.number().optional(),
  vouchers: z.array(checkoutVoucher).optional(),
  expires_at: z.string().nullable(),
  data: z.object({ checkout_session_id: z.string(), status: z.enum(['open', 'completed']) }),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponse>;

/** GET /api/checkout-sessions/{id} and GET /api/checkout/success?session_id */
export const checkoutSessionDetails = z.object({
  checkout_session_id: z.string(),
  /** open, completed, expired */
  status: z.string(),
  email: z.string(),
  bookings: z.array(successBooking),
  total_bookings: z.number().int(),
  total_paid: z.number(),
  /** What is left to pay at the estate: pay-on-site bookings less what gift vouchers paid of them. */
  total_pay_on_site: z.number(),
  /** Euros paid by gift vouchers (0 without), and by which. */
  paid_by_voucher: z.number().optional(),
  vouchers: z.array(checkoutVoucher).optional(),
  coupon_code: z.string().nullable(),
  discount_total: z.number(),
});
export type CheckoutSessionDetails = z.infer<typeof checkoutSessionDetails>;
export const checkoutSessionDetailsResponse = z.object({ success: z.literal(true), data: checkoutSessionDetails });
