import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Public pages are documents (docs/decisions/0030): React Router prerenders them, and in the
 * browser `react-router` (and `react-router/dom`) resolve to the site's document router, which
 * gives route modules and components the same answers for a page without a client router.
 * Only the browser side of the public site (build and dev server): prerendering and the server
 * render keep React Router.
 */
function documentRouter(): Plugin {
  const router = fileURLToPath(new URL('./src/app/document-router/router.tsx', import.meta.url));
  return {
    name: 'tenuta:document-router',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id === 'react-router' || id === 'react-router/dom' ? router : undefined),
  };
}

export default defineConfig({
  plugins: [documentRouter(), reactRouter()],
  server: { proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' } },
  build: {
    assetsInlineLimit: 0,
    // Kept for the build's last step, which reads what each page imports on its own (react-router.config.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Shared chunks are named by their hash alone: a page loads many of them and every name
        // is repeated in the imports that load it and in React Router's route manifest, bytes
        // every public page fetches (docs/decisions/0029). Route modules and the entry keep their names.
        chunkFileNames: 'assets/[hash].js',
        // React loads on every page: one file rather than
        // several (fewer requests on HTTP/1.1; gzip does better on one file).
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 }],
        },
      },
    },
  },
});
