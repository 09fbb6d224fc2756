import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { deferHydration } from './scripts/defer-hydration.ts';
import { asDocumentPage } from './scripts/document-pages.ts';
import { orderHead } from './scripts/order-head.ts';
import { addPlainStylesheets } from './scripts/plain-stylesheets.ts';
import { rewritePages } from './scripts/rewrite-pages.ts';
import { precompress } from './scripts/precompress.ts';
import { prerenderDocuments } from './src/app/paths.ts';

export default {
  appDirectory: 'src',
  // WEB_BUILD_OUT lets parallel builds (tests, previews) use their own folder.
  buildDirectory: process.env.WEB_BUILD_OUT ?? 'build',
  ssr: false,
  // Public pages are prerendered HTML, in Italian and in English; everything else is the SPA shell.
  prerender: prerenderDocuments,
  // Public pages as documents without React Router's browser scripts (scripts/document-pages.ts),
  // pages' head links in first-paint order (scripts/order-head.ts), hydration after the
  // first paint (scripts/defer-hydration.ts), stylesheets that lazy modules need linked as
  // Vite's preload helper looks for them (scripts/plain-stylesheets.ts), then Brotli and gzip copies of every text
  // asset and page, served as they are.
  buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    // The SPA shell has nothing to show before its JavaScript: it is left as it is.
    rewritePages(client, (html, file) =>
      path.basename(file) === '__spa-fallback.html'
        ? orderHead(asDocumentPage(html, { shell: true }))
        : deferHydration(orderHead(addPlainStylesheets(asDocumentPage(html, { shell: false, english: path.relative(client, file).startsWith(`en${path.sep}`) })))),
    );
    const t = precompress(client);
    console.log(`precompressed ${t.files} files: ${Math.round(t.bytes / 1024)} KB → ${Math.round(t.brBytes / 1024)} KB brotli`);
  },
} satisfies Config;
