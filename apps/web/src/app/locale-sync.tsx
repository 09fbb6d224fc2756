import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredLocale } from '../i18n/index.ts';

/** Applies the stored language after hydration and keeps <html lang> in step. */
export function LocaleSync() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const stored = readStoredLocale();
    if (stored && stored !== i18n.language) void i18n.changeLanguage(stored);
  }, [i18n]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return null;
}
