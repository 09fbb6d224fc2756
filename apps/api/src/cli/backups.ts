import { spawn } from 'node:child_process';
import { chmod, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { findPgTools, libpqConnection, type PgTools } from './pg-tools.ts';

/** tenuta-20261125T093000Z.dump: UTC, so names sort as times do. */
const BACKUP_NAME = /^tenuta-(\d{8}T\d{6}Z)\.dump$/;

export function backupFileName(at: Date): string {
  return `tenuta-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.dump`;
}

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** Deletes all but the newest `keep` backups of `dir` (only files named as backups are touched); returns the deleted names. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error('keep must be a whole number of at least 1');
  const names = (await readdir(dir))
    .filter((n) => BACKUP_NAME.test(n))
    .sort()
    .reverse();
  const old = names.slice(keep);
  for (const n of old) await rm(path.join(dir, n), { force: true });
  return old;
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'tenuta-backup' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The server's major version (server_version_num 180004 -> 18). */
export async function serverMajor(url: string): Promise<number> {
  return withClient(url, async (c) => Math.floor(Number((await c.query<{ v: string }>(`SELECT current_setting('server_version_num') AS v`)).rows[0]!.v) / 10_000));
}

/** The schemas that hold the application's objects (every one but PostgreSQL's own). */
const USER_SCHEMAS = `SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`;

/** Whether any table of the database has a row (a migrated database has: drizzle's own record of migrations). */
export async function databaseHoldsData(url: string): Promise<boolean> {
  return withClient(url, async (c) => {
    const tables = await c.query<{ q: string }>(
      `SELECT format('SELECT EXISTS (SELECT 1 FROM %I.%I) AS has', n.nspname, t.relname) AS q
         FROM pg_class t JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE t.relkind IN ('r', 'p') AND n.nspname IN (${USER_SCHEMAS})`,
    );
    for (const { q } of tables.rows) if ((await c.query<{ has: boolean }>(q)).rows[0]?.has) return true;
    return false;
  });
}

/** Other sessions of the application on this database (the site, its job runner), besides this command. */
export async function otherApplicationSessions(url: string): Promise<number> {
  return withClient(url, async (c) =>
    Number(
      (
        await c.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name IN ('tenuta', 'tenuta-jobs')`,
        )
      ).rows[0]!.n,
    ),
  );
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (exit ${code}):\n${stderr.trim()}`))));
  });
}

/** Creates the (empty) file of a new backup, never overwriting one: a second backup in the same second waits for the next. */
async function claimBackupName(dir: string, now: Date | undefined): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const at = now ?? new Date();
    const file = path.join(dir, backupFileName(at));
    try {
      await (await open(file, 'wx', 0o600)).close();
      return file;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || now || attempt >= 3) throw e;
      await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
    }
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  tools: PgTools;
  rotated: string[];
}

/**
 * pg_dump in its custom format (compressed; pg_restore can pick objects from it) into
 * `dir/tenuta-<UTC time>.dump`, then keeps the newest `keep` (all when undefined). pg_dump reads one consistent
 * snapshot, so the site may keep running. The file is readable by its owner only (it holds
 * guests' personal data) and appears under its name only once complete.
 */
export async function backupDatabase(o: { url: string; dir: string; keep?: number; now?: Date; tools?: PgTools }): Promise<BackupResult> {
  const tools = o.tools ?? findPgTools(await serverMajor(o.url));
  await mkdir(o.dir, { recursive: true, mode: 0o700 });
  const file = await claimBackupName(o.dir, o.now);
  const partial = `${file}.partial`;
  try {
    const { dbname, env } = libpqConnection(o.url, 'tenuta-backup');
    await run(tools.pgDump, ['--format=custom', '--lock-wait-timeout=30s', `--file=${partial}`, `--dbname=${dbname}`], env);
    await chmod(partial, 0o600);
    await rename(partial, file);
  } catch (e) {
    await rm(partial, { force: true });
    await rm(file, { force: true });
    throw e;
  }
  const rotated = o.keep === undefined ? [] : await rotateBackups(o.dir, o.keep);
  return { file, bytes: (await stat(file)).size, tools, rotated };
}

/** Whether a file starts as pg_dump's custom format does. */
export async function isCustomFormatDump(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await fh.read(head, 0, 5, 0);
    return head.toString('latin1') === 'PGDMP';
  } finally {
    await fh.close();
  }
}

/**
 * A clean restore: every application schema (public, drizzle's, pg-boss's, …) is dropped, then
 * pg_restore recreates them from the file in one transaction (all or nothing). Owners and grants
 * are not restored: everything belongs to the configured user.
 */
export async function restoreDatabase(o: { url: string; file: string; tools?: PgTools }): Promise<{ tools: PgTools }> {
  const tools = o.tools ?? findPgTools(await serverMajor(o.url));
  await withClient(o.url, async (c) => {
    await c.query('BEGIN');
    try {
      // The running site may hold locks; wait a little, never forever.
      await c.query(`SET LOCAL lock_timeout = '15s'`);
      const schemas = (await c.query<{ nspname: string }>(USER_SCHEMAS)).rows.map((r) => r.nspname);
      for (const s of schemas) await c.query(`DROP SCHEMA ${c.escapeIdentifier(s)} CASCADE`);
      await c.query('CREATE SCHEMA public');
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK');
      throw e;
    }
  });
  const { dbname, env } = libpqConnection(o.url, 'tenuta-restore');
  await run(tools.pgRestore, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, o.file], env);
  return { tools };
}
