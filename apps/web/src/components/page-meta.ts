import type { MetaDescriptor } from 'react-router';
import { i18n } from '../i18n/index.ts';

/**
 * Title and description of a page from its i18n namespace (`<prefix>.title`,
 * `<prefix>.description`), in the language the page's document is built in
 * (src/astro/layouts/public.astro writes them into its head).
 */
export function pageMeta(ns: string, prefix = 'meta', options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const t = i18n.getFixedT(null, ns);
  const title = t(`${prefix}.title`);
  const description = t(`${prefix}.description`);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
