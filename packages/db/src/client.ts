import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type PgPool = pg.Pool;
export type PgClient = pg.PoolClient;
export type Database = NodePgDatabase<typeof schema> & { $client: PgPool };

// Return timestamptz as Date, bigint counts as numbers (they never exceed 2^53 here).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** The longest any statement waits for a lock. */
export const LOCK_TIMEOUT = '3s';

export function createDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    application_name: 'tenuta',
    // No statement of the app waits more than 3 s for a row lock: the booking
    // code answers "busy, retry" instead (packages/booking lockingTransaction).
    // Set at connection start-up, so a locking transaction costs no extra round trip.
    options: `-c lock_timeout=${LOCK_TIMEOUT}`,
    // Statements sent together on one connection go out without waiting for
    // each other (hot paths pipeline a transaction: docs/decisions/0026).
    pipeline: true,
  });
  // A dropped idle connection must not crash the process.
  pool.on('error', () => {});
  return drizzle(pool, { schema }) as Database;
}

export async function closeDatabase(db: Database): Promise<void> {
  await db.$client.end();
}
