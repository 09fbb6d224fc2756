import { z } from 'zod';

/**
 * POST /api/contact (docs/product.md, Reviews, contact and newsletter calls); the body is designed here.
 * Each rule's message is a stable code: the server sends it in a 400's detail
 * ("email: email_invalid") and the contact form shows the same code's text from
 * its i18n catalogue, so client and server always say the same thing.
 */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;
export const CONTACT_PHONE_MAX = 40;
export const EMAIL_MAX = 254;

/** What the guest writes about (the form's subject select). */
export const contactSubjects = ['truffle_hunt', 'wine_tasting', 'groups_events', 'other'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactErrorCodes = [
  'name_length',
  'name_invalid',
  'email_invalid',
  'phone_invalid',
  'subject_invalid',
  'message_too_short',
  'message_too_long',
  'privacy_required',
] as const;
export type ContactErrorCode = (typeof contactErrorCodes)[number];

// No line breaks or other control characters in one-line fields (they end up in e-mail headers).
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** A person's name: 2 to 100 characters on one line. */
export const personName = z.string({ message: 'name_length' }).trim().min(CONTACT_NAME_MIN, 'name_length').max(CONTACT_NAME_MAX, 'name_length').regex(ONE_LINE, 'name_invalid');

/** An e-mail address, no spaces (as at checkout). */
export const guestEmail = z.string({ message: 'email_invalid' }).trim().max(EMAIL_MAX, 'email_invalid').email('email_invalid');

/** The honeypot: a field real visitors never see; bots fill it in. */
export const honeypot = z.string().max(2000).optional().default('');

export const contactRequest = z.object({
  name: personName,
  email: guestEmail,
  phone: z
    .string({ message: 'phone_invalid' })
    .trim()
    .max(CONTACT_PHONE_MAX, 'phone_invalid')
    .regex(/^(\+?[0-9][0-9 ()./-]{5,})?$/, 'phone_invalid')
    .optional()
    .default(''),
  subject: z.enum(contactSubjects, { message: 'subject_invalid' }).optional(),
  message: z.string({ message: 'message_too_short' }).trim().min(CONTACT_MESSAGE_MIN, 'message_too_short').max(CONTACT_MESSAGE_MAX, 'message_too_long'),
  privacy_accepted: z.literal(true, { message: 'privacy_required' }),
  locale: z.enum(['it', 'en']).optional().default('it'),
  website: honeypot,
});
export type ContactRequest = z.input<typeof contactRequest>;
export type ContactPayload = z.output<typeof contactRequest>;

export const contactResponse = z.object({ success: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponse>;

/**
 * Field → error code, from a zod result (client) or a 400's detail
 * "field: code; field: code" (server); codes outside `codes` are left out.
 */
export function fieldErrorCodes<C extends string>(source: z.ZodError | string, codes: readonly C[]): Partial<Record<string, C>> {
  const pairs: [string, string][] =
    typeof source === 'string'
      ? source.split(';').map((part) => {
          const i = part.indexOf(':');
          return [part.slice(0, Math.max(i, 0)).trim(), part.slice(i + 1).trim()] as [string, string];
        })
      : source.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]);
  const out: Partial<Record<string, C>> = {};
  for (const [field, code] of pairs) {
    if (field && !out[field] && (codes as readonly string[]).includes(code)) out[field] = code as C;
  }
  return out;
}
