import { useTranslation } from '../i18n/index.ts';

export type SiteLocale = 'it' | 'en';

/** The current site language, narrowed to the two the site has. */
export function useLocale(): SiteLocale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'it';
}
