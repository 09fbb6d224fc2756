import { i18n, isLocale } from '../../i18n/index.ts';

/**
 * Awaited at the top of every island's module: in the browser the module finishes evaluating, and
 * Astro hydrates the island, only once the namespaces its first render reads (and `common`) are in,
 * in the language of the document (`<html lang>`). The island's first render is then the markup
 * Astro built: no hydration mismatch, nothing suspends while hydrating. At build time all is in.
 */
export async function translations(...namespaces: string[]): Promise<void> {
  if (import.meta.env.SSR) return;
  const lang = document.documentElement.lang;
  if (isLocale(lang) && lang !== i18n.language) await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['common', ...namespaces]);
}
