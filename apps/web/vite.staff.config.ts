import { separateAppConfig } from './vite.app-config.ts';

/** The staff back office (docs/decisions/0013), served at /staff. */
export default separateAppConfig('staff');
