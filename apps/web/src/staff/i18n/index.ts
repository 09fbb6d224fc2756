import { createTranslator, type Catalogue } from '../../i18n/translator.ts';
import { createUseTranslation } from '../../i18n/use-translation.ts';

/**
 * The back office's own catalogues (src/staff/i18n/{it,en}/<namespace>.json), apart from the
 * public site's so that no public page ever loads or lists them. Italian is the default and the
 * fallback; the language is the one the public site stores (localStorage `locale`).
 */
const bundles = import.meta.glob<Catalogue>('./*/*.json', { import: 'default' });

export const staffLocales = ['it', 'en'] as const;
export type StaffLocale = (typeof staffLocales)[number];
const LOCALE_KEY = 'locale';

function storedLocale(): StaffLocale {
  try {
    return localStorage.getItem(LOCALE_KEY) === 'en' ? 'en' : 'it';
  } catch {
    return 'it';
  }
}

export const staffI18n = createTranslator({
  lng: storedLocale(),
  fallbackLng: 'it',
  defaultNS: 'staff',
  load: (lng, ns) => bundles[`./${lng}/${ns}.json`]?.(),
});

/** `const { t } = useStaffT('staffBookings')`: suspends until the namespace is loaded. */
export const useStaffT = createUseTranslation(staffI18n, 'staff');

export async function setStaffLocale(locale: StaffLocale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    /* private mode */
  }
  document.documentElement.lang = locale;
  await staffI18n.changeLanguage(locale);
}

/** Intl locale tag of the current language. */
export const intlLocale = (): string => (staffI18n.language === 'en' ? 'en-GB' : 'it-IT');
