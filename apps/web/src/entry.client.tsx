import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HeadSync } from './app/document-router/head-sync.tsx';
import { type ManifestRoute, matchManifest } from './app/document-router/match.ts';
import { type MatchedRoute, RouteChain, type RouteModule } from './app/document-router/router.tsx';
import { preloadCartEngine } from './features/cart/cart-provider.tsx';
import { defaultLocale, i18n, i18nReady, isLocale, loadNamespacesFor, prefetchBundles, readStoredLocale } from './i18n/index.ts';
import { namespacesFor } from './i18n/route-namespaces.ts';

/**
 * Every public page is a document of its own (docs/decisions/0030): the page's route modules
 * are loaded by the document's hydration script; this renders them, root first, into `#app`.
 */
declare global {
  interface Window {
    __reactRouterRouteModules?: Record<string, RouteModule>;
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

const container = document.getElementById('app');
const prerendered = Boolean(container?.firstChild);
const stored = readStoredLocale();

// A prerendered page hydrates in the language of its document (Italian, or English for a visitor
// who chose it); a page the browser renders itself renders in the visitor's language at once.
// Translations are loaded on demand: the namespaces this page renders must be in first, so that
// the first render produces exactly the prerendered markup.
const documentLocale = isLocale(document.documentElement.lang) ? document.documentElement.lang : defaultLocale;
const firstLocale = prerendered ? documentLocale : (stored ?? defaultLocale);
const ready = (firstLocale === defaultLocale ? i18nReady : i18n.changeLanguage(firstLocale)).then(() => Promise.all([i18nReady, loadNamespacesFor(window.location.pathname)]));

// A visitor whose stored language differs from the document's gets it right after hydration
// (LocaleSync); fetch those files meanwhile, without holding up hydration.
if (stored && stored !== firstLocale) prefetchBundles(stored, namespacesFor(window.location.pathname));

function isRedirect(value: unknown): value is Response {
  return value instanceof Response && value.status >= 300 && value.status < 400 && value.headers.has('Location');
}

/** The routes this page renders, with their loaders' answers; null when a loader sent the visitor elsewhere. */
async function pageRoutes(): Promise<{ chain: MatchedRoute[]; params: Record<string, string> } | null> {
  const loaded = window.__reactRouterRouteModules ?? {};
  let ids = Object.keys(loaded);
  let params: Record<string, string> = {};
  const routes = window.__reactRouterManifest?.routes;
  // A page the server sends as the shell: find it in the manifest and load its modules.
  if (!prerendered && routes) {
    const match = matchManifest(routes, window.location.pathname);
    if (match) ({ ids, params } = match);
  }
  const modules = await Promise.all(ids.map(async (id) => loaded[id] ?? ((await import(/* @vite-ignore */ routes?.[id]?.module ?? '')) as RouteModule)));
  const chain: MatchedRoute[] = ids.map((id, i) => ({ id, module: modules[i] as RouteModule }));
  for (const [i, route] of chain.entries()) {
    if (!route.module.clientLoader) continue;
    try {
      const answer = await route.module.clientLoader({ params, request: new Request(window.location.href) });
      if (isRedirect(answer)) {
        window.location.replace(answer.headers.get('Location') ?? '/');
        return null;
      }
      route.loaderData = answer;
    } catch (error) {
      if (isRedirect(error)) {
        window.location.replace(error.headers.get('Location') ?? '/');
        return null;
      }
      // The nearest route with an error page shows it; nothing below it renders.
      const at = chain.slice(0, i + 1).findLastIndex((r) => r.module.ErrorBoundary);
      const shown = chain[at];
      if (!shown) throw error;
      shown.error = error;
      return { chain: chain.slice(0, at + 1), params };
    }
  }
  return { chain, params };
}

function render(page: { chain: MatchedRoute[]; params: Record<string, string> } | null) {
  if (!page || !container) return;
  const app = (
    <StrictMode>
      <RouteChain chain={page.chain} params={page.params} />
      <HeadSync chain={page.chain} params={page.params} />
    </StrictMode>
  );
  // A hydration mismatch is a bug: it is reported on the console (the end-to-end tests fail on it).
  const onRecoverableError = (error: unknown) => console.error('hydration:', error);
  if (prerendered) startTransition(() => void hydrateRoot(container, app, { onRecoverableError }));
  else createRoot(container).render(app);
}

// A guest with a cart needs the cart's engine at once (it reads and fetches that cart): its code
// loads during hydration rather than after it (docs/decisions/0029).
preloadCartEngine();

// A file that fails to load leaves its keys untranslated; the page still renders.
const start = () => pageRoutes().then(render);
ready.then(start, start);
