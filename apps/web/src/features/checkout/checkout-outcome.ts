/**
 * The final submit (docs/product.md, Checkout submit): the request body, and what the
 * checkout-session response means for the page.
 */
import type { CheckoutSessionRequest, WineBooking } from '@tenuta/contracts';
import { isApiError, rateLimitOf } from '../../lib/api-client.ts';
import { toCustomerData } from './billing-details.ts';
import type { BillingData } from './billing-step.ts';
import type { ContactData } from './contact-step.ts';
import type { WineBookingData } from './checkout-storage.ts';

/** Stripe replaces this with the session id in success_url. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export function buildCheckoutRequest(
  contact: ContactData,
  billing: BillingData,
  origin: string,
  locale: 'it' | 'en',
  voucherCodes: readonly string[] = [],
): CheckoutSessionRequest {
  const customer = toCustomerData(contact, billing);
  return {
    ...(voucherCodes.length > 0 ? { voucher_codes: [...voucherCodes] } : {}),
    email: contact.email.trim(),
    // The form lets no one past step 2 without accepting; the server checks again.
    customer_data: { ...customer, privacy_accepted: true },
    success_url: `${origin}/checkout/success?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancel_url: `${origin}/checkout/cancel`,
    locale,
  };
}

export type CheckoutOutcome =
  /** A card payment is due: on to the provider's page. */
  | { kind: 'redirect'; url: string; sessionId: string | null }
  /** Nothing to pay now: wine tastings confirmed. */
  | { kind: 'confirmed'; data: WineBookingData }
  /** Gift vouchers paid everything due online: booked now, shown by the success page from the server. */
  | { kind: 'completed'; sessionId: string }
  /** Anything else: the page cannot use the answer. */
  | { kind: 'failed' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Only a web address may be followed (never javascript: or data:). */
function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value, typeof window === 'undefined' ? 'http://localhost' : window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The outcome (docs/product.md, Checkout submit): (a) a stripe_session_url → redirect; (b) status completed
 * (any case) with wine_bookings → confirmed; (c) anything else → failed.
 */
export function decideCheckoutOutcome(response: unknown, fallbackEmail: string): CheckoutOutcome {
  if (!isRecord(response)) return { kind: 'failed' };
  const data = isRecord(response.data) ? response.data : {};
  const sessionId = str(response.checkout_session_id) || str(data.checkout_session_id) || null;
  const url = safeUrl(response.stripe_session_url);
  if (url) return { kind: 'redirect', url, sessionId };
  const status = (str(response.status) || str(data.status)).toLowerCase();
  const wine = Array.isArray(response.wine_bookings) ? (response.wine_bookings as WineBooking[]) : [];
  const byVoucher = typeof response.paid_by_voucher === 'number' && response.paid_by_voucher > 0;
  if (status === 'completed' && byVoucher && sessionId) return { kind: 'completed', sessionId };
  if (status === 'completed' && wine.length > 0) {
    const total = typeof response.wine_total_confirmed === 'number' ? response.wine_total_confirmed : 0;
    return {
      kind: 'confirmed',
      data: {
        bookings: wine,
        checkout_session_id: sessionId ?? '',
        total_amount: total,
        email: str(response.email) || fallbackEmail,
      },
    };
  }
  return { kind: 'failed' };
}

/** A gift voucher refused when paying: the catalogue key of its message in the guest's language, else null. */
export function voucherErrorKey(error: unknown): 'vouchers.errors.invalid' | 'vouchers.errors.empty' | null {
  if (!isApiError(error)) return null;
  if (error.code === 'voucher_invalid') return 'vouchers.errors.invalid';
  if (error.code === 'voucher_empty') return 'vouchers.errors.empty';
  return null;
}

/**
 * A failed session creation shows the server's error, else (docs/product.md, Checkout errors)
 * 'Errore nella creazione della sessione' (the caller's fallback text); a 429 says how long to wait.
 */
export function sessionErrorMessage(error: unknown, fallback: string, rateLimited?: (minutes: number) => string): string {
  // A 429 (docs/product.md, Abuse limits): the guest's language and the wait, never the server's text.
  const limited = rateLimitOf(error);
  if (limited && rateLimited) return rateLimited(limited.minutes);
  if (isApiError(error) && error.status > 0 && error.detail.trim() && error.detail !== String(error.status)) return error.detail;
  return fallback;
}
