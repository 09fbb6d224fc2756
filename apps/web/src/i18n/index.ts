import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const locales = ['it', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'it';
/** localStorage key of the chosen language (seed section 1). */
export const LOCALE_STORAGE_KEY = 'locale';

// One JSON file per namespace and language: src/i18n/{it,en}/{namespace}.json
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(files)) {
  const [, lng, ns] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!lng || !ns) continue;
  (resources[lng] ??= {})[ns] = mod.default;
}

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (locales as readonly string[]).includes(v);

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources,
    // Always start in Italian: prerendered HTML is Italian, and hydration must match.
    // The stored choice is applied right after hydration (see LocaleSync).
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    defaultNS: 'common',
    ns: Object.keys(resources[defaultLocale] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}

export function readStoredLocale(): Locale | undefined {
  try {
    const v = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  await i18n.changeLanguage(locale);
}

export { i18n };
