import type { AstroGlobal } from 'astro';
import { documentDataFor, loadDocumentData } from '../app/document-data.server.ts';
import { pagePath } from '../app/paths.ts';
import { i18n } from '../i18n/index.ts';
import { setBuiltPath } from './react-router.tsx';

/**
 * Called first by each page: the translator and the location the components read are the page's
 * (Astro renders the pages one after another), and the page's static data is in the query cache
 * (docs/decisions/0022). Returns the block that carries that data in the document ('' for none).
 */
export async function startPage(astro: AstroGlobal): Promise<string> {
  await i18n.changeLanguage(astro.currentLocale ?? 'it');
  const page = pagePath(astro.url.pathname.replace(/(.)\/$/, '$1'));
  setBuiltPath(page);
  await loadDocumentData(page);
  return documentDataFor(page);
}

/** Every page renders in Italian at its address and in English under /en (docs/decisions/0030). */
export const bothLanguages = () => [{ params: { lang: undefined } }, { params: { lang: 'en' } }];
