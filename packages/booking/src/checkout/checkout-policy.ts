import { DomainError } from '@tenuta/core';
import { CHECKOUT_SESSION_MIN_SECONDS } from '../payments/payment-provider.ts';

/**
 * A payment session's lifetime; holds and the coupon reservation are extended
 * to the same instant. Stripe counts its 30-minute minimum from when it creates
 * the session, after our request has travelled (and the SDK may have retried,
 * and the two clocks differ): one minute more than the minimum, never exactly it.
 */
export const PAYMENT_SESSION_MINUTES = CHECKOUT_SESSION_MIN_SECONDS / 60 + 1;
/** The privacy policy the guest accepts ("last updated 22 Settembre 2024"). */
export const PRIVACY_POLICY_VERSION = '2024-09-22';
/** A repeated submit this soon after a completed wine-only checkout gets the same answer. */
export const RESUBMIT_WINDOW_MINUTES = 10;

export const paymentSessionExpiry = (now: Date): Date => new Date(now.getTime() + PAYMENT_SESSION_MINUTES * 60_000);

/**
 * A success or cancel URL the guest will be redirected to: relative paths
 * resolve against the site; absolute ones must be on the site's origin (or
 * localhost outside production). Never an open redirect.
 */
export function resolveRedirectUrl(value: string | undefined, fallbackPath: string, publicUrl: string, allowLocalhost: boolean, field: string): string {
  const base = new URL(publicUrl);
  const raw = value?.trim() || fallbackPath;
  let url: URL;
  try {
    // The {CHECKOUT_SESSION_ID} template must survive URL parsing unescaped.
    url = new URL(raw.replaceAll('{CHECKOUT_SESSION_ID}', '__CHECKOUT_SESSION_ID__'), base);
  } catch {
    throw new DomainError('validation_error', `${field} is not a valid URL`, `${field}: not a valid URL`);
  }
  const local = allowLocalhost && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  if (!['http:', 'https:'].includes(url.protocol) || (url.origin !== base.origin && !local)) {
    throw new DomainError('validation_error', `${field} must be a page of this site`, `${field}: must start with ${base.origin}`);
  }
  return url.toString().replaceAll('__CHECKOUT_SESSION_ID__', '{CHECKOUT_SESSION_ID}');
}
