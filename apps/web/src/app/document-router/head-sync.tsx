import { useEffect } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { type MatchedRoute, useLocation } from './router.tsx';

/**
 * Title and description of the page in the language it shows. The prerendered document has the
 * Italian ones; a page in English, or one the browser renders itself, sets its own here.
 */
export function HeadSync({ chain, params }: { chain: readonly MatchedRoute[]; params: Record<string, string> }) {
  const { i18n } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    const route = [...chain].reverse().find((r) => r.module.meta);
    if (!route?.module.meta || !i18n.language) return;
    for (const tag of route.module.meta({ params, loaderData: route.loaderData, location })) {
      if (typeof tag.title === 'string') {
        if (document.title !== tag.title) document.title = tag.title;
        continue;
      }
      const [attr, key] = typeof tag.name === 'string' ? ['name', tag.name] : typeof tag.property === 'string' ? ['property', tag.property] : [];
      if (!attr || !key || typeof tag.content !== 'string') continue;
      let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
      if (!el) {
        el = document.createElement('meta');
        el.setAttribute(attr, key);
        document.head.append(el);
      }
      if (el.content !== tag.content) el.content = tag.content;
    }
  }, [chain, params, location, i18n.language]);
  return null;
}
