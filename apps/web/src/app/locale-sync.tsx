import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { loadNamespacesFor, readStoredLocale, useTranslation } from '../i18n/index.ts';

/**
 * Applies the stored language after hydration and keeps <html lang> in step.
 * The translator loads the new language's files of every namespace in use before it
 * switches, so the page never shows untranslated keys.
 */
export function LocaleSync() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const stored = readStoredLocale();
    if (stored && stored !== i18n.language) void i18n.changeLanguage(stored);
  }, [i18n]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  // While a navigation loads the next route's code, load its translations too. The page
  // would load them itself when it renders (suspending, so the previous page stays
  // meanwhile); starting here saves that wait.
  const nextPath = useNavigation().location?.pathname;
  useEffect(() => {
    if (nextPath) void loadNamespacesFor(nextPath);
  }, [nextPath]);
  return null;
}
