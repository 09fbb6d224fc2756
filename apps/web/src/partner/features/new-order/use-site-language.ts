import { use } from 'react';
import { i18n as siteI18n } from '../../../i18n/index.ts';

const switching = new Map<string, Promise<void>>();

/**
 * The booking widget speaks through the public site's translator: it follows the partner area's
 * language, and a component suspends until the widget's texts are in that language.
 */
export function useSiteLanguage(language: string): void {
  if (siteI18n.language === language) return;
  let pending = switching.get(language);
  if (!pending) {
    pending = siteI18n.changeLanguage(language).finally(() => switching.delete(language));
    switching.set(language, pending);
  }
  use(pending);
}
