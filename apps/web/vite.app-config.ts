import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';

/**
 * The Vite config of a single-page app built apart from the public site (the staff back office,
 * docs/decisions/0013; the partner area, docs/decisions/0015): its own index.html folder, served
 * under `/<name>-app/`, built into `<WEB_BUILD_OUT or build>/client/<name>-app/`. The public pages'
 * JavaScript, route manifest and translation catalogues do not know it exists.
 */
export function separateAppConfig(name: 'staff' | 'partner'): UserConfig {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return defineConfig({
    root: path.join(here, name),
    base: `/${name}-app/`,
    publicDir: false,
    oxc: { jsx: { runtime: 'automatic' } },
    server: { proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' } },
    build: {
      outDir: path.resolve(here, process.env.WEB_BUILD_OUT ?? 'build', 'client', `${name}-app`),
      emptyOutDir: true,
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: { chunkFileNames: 'assets/[name]-[hash].js' },
        // TanStack Query marks its modules "use client" (for React Server Components): meaningless here.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
      },
    },
  });
}
