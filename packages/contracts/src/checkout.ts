import { z } from 'zod';
import { isPlausibleForeignVatNumber, isValidFiscalCode, isValidItalianVatNumber, isValidSdiCode } from './italian-tax.ts';

/** Seed section 3: billing types (the text catalogue's aliases are accepted too). */
export const billingType = z
  .string()
  .transform((s) => ({ private_abroad: 'private_foreign', company: 'business' })[s] ?? s)
  .pipe(z.enum(['private_italy', 'private_foreign', 'business']));
export type BillingType = z.infer<typeof billingType>;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional().default('');

/** Seed: email must match {email} with no spaces. */
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
    postal_code: text(5).min(1, 'required'),
    province: text(2).min(1, 'required'),
    billing_country: text(80).min(1, 'required'),
    /** Must be exactly true (seed section 5). */
    privacy_accepted: z.literal(true, { message: 'Privacy policy must be accepted' }),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const italy = /^(it|italia|italy)$/i.test(c.billing_country);
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

/** POST /api/cart/{id}/checkout-session */
export const checkoutSessionRequest = z.object({
  email: checkoutEmail,
  customer_data: customerData,
  success_url: z.string().max(2000).optional(),
  cancel_url: z.string().max(2000).optional(),
  locale: z.enum(['it', 'en']).optional(),
});
export type CheckoutSessionRequest = z.input<typeof checkoutSessionRequest>;
