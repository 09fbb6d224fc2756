import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/app/paths.ts';

export default {
  appDirectory: 'src',
  // WEB_BUILD_OUT lets parallel builds (tests, previews) use their own folder.
  buildDirectory: process.env.WEB_BUILD_OUT ?? 'build',
  ssr: false,
  // Public pages are prerendered HTML; everything else is the SPA shell.
  prerender: prerenderPaths,
} satisfies Config;
