import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { precompress } from './scripts/precompress.ts';
import { prerenderPaths } from './src/app/paths.ts';

export default {
  appDirectory: 'src',
  // WEB_BUILD_OUT lets parallel builds (tests, previews) use their own folder.
  buildDirectory: process.env.WEB_BUILD_OUT ?? 'build',
  ssr: false,
  // Public pages are prerendered HTML; everything else is the SPA shell.
  prerender: prerenderPaths,
  // Brotli and gzip copies of every text asset and page, served as they are.
  buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    const t = precompress(client);
    console.log(`precompressed ${t.files} files: ${Math.round(t.bytes / 1024)} KB → ${Math.round(t.brBytes / 1024)} KB brotli`);
  },
} satisfies Config;
