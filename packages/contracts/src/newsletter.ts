import { z } from 'zod';
import { CONTACT_NAME_MAX, CONTACT_NAME_MIN, guestEmail, honeypot } from './contact.ts';

/**
 * The newsletter with double opt-in (docs/product.md, Reviews, contact and newsletter calls: POST /newsletter/subscribe
 * with email and name). Messages are codes, as in contact.ts.
 */
export const newsletterErrorCodes = ['email_invalid', 'name_length', 'name_invalid', 'consent_required'] as const;
export type NewsletterErrorCode = (typeof newsletterErrorCodes)[number];

/** Days a confirmation link stays valid. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const newsletterSubscribeRequest = z.object({
  email: guestEmail,
  /** Optional: used to greet the subscriber. */
  name: z
    .string({ message: 'name_length' })
    .trim()
    .max(CONTACT_NAME_MAX, 'name_length')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters in a name is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'name_invalid')
    .refine((s) => s === '' || s.length >= CONTACT_NAME_MIN, 'name_length')
    .optional()
    .default(''),
  locale: z.enum(['it', 'en']).optional().default('it'),
  consent: z.literal(true, { message: 'consent_required' }),
  website: honeypot,
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequest>;
export type NewsletterSubscribePayload = z.output<typeof newsletterSubscribeRequest>;

/** The same answer whether the address is new, pending or already confirmed (no enumeration). */
export const newsletterSubscribeResponse = z.object({ success: z.literal(true) });

/** A token from an e-mail link (base64url, 43 characters as issued). */
export const newsletterToken = z
  .string()
  .trim()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'token_invalid');

export const newsletterTokenRequest = z.object({ token: newsletterToken });
export type NewsletterTokenRequest = z.infer<typeof newsletterTokenRequest>;

export const newsletterConfirmResponse = z.object({
  success: z.literal(true),
  status: z.literal('confirmed'),
  /** For the "unsubscribe at any time" link on the confirmation page. */
  unsubscribe_token: z.string(),
});
export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponse>;

/**
 * POST /api/newsletter/unsubscribe: `{ token }` as JSON, or RFC 8058 one-click
 * (token in the query, form body `List-Unsubscribe=One-Click`).
 */
export const newsletterUnsubscribeQuery = z.object({ token: newsletterToken.optional() });
export const newsletterUnsubscribeBody = z
  .object({
    token: newsletterToken.optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .optional();
export const newsletterUnsubscribeResponse = z.object({ success: z.literal(true), status: z.literal('unsubscribed') });
export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponse>;
