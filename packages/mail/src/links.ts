import type { Locale } from './strings.ts';

/**
 * A link of an account e-mail (an invitation, a password reset, a sign-in page) that opens the
 * page in the recipient's language: `lang` is added to its query (replacing one already there).
 * The staff and partner areas, like the public site, take it as the reader's choice.
 */
export function withLang(url: string, locale: Locale): string {
  try {
    const u = new URL(url);
    u.searchParams.set('lang', locale);
    return u.toString();
  } catch {
    return url;
  }
}
