import type { Locale } from './strings.ts';

/** The query parameter that opens a page of the public site in a language (docs/product.md, Audience and languages). */
export const LANG_PARAM = 'lang';

/**
 * A link to a page of the public site for a guest who reads `locale` (e-mails, calendar notes).
 * The language travels with the link (`?lang=en`): the page opens in the guest's language on any
 * device, whatever that browser chose before, and the web app keeps it as the visitor's choice.
 */
export function guestPageUrl(publicUrl: string, path: string, locale: Locale, params: Readonly<Record<string, string | number>> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) query.set(name, String(value));
  query.set(LANG_PARAM, locale);
  return `${publicUrl}${path}?${query}`;
}

/** The guest's "manage my booking" page, opened with the booking's capability token. */
export const manageBookingUrl = (publicUrl: string, bookingId: number, token: string, locale: Locale): string => guestPageUrl(publicUrl, `/manage/${bookingId}`, locale, { token });

/** Where a guest books again: the page of the experience's category. */
export const bookAgainUrl = (publicUrl: string, category: string, locale: Locale): string =>
  guestPageUrl(publicUrl, category === 'WINE' ? '/wine-tasting' : '/truffle-hunting', locale);
