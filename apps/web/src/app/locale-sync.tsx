import { useEffect } from 'react';
import { readStoredLocale, rememberLocale, useTranslation } from '../i18n/index.ts';

/**
 * Applies the stored language after hydration, when the document came in another one (a choice
 * made before the `locale` cookie existed, or a link's `?lang=`), and keeps <html lang> in step.
 * The translator loads the new language's files of every namespace in use before it
 * switches, so the page never shows untranslated keys.
 */
export function LocaleSync() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const stored = readStoredLocale();
    if (!stored) return;
    // A choice stored before the cookie existed (or a cookie cleared): the next documents come in this language.
    rememberLocale(stored);
    if (stored !== i18n.language) void i18n.changeLanguage(stored);
  }, [i18n]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  return null;
}
