import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { closeDatabase, createDatabase, type Database } from './client.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

/**
 * Integration tests get a database of their own, cloned from the migrated
 * template that the global setup prepared (see vitest.global-setup.ts).
 */
export interface TestDatabase {
  db: Database;
  url: string;
  drop(): Promise<void>;
}

export const TEMPLATE_DATABASE = 'tenuta_template';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function createTestDatabase(options: { seed?: boolean; today?: Date; poolSize?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TENUTA_TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TENUTA_TEST_DATABASE_URL is not set: run integration tests through vitest (global setup).');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const db = createDatabase(url, { max: options.poolSize ?? 30 });
  if (options.seed !== false) await seedDemoData(db, options.today ? { today: options.today } : {});
  return {
    db,
    url,
    async drop() {
      await closeDatabase(db);
      const a = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
      await a.connect();
      try {
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await a.end();
      }
    },
  };
}
