import { sql, type SQL } from 'drizzle-orm';
import { phoneSearchDigits } from '@tenuta/contracts';

/**
 * What staff type in the bookings search, matched against the columns PostgreSQL keeps for it
 * (`bookings.search_text`, `bookings.search_phone`): see docs/domain/staff-bookings.md,
 * "Finding a booking". A phone number is read by `phoneSearchDigits`, shared with the browser.
 */

/** `%` and `_` typed by the user are literal characters, not patterns. */
const likeEscape = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The condition of a search: the number, guest name or e-mail contains `q` whatever the accents
 * and case (folded by PostgreSQL's own `search_fold`, the function that fills the column), or the
 * phone contains its digits. Both columns have a trigram index.
 */
export function bookingSearchMatch(q: string): SQL {
  const text = sql`b.search_text LIKE '%' || public.search_fold(${likeEscape(q)}) || '%'`;
  const digits = phoneSearchDigits(q);
  return digits ? sql`(${text} OR b.search_phone LIKE ${`%${digits}%`})` : sql`(${text})`;
}
