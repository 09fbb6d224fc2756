/** The query parameter of a link that opens a page in a language, e.g. `/manage/41?token=…&lang=en` from an e-mail. */
export const LOCALE_QUERY_PARAM = 'lang';

/** The language a link asks for (`?lang=en`), when it is one the site speaks. */
export function localeFromQuery<L extends string>(search: string, locales: readonly L[]): L | undefined {
  const v = new URLSearchParams(search).get(LOCALE_QUERY_PARAM);
  return locales.find((l) => l === v);
}

/** The address without its language parameter (path, remaining query and hash kept). */
export function withoutLocaleQuery(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(LOCALE_QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
