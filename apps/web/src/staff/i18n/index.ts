import { localeFromQuery, withoutLocaleQuery } from '../../i18n/locale-query.ts';
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

/**
 * The language at start: the one a link asks for (`?lang=en` in an invitation or a reset e-mail,
 * written in the recipient's language), kept from then on as the choice; else the stored one.
 */
function storedLocale(): StaffLocale {
  const asked = typeof window === 'undefined' ? undefined : localeFromQuery(window.location.search, staffLocales);
  try {
    if (asked) {
      localStorage.setItem(LOCALE_KEY, asked);
      window.history.replaceState(window.history.state, '', withoutLocaleQuery(window.location.href));
    }
    return asked ?? (localStorage.getItem(LOCALE_KEY) === 'en' ? 'en' : 'it');
  } catch {
    return asked ?? 'it';
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
