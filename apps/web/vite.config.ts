import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * React Router's package exports resolve to its development build in every condition (upstream
 * remix-run/react-router#14102): the browser bundle ships its development warnings. The two
 * builds differ only in `ENABLE_DEV_WARNINGS`; in the client production build, `react-router`
 * and `react-router/dom` resolve to the production build instead (both, so there is one copy).
 * The prerender (server) build and the dev server are left as they are.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  const files: Record<string, string> = { 'react-router': path.join(dist, 'index.mjs'), 'react-router/dom': path.join(dist, 'dom-export.mjs') };
  return {
    name: 'tenuta:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => files[id],
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), reactRouter()],
  server: { proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Shared chunks are named by their hash alone: a page loads 15-25 of them and every name
        // is repeated in the imports that load it and in React Router's route manifest (about
        // 1 KB gzip of initial JavaScript per public page; docs/decisions/0011, addendum).
        // Route modules and the entry keep their names.
        chunkFileNames: 'assets/[hash].js',
        // React and React Router load together on every page: one file rather than
        // several (fewer requests on HTTP/1.1; gzip does better on one file).
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/, priority: 2 }],
        },
      },
    },
  },
});
