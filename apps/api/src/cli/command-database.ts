import { runningEmbeddedUrl, startEmbeddedPostgres } from '@tenuta/db';
import type { Config } from '../config.ts';

export interface CommandDatabase {
  /** A postgres:// URL for node-postgres and for libpq programs (pg_dump, pg_restore). */
  url: string;
  /** Where it comes from, for messages. */
  source: 'DATABASE_URL' | 'running embedded server' | 'embedded server started for this command';
  /** Stops the embedded server if this command started it. */
  close(): Promise<void>;
}

/**
 * The database a command-line tool works on: DATABASE_URL; otherwise the embedded PostgreSQL
 * of DATA_DIR, the running site's server when it is up (found through its postmaster.pid),
 * or one started for the command and stopped at its end.
 */
export async function openCommandDatabase(config: Pick<Config, 'DATABASE_URL' | 'dataDir'>): Promise<CommandDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, source: 'DATABASE_URL', close: async () => {} };
  const running = runningEmbeddedUrl(config.dataDir);
  if (running) return { url: running, source: 'running embedded server', close: async () => {} };
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
  return { url: embedded.url, source: 'embedded server started for this command', close: () => embedded.stop() };
}
