import { separateAppConfig } from './vite.app-config.ts';

/** The partner area (docs/decisions/0015), served at /partner. */
export default separateAppConfig('partner');
