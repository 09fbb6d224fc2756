import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

/**
 * The committed SQL migrations of this package. Found through the package's
 * own entry (packages/db/src/index.ts), not this file: bundled into the API's
 * dist/main.js, this code no longer sits beside them.
 */
export const migrationsFolder = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@tenuta/db')), '../migrations');

/** Applies the committed SQL migrations; safe to run on every start. */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}

export interface MigrationState {
  /** The newest migration of this build is recorded as applied in the database. */
  applied: boolean;
  /** The tag of the newest committed migration, e.g. 0007_staff_back_office. */
  expected: string;
}

let newestMigration: { tag: string; when: number } | undefined;

/** Whether the database has every committed migration (readiness checks); one tiny query. */
export async function migrationState(db: Database): Promise<MigrationState> {
  if (!newestMigration) {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
    const last = journal.entries.at(-1);
    if (!last) throw new Error('migrations journal has no entries');
    newestMigration = { tag: last.tag, when: last.when };
  }
  const expected = newestMigration.tag;
  try {
    // drizzle's migrator applies every migration newer than the newest row it recorded.
    const r = await db.$client.query<{ newest: number | null }>('SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations');
    const newest = r.rows[0]?.newest;
    return { applied: newest != null && Number(newest) >= newestMigration.when, expected };
  } catch (e) {
    if ((e as { code?: string }).code === '42P01' || (e as { code?: string }).code === '3F000') return { applied: false, expected };
    throw e;
  }
}
