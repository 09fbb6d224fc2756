import { ConfigError } from '../config.ts';
import { PgToolsError } from './pg-tools.ts';

/**
 * Runs a command-line entry point and exits with its code. A bad configuration or a missing
 * PostgreSQL client program is one clear line (exit 1); anything else is printed whole.
 */
export function runCommand(main: () => Promise<number>): void {
  main()
    .then((code) => process.exit(code))
    .catch((e: unknown) => {
      console.error(e instanceof ConfigError || e instanceof PgToolsError ? e.message : e);
      process.exit(1);
    });
}
