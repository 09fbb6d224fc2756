import type { ComponentType } from 'react';
import { namespacesFor } from '../../i18n/route-namespaces.ts';
import { SharedCart } from '../cart-store.tsx';
import { translations } from './ready.ts';

// A page that is one island: the namespaces it renders (src/i18n/route-namespaces.ts) are in before it hydrates.
await translations(...(import.meta.env.SSR ? [] : namespacesFor(window.location.pathname)));

/**
 * A page whose content is interactive throughout (cart, checkout, forms, the pages behind an
 * e-mail's link), as one island: the page's React component, with the cart the header island hosts.
 */
export function pageIsland<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Island = (props: P) => (
    <SharedCart>
      <Page {...props} />
    </SharedCart>
  );
  Island.displayName = `Island(${Page.displayName ?? Page.name})`;
  return Island;
}
