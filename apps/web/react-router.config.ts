import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/app/paths.ts';

export default {
  appDirectory: 'src',
  ssr: false,
  // Public pages are prerendered HTML; everything else is the SPA shell.
  prerender: prerenderPaths,
} satisfies Config;
