import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { precompress } from './scripts/precompress.ts';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The public pages (docs/decisions/0037): documents rendered at build time from the React
 * components, JavaScript only for the islands, in the layout the API serves (index.html,
 * <page>/index.html, the English documents under en/, hashed files under assets/). The staff and
 * partner apps are built after it into client/staff-app and client/partner-app (vite.*.config.ts).
 */
export default defineConfig({
  srcDir: './src/astro',
  publicDir: './public',
  // WEB_BUILD_OUT lets parallel builds (tests, previews) use their own folder.
  outDir: here(`${process.env.WEB_BUILD_OUT ?? 'build'}/client`),
  build: { format: 'directory', assets: 'assets', inlineStylesheets: 'always' },
  // The English documents under /en; the server sends them at the pages' own addresses (docs/domain/languages.md).
  i18n: { locales: ['it', 'en'], defaultLocale: 'it', routing: { prefixDefaultLocale: false } },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    // client:painted: hydrates when idle after the first paint (src/astro/directives/painted.ts).
    {
      name: 'tenuta:painted',
      hooks: { 'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'painted', entrypoint: here('./src/astro/directives/painted.ts') }) },
    },
    // Brotli and gzip copies next to each text file, served as they are (@fastify/static's preCompressed).
    { name: 'tenuta:precompress', hooks: { 'astro:build:done': ({ dir }) => void precompress(fileURLToPath(dir)) } },
  ],
  // There is no client router on the public pages: the components' `react-router` is a small shim.
  vite: {
    resolve: { alias: [{ find: /^react-router$/, replacement: here('./src/astro/react-router.tsx') }] },
    // React DOM's functions nearly all run while an island hydrates: V8's compile hint has them
    // compiled on a background thread as the chunk streams in, not lazily on the main thread.
    build: {
      rolldownOptions: {
        output: { postBanner: (chunk) => (chunk.moduleIds.some((id) => id.includes('react-dom-client.production')) ? '//# allFunctionsCalledOnLoad' : '') },
      },
    },
    // `astro dev` (npm run dev -w apps/web) beside a running API.
    server: { proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' } },
  },
});
