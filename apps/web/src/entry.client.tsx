import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadCartEngine } from './features/cart/cart-provider.tsx';
import { defaultLocale, i18nReady, loadNamespacesFor, prefetchBundles, readStoredLocale } from './i18n/index.ts';
import { namespacesFor } from './i18n/route-namespaces.ts';

// The prerendered HTML is Italian. Translations are loaded on demand, so before
// hydrating, the Italian namespaces this page renders must be in: the first
// client render then produces exactly the prerendered markup.
const ready = Promise.all([i18nReady, loadNamespacesFor(window.location.pathname)]);

// A visitor who chose another language gets it right after hydration (LocaleSync);
// fetch those files meanwhile, without holding up hydration.
const stored = readStoredLocale();
if (stored && stored !== defaultLocale) prefetchBundles(stored, namespacesFor(window.location.pathname));

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A guest with a cart needs the cart's engine at once (it reads and fetches that cart): its code
// loads during hydration rather than after it (docs/decisions/0018).
preloadCartEngine();

// A file that fails to load leaves its keys untranslated; the page still hydrates.
ready.then(hydrate, hydrate);
