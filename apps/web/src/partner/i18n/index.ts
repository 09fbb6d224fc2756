import { localeFromQuery, withoutLocaleQuery } from '../../i18n/locale-query.ts';
import { createTranslator, type Catalogue } from '../../i18n/translator.ts';
import { createUseTranslation } from '../../i18n/use-translation.ts';

/**
 * The partner area's own catalogues (src/partner/i18n/{it,en}/<namespace>.json), apart from the
 * public site's and the back office's. Italian by default and as the fallback; the language is
 * the one the whole site keeps in localStorage `locale`.
 */
const files = import.meta.glob<Catalogue>('./*/*.json', { import: 'default' });

export type PartnerLocale = 'it' | 'en';

/**
 * The language at start: the one a link asks for (`?lang=en` in an invitation, a reset or an
 * account e-mail, written in the recipient's language), kept from then on; else the stored one.
 */
const readLocale = (): PartnerLocale => {
  const asked = typeof window === 'undefined' ? undefined : localeFromQuery(window.location.search, ['it', 'en'] as const);
  try {
    if (asked) {
      localStorage.setItem('locale', asked);
      window.history.replaceState(window.history.state, '', withoutLocaleQuery(window.location.href));
    }
    return asked ?? (localStorage.getItem('locale') === 'en' ? 'en' : 'it');
  } catch {
    return asked ?? 'it';
  }
};

export const partnerI18n = createTranslator({
  lng: readLocale(),
  fallbackLng: 'it',
  defaultNS: 'partner',
  load: (lng, ns) => files[`./${lng}/${ns}.json`]?.(),
});

/** `const { t } = usePartnerT('partnerOrders')`: suspends until the namespace is in. */
export const usePartnerT = createUseTranslation(partnerI18n, 'partner');

/** The current language, as the area's formatters and the partner's settings name it. */
export const partnerLocale = (): PartnerLocale => (partnerI18n.language === 'en' ? 'en' : 'it');

export async function changePartnerLocale(locale: PartnerLocale): Promise<void> {
  try {
    localStorage.setItem('locale', locale);
  } catch {
    /* private mode: for this page only */
  }
  await partnerI18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
