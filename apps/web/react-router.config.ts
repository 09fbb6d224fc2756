import type { Config } from '@react-router/dev/config';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deferHydration } from './scripts/defer-hydration.ts';
import { asDocumentPage } from './scripts/document-pages.ts';
import { hydrationPreloads, lazyStylesheets, readBuildManifest, staticImports } from './scripts/hydration-preloads.ts';
import { inlineStylesheets } from './scripts/inline-stylesheets.ts';
import { orderHead } from './scripts/order-head.ts';
import { rewritePages } from './scripts/rewrite-pages.ts';
import { precompress } from './scripts/precompress.ts';
import { pagePath, prerenderDocuments } from './src/app/paths.ts';

export default {
  appDirectory: 'src',
  // WEB_BUILD_OUT lets parallel builds (tests, previews) use their own folder.
  buildDirectory: process.env.WEB_BUILD_OUT ?? 'build',
  ssr: false,
  // Public pages are prerendered HTML, in Italian and in English; everything else is the SPA shell.
  prerender: prerenderDocuments,
  // Public pages as documents without React Router's browser scripts (scripts/document-pages.ts),
  // pages' head links in first-paint order (scripts/order-head.ts), hydration after the
  // page's main image is painted, its translation files and (with a cart) the cart engine fetched
  // beside its modules, its modules run one per task (scripts/defer-hydration.ts,
  // hydration-preloads.ts), the page's stylesheets
  // inlined in its head (scripts/inline-stylesheets.ts), then Brotli and gzip copies of every text
  // asset and page, served as they are.
  buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    // Vite's manifest says which chunks a page imports on its own (scripts/hydration-preloads.ts); it is not served.
    const manifest = readBuildManifest(client);
    const importsOf = staticImports(manifest, client);
    rmSync(path.join(client, '.vite'), { recursive: true, force: true });
    const stylesheet = (href: string) => {
      const file = path.join(client, href);
      return href.startsWith('/assets/') && href.endsWith('.css') && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    };
    // The SPA shell has nothing to show before its JavaScript: it is left as it is.
    rewritePages(client, (html, file) => {
      if (path.basename(file) === '__spa-fallback.html') return orderHead(asDocumentPage(html, { shell: true }));
      const documentPath = `/${path.relative(client, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
      const english = pagePath(documentPath) !== documentPath;
      const preloads = hydrationPreloads(manifest, pagePath(documentPath), english ? 'en' : 'it');
      const pageFiles = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!);
      const later = lazyStylesheets(manifest, pageFiles);
      return deferHydration(inlineStylesheets(orderHead(asDocumentPage(html, { shell: false, english })), stylesheet, later), preloads, importsOf);
    });
    const t = precompress(client);
    console.log(`precompressed ${t.files} files: ${Math.round(t.bytes / 1024)} KB → ${Math.round(t.brBytes / 1024)} KB brotli`);
  },
} satisfies Config;
