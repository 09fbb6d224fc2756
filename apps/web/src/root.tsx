import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, type LinksFunction } from 'react-router';
import { LocaleSync } from './app/locale-sync.tsx';
import { ScrollManager } from './app/scroll-manager.tsx';
import { CartProvider } from './features/cart/cart-provider.tsx';
import { useTranslation } from './i18n/index.ts';
import { fontPreloads } from './styles/fonts.ts';
import './styles/global.css';
import type { Route } from './+types/root';

export const links: LinksFunction = () => [
  ...fontPreloads.map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const })),
  // A PNG, not an SVG: the browser builds an SVG icon as a document on the page's main thread (media/marks).
  { rel: 'icon', href: '/media/marks/favicon.png', type: 'image/png', sizes: '192x192' },
];

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <html lang={i18n.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b2a22" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* The browser renders the page into #app (docs/decisions/0030). */}
        <div id="app">{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Pages hydrate after their first paint (scripts/defer-hydration.ts); this marks the
  // moment the page is interactive (the end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <LocaleSync />
      <ScrollManager />
      <CartProvider>
        <Outlet />
      </CartProvider>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="error-page">
      <h1>{t('errors.generic')}</h1>
      <p>{status}</p>
      <a href="/">{t('nav.home')}</a>
    </main>
  );
}
