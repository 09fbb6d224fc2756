import { i18n, isLocale, LOCALE_COOKIE, readStoredLocale, rememberLocale } from '../../i18n/index.ts';

let languageSettled: Promise<void> | undefined;

/**
 * The guest's language, settled before any island hydrates: a language asked by the address
 * (`?lang=`, an e-mail's link) or stored before the `locale` cookie existed becomes the cookie, and
 * a document that came in the other language is loaded again in that one (once: only when the
 * cookie took, so a browser that refuses cookies keeps the page it has). Until that reload no
 * island hydrates, so none reads or spends what the page is given once (a pending booking).
 */
function settleLanguage(): Promise<void> {
  const stored = readStoredLocale();
  if (stored) rememberLocale(stored);
  if (stored && stored !== document.documentElement.lang && document.cookie.includes(`${LOCALE_COOKIE}=${stored}`)) {
    window.location.reload();
    return new Promise(() => undefined);
  }
  return Promise.resolve();
}

/**
 * Awaited at the top of every island's module: in the browser the module finishes evaluating, and
 * Astro hydrates the island, only once the namespaces its first render reads (and `common`) are in,
 * in the language of the document (`<html lang>`). The island's first render is then the markup
 * Astro built: no hydration mismatch, nothing suspends while hydrating. At build time all is in.
 * The first island to get here settles the guest's language first (settleLanguage).
 */
export async function translations(...namespaces: string[]): Promise<void> {
  if (import.meta.env.SSR) return;
  languageSettled ??= settleLanguage();
  await languageSettled;
  const lang = document.documentElement.lang;
  if (isLocale(lang) && lang !== i18n.language) await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['common', ...namespaces]);
}
