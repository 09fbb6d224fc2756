import { localeFromQuery, withoutLocaleQuery } from './locale-query.ts';
import { namespacesFor, shellNamespaces } from './route-namespaces.ts';
import { createTranslator, type Catalogue } from './translator.ts';
import { createUseTranslation } from './use-translation.ts';

export const locales = ['it', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'it';
/** localStorage key of the chosen language (docs/product.md, Audience and languages). */
export const LOCALE_STORAGE_KEY = 'locale';
/** Cookie of the chosen language: the server sends a page's English document to a visitor who chose English (docs/decisions/0030). */
export const LOCALE_COOKIE = 'locale';

/** Tells the server the chosen language, for the next documents it sends (a preference, kept a year). */
export function rememberLocale(locale: Locale): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: one synchronous write, set before the next page is requested; the Cookie Store API is asynchronous and not in every browser the guests use
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    /* cookies refused: pages come in Italian and switch after loading */
  }
}

type Bundle = Catalogue;

// One JSON file per namespace and language: src/i18n/{it,en}/{namespace}.json.
// In the browser each file is a chunk of its own, fetched when a page needs it
// (see route-namespaces.ts and entry.client.tsx). Prerendering (Node) has them all
// at hand instead: `import.meta.env.SSR` is a build-time constant, so the client
// build drops the eager branch and the server build the lazy one.
const lazyBundles = import.meta.env.SSR ? {} : import.meta.glob<Bundle>('./*/*.json', { import: 'default' });
// `?raw` keeps these imports apart from the lazy modules above: were the same modules also
// imported statically, the client build would put every file back into one chunk.
const eagerBundles = import.meta.env.SSR ? import.meta.glob<string>('./*/*.json', { query: '?raw', import: 'default', eager: true }) : {};

/** Starts loading one language's file of a namespace (the browser keeps the module once loaded). */
export function loadBundle(lng: string, ns: string): Promise<Bundle> | undefined {
  return lazyBundles[`./${lng}/${ns}.json`]?.();
}

/** Warms the browser's module cache with these files, e.g. the stored language's before switching to it. */
export function prefetchBundles(lng: string, namespaces: readonly string[]): void {
  for (const ns of namespaces) loadBundle(lng, ns)?.catch(() => undefined);
}

function bundledResources(): Record<string, Record<string, Bundle>> {
  const resources: Record<string, Record<string, Bundle>> = {};
  for (const [file, bundle] of Object.entries(eagerBundles)) {
    const [, lng, ns] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (!lng || !ns) continue;
    resources[lng] ??= {};
    resources[lng][ns] = JSON.parse(bundle) as Bundle;
  }
  return resources;
}

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (locales as readonly string[]).includes(v);

const defaultNS = 'common';

/**
 * The site's translator (src/i18n/translator.ts; docs/decisions/0029). It always starts in
 * Italian: prerendered HTML is Italian, and hydration must match. The stored choice is applied
 * right after hydration (see LocaleSync).
 */
const i18n = createTranslator({
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  defaultNS,
  resources: import.meta.env.SSR ? bundledResources() : undefined,
  load: loadBundle,
});

/**
 * `const { t, i18n } = useTranslation('ns')`, as with react-i18next.
 *
 * A component whose namespace is not loaded yet suspends until it is. No Suspense boundary
 * sits above the pages, so React keeps the current screen meanwhile (a navigation is a
 * transition; a suspension outside any boundary never commits a half-rendered tree).
 * A boundary around <Outlet/> would be worse: React's streaming renderer moves a boundary
 * with more than ~12 KB of HTML out of line in the prerendered pages (hidden, then revealed
 * by an inline script a frame later), which costs LCP and layout shift.
 */
export const useTranslation = createUseTranslation(i18n, defaultNS);

/** Settles when the shell's namespaces are in: at once in Node, once their files have loaded in the browser. */
export const i18nReady: Promise<void> = i18n.loadNamespaces(shellNamespaces);

/** Loads, in the current language, the namespaces the page at `pathname` renders. */
export function loadNamespacesFor(pathname: string): Promise<void> {
  return i18n.loadNamespaces(namespacesFor(pathname));
}

/**
 * The visitor's language: the one the link asks for (`?lang=`, kept from then on as the chosen
 * language, so a guest opening an e-mail on another device reads that page and the next ones in
 * the e-mail's language), else the stored choice.
 */
export function readStoredLocale(): Locale | undefined {
  const requested = localeFromQuery(window.location.search, locales);
  try {
    if (requested) {
      rememberLocale(requested);
      localStorage.setItem(LOCALE_STORAGE_KEY, requested);
      // Stored: the address drops it, so that a reload after switching language keeps the new one.
      window.history.replaceState(window.history.state, '', withoutLocaleQuery(window.location.href));
    }
  } catch {
    /* private mode: the link's language lasts for this page only */
  }
  if (requested) return requested;
  try {
    const v = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Stores and applies a language; the translator loads that language's files of every namespace in use before it switches. */
export async function setLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  await i18n.changeLanguage(locale);
}

export { i18n };
export type { TFunction, TOptions, Translator } from './translator.ts';
