/**
 * A one-time token (a guest's manage link, a review's moderation link, the newsletter's
 * confirmation, a staff set-up link, a partner invitation or password reset) exists in clear
 * only in the e-mail that carries it. The outbox row holds it until that e-mail is sent, so a
 * retry can still render it; after that the stored payload keeps no usable link, and nothing
 * that shows a payload to staff (the privacy export) ever shows one.
 */

/** Payload fields that hold raw tokens: removed. Any other key naming a token is removed too. */
export const TOKEN_PAYLOAD_KEYS = ['manage_tokens', 'moderation_token', 'newsletter_tokens'] as const;

/**
 * Payload fields that hold another secret in clear, whatever their name: a gift voucher's code
 * (spendable money) lives in the voucher e-mail's row only until that e-mail is sent.
 */
export const SECRET_PAYLOAD_KEYS = ['voucher_code'] as const;
const SECRET_KEYS: ReadonlySet<string> = new Set(SECRET_PAYLOAD_KEYS);

/** What replaces a link that carried a token (the record still says a link was sent). */
export const REMOVED_LINK = '[link removed once sent]';

const TOKEN_KEY = /token/i;
/**
 * A text that opens something with a token: `?token=`, `&token=` or `?confirm=` (manage, review,
 * moderation, partner invitations and applications, newsletter), `/staff/setup/<token>` (staff
 * invitation and password set-up), `/partner/reset/<token>` (partner password reset), and any link
 * holding a run of 40 or more URL-safe characters (our tokens are 43; a UUID is 36), so a kind
 * added later with its own link shape is caught too.
 */
export const TOKEN_LINK = /[?&](?:token|confirm)=|\/staff\/setup\/[^/?#\s]|\/partner\/reset\/[^/?#\s]|https?:\/\/\S*[A-Za-z0-9_-]{40}/i;

/** The same rule in PostgreSQL's regular expressions (the data migration holds it; its test checks that). */
export const TOKEN_LINK_SQL = '[?&](token|confirm)=|/staff/setup/[^/?#[:space:]]|/partner/reset/[^/?#[:space:]]|https?://[^[:space:]]*[A-Za-z0-9_-]{40}';

/**
 * The payload without its tokens: keys naming a token (or a secret key) are dropped and any text that holds a
 * tokenised link becomes `REMOVED_LINK`, at any depth. Everything else (ids, names, dates,
 * amounts) stays as it was.
 */
export function withoutTokens(payload: unknown): unknown {
  if (typeof payload === 'string') return TOKEN_LINK.test(payload) ? REMOVED_LINK : payload;
  if (Array.isArray(payload)) return payload.map(withoutTokens);
  if (typeof payload !== 'object' || payload === null) return payload;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (TOKEN_KEY.test(key) || SECRET_KEYS.has(key)) continue;
    kept[key] = withoutTokens(value);
  }
  return kept;
}
