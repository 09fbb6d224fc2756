import { NEWSLETTER_CONFIRM_DAYS } from '@tenuta/contracts';
import type { RateLimitRule } from '@tenuta/core';

/** Sign-ups per address: a household or an office signs up a few people, a script many. */
export const NEWSLETTER_IP_RULE: RateLimitRule = { name: 'newsletter-ip', limit: 5, windowSeconds: 10 * 60 };
/**
 * Confirmation clicks per address. Unsubscribing has no per-address limit on
 * purpose: one-click requests (RFC 8058) come from a few mail providers'
 * servers for all their users, and the tokens cannot be guessed.
 */
export const NEWSLETTER_CONFIRM_IP_RULE: RateLimitRule = { name: 'newsletter-confirm-ip', limit: 30, windowSeconds: 10 * 60 };

/** At most one confirmation e-mail per address in this time. */
export const CONFIRM_RESEND_MS = 10 * 60 * 1000;
/** A confirmation link expires after this. */
export const CONFIRM_VALID_MS = NEWSLETTER_CONFIRM_DAYS * 24 * 60 * 60 * 1000;

/** The key of the raw tokens in a newsletter_confirm payload; dropped once the e-mail is sent. */
export const NEWSLETTER_TOKENS_KEY = 'newsletter_tokens';
