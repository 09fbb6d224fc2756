import { PAYMENT_SESSION_MINUTES } from '../checkout/checkout-policy.ts';
import { CHECKOUT_SESSION_MAX_SECONDS } from '../payments/payment-provider.ts';

/**
 * How long a payment link e-mailed by staff stays payable (and the booking's seats held): as
 * long as the payment page can live (the provider's maximum, 24 hours), unless staff choose
 * less, and never past the slot's start (nobody pays for a tour that has begun). A link that
 * could not stay open the provider's minimum (a little over 30 minutes) is refused: take the
 * payment on site instead.
 */
export const PAYMENT_LINK_MAX_HOURS = CHECKOUT_SESSION_MAX_SECONDS / 3600;
export const PAYMENT_LINK_DEFAULT_HOURS = PAYMENT_LINK_MAX_HOURS;
export const PAYMENT_LINK_MIN_MINUTES = PAYMENT_SESSION_MINUTES;

/** The link's expiry (whole seconds), or null when the slot starts too soon for a link. */
export function paymentLinkExpiry(now: Date, slotStartsAt: Date, hours: number = PAYMENT_LINK_DEFAULT_HOURS): Date | null {
  const wanted = Math.min(Math.max(1, Math.floor(hours)), PAYMENT_LINK_MAX_HOURS);
  const end = Math.min(now.getTime() + wanted * 3_600_000, slotStartsAt.getTime());
  const at = Math.floor(end / 1000) * 1000;
  return at - now.getTime() < PAYMENT_LINK_MIN_MINUTES * 60_000 ? null : new Date(at);
}
