import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeDatabase, createDatabase } from './client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { TEMPLATE_DATABASE } from './test-db.ts';

/**
 * Vitest global setup for integration tests: one real PostgreSQL server
 * (embedded, or TEST_DATABASE_URL's server), with a migrated template database.
 */
export default async function setup() {
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-test-'));
    embedded = await startEmbeddedPostgres({ dataDir: dir, database: 'postgres' });
    serverUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${TEMPLATE_DATABASE}`;
  const db = createDatabase(u.toString(), { max: 2 });
  await runMigrations(db);
  await closeDatabase(db);
  process.env.TENUTA_TEST_DATABASE_URL = serverUrl;
  return async () => {
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
