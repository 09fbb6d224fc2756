import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  server: { proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React and React Router load together on every page: one file rather than
        // several (fewer requests on HTTP/1.1; gzip does better on one file).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
