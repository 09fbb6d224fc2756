import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { closeDatabase, createDatabase, migrationState, runMigrations, seedDemoData } from '@tenuta/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupTestServer, withDatabase, type BackupTestServer } from './backup-test-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');

let server: BackupTestServer | undefined;
let dataDir: string;
let sourceUrl: string;
let targetUrl: string;
const databases: string[] = [];

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: server!.adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function newDatabase(): Promise<string> {
  const name = `backup_${Math.random().toString(16).slice(2, 10)}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  databases.push(name);
  return withDatabase(server!.adminUrl, name);
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** Runs `npm run backup` / `npm run restore` as the scripts do (node --import tsx), against DATABASE_URL. */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(here, `${script}.ts`), ...args],
      {
        cwd: repo,
        env: {
          ...process.env,
          DATABASE_URL: targetOf(script),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          PATH: `${server!.tools.dir}${path.delimiter}${process.env.PATH ?? ''}`,
          ...env,
        },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const targetOf = (script: 'backup' | 'restore') => (script === 'backup' ? sourceUrl : targetUrl);

const bookingsOf = (url: string) =>
  query<{ booking_number: string; status: string; total_cents: number; customer_email: string | null }>(
    url,
    'SELECT booking_number, status, total_cents, customer_email FROM bookings ORDER BY booking_number',
  );

const serverUrl = process.env.TENUTA_TEST_DATABASE_URL;

beforeAll(async () => {
  server = await backupTestServer(serverUrl!);
  if (!server) return;
  console.info(`backup tests use ${server.description}`);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-backups-'));
  sourceUrl = await newDatabase();
  targetUrl = await newDatabase();
  const db = createDatabase(sourceUrl, { max: 2 });
  try {
    await runMigrations(db);
    await seedDemoData(db);
  } finally {
    await closeDatabase(db);
  }
  const slot = (await query<{ id: string }>(sourceUrl, 'SELECT id FROM slots ORDER BY starts_at LIMIT 1'))[0]!.id;
  const rows = [
    ['BK-BACKUP0001', 'confirmed', 6000, 'anna@example.com'],
    ['BK-BACKUP0002', 'paid', 17000, 'marco@example.com'],
    ['BK-BACKUP0003', 'cancelled', 8500, 'giulia@example.com'],
  ] as const;
  for (const [n, status, total, email] of rows) {
    const [b] = await query<{ id: string }>(
      sourceUrl,
      `INSERT INTO bookings (booking_number, slot_id, category, adults, language, status, unit_price_cents, subtotal_cents, total_cents, customer_email)
       VALUES ($1, $2, 'WINE', 2, 'it', $3, 3000, $4, $4, $5) RETURNING id`,
      [n, slot, status, total, email],
    );
    await query(sourceUrl, `INSERT INTO payments (kind, provider, booking_id, amount_cents, status) VALUES ('payment', 'simulator', $1, $2, 'succeeded')`, [b!.id, total]);
  }
}, 120_000);

afterAll(async () => {
  if (!server) return;
  for (const name of databases) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => {});
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('backs up into DATA_DIR/backups, owner-readable, keeping the newest BACKUP_KEEP', async (ctx) => {
    if (!server) return ctx.skip('no PostgreSQL with a matching pg_dump on this machine');
    const dir = path.join(dataDir, 'backups');
    await mkdir(dir, { recursive: true });
    // Three older backups and a file that is not one.
    for (const n of ['tenuta-20200101T000000Z.dump', 'tenuta-20200102T000000Z.dump', 'tenuta-20200103T000000Z.dump', 'notes.txt']) await writeFile(path.join(dir, n), 'old');

    const r = await cli('backup', [], { BACKUP_KEEP: '2' });
    expect(r.stderr).toMatch(/Backed up the database \(DATABASE_URL\) with pg_dump/);
    expect(r.code).toBe(0);
    const file = r.stdout.trim().split('\n').at(-1)!;
    expect(path.dirname(file)).toBe(dir);
    expect(path.basename(file)).toMatch(/^tenuta-\d{8}T\d{6}Z\.dump$/);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await readdir(dir)).sort()).toEqual([path.basename(file), 'notes.txt', 'tenuta-20200103T000000Z.dump'].sort());
  });

  it('restores into a fresh database: the bookings and payments are there, migrations applied', async (ctx) => {
    if (!server) return ctx.skip('no PostgreSQL with a matching pg_dump on this machine');
    const file = await firstBackup();
    const r = await cli('restore', [file]);
    expect(r.stderr).toMatch(/Restored tenuta-.*\.dump/);
    expect(r.code).toBe(0);

    const restored = await bookingsOf(targetUrl);
    expect(restored).toEqual(await bookingsOf(sourceUrl));
    expect(restored.map((b) => b.booking_number)).toEqual(['BK-BACKUP0001', 'BK-BACKUP0002', 'BK-BACKUP0003']);
    expect(await query(targetUrl, `SELECT sum(amount_cents)::int AS s FROM payments WHERE status = 'succeeded'`)).toEqual([{ s: 31500 }]);
    expect((await query<{ n: number }>(targetUrl, 'SELECT count(*)::int AS n FROM slots'))[0]!.n).toBeGreaterThan(100);
    // The restored database is the app's: migrations recorded, sequences past the restored rows.
    const db = createDatabase(targetUrl, { max: 1 });
    try {
      expect((await migrationState(db)).applied).toBe(true);
    } finally {
      await closeDatabase(db);
    }
    const [{ id: maxId }] = (await query<{ id: string }>(targetUrl, 'SELECT max(id) AS id FROM bookings')) as [{ id: string }];
    const slot = (await query<{ id: string }>(targetUrl, 'SELECT id FROM slots LIMIT 1'))[0]!.id;
    const [created] = await query<{ id: string }>(
      targetUrl,
      `INSERT INTO bookings (booking_number, slot_id, category, adults, language, unit_price_cents, subtotal_cents, total_cents)
       VALUES ('BK-AFTERRESTORE', $1, 'WINE', 1, 'it', 3000, 3000, 3000) RETURNING id`,
      [slot],
    );
    expect(Number(created!.id)).toBeGreaterThan(Number(maxId));
  });

  it('refuses to replace a database that holds data without --yes', async (ctx) => {
    if (!server) return ctx.skip('no PostgreSQL with a matching pg_dump on this machine');
    const r = await cli('restore', [await firstBackup()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/holds data/);
    expect(r.stderr).toMatch(/--yes/);
    expect((await bookingsOf(targetUrl)).map((b) => b.booking_number)).toContain('BK-AFTERRESTORE');
  });

  it('with --yes: saves the current data first, then restores cleanly (nothing of the old database is left)', async (ctx) => {
    if (!server) return ctx.skip('no PostgreSQL with a matching pg_dump on this machine');
    const file = await firstBackup();
    await query(targetUrl, `UPDATE bookings SET status = 'refunded' WHERE booking_number = 'BK-BACKUP0001'`);
    await query(targetUrl, 'CREATE TABLE public.left_over (id int)');
    await query(targetUrl, 'CREATE SCHEMA scratch');
    const before = await readdir(path.join(dataDir, 'backups'));

    const r = await cli('restore', [file, '--yes']);
    expect(r.stderr).toMatch(/Saved the current database first: .*tenuta-\d{8}T\d{6}Z\.dump/);
    expect(r.code).toBe(0);

    expect(await bookingsOf(targetUrl)).toEqual(await bookingsOf(sourceUrl));
    expect(await query(targetUrl, `SELECT to_regclass('public.left_over') AS t`)).toEqual([{ t: null }]);
    expect(await query(targetUrl, `SELECT nspname FROM pg_namespace WHERE nspname = 'scratch'`)).toEqual([]);
    // The safety copy holds what was there before: BK-AFTERRESTORE and the refund.
    const added = (await readdir(path.join(dataDir, 'backups'))).filter((n) => !before.includes(n));
    expect(added).toHaveLength(1);
    const undo = await newDatabase();
    expect((await cli('restore', [path.join(dataDir, 'backups', added[0]!)], { DATABASE_URL: undo })).code).toBe(0);
    const saved = await bookingsOf(undo);
    expect(saved.map((b) => b.booking_number)).toContain('BK-AFTERRESTORE');
    expect(saved.find((b) => b.booking_number === 'BK-BACKUP0001')?.status).toBe('refunded');
  });

  it('refuses a file that is not a backup', async (ctx) => {
    if (!server) return ctx.skip('no PostgreSQL with a matching pg_dump on this machine');
    const junk = path.join(dataDir, 'junk.dump');
    await writeFile(junk, 'SELECT 1;');
    const r = await cli('restore', [junk, '--yes']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not a pg_dump custom-format backup/);
  });
});

/** The backup the first test made. */
async function firstBackup(): Promise<string> {
  const dir = path.join(dataDir, 'backups');
  const names = (await readdir(dir)).filter((n) => /^tenuta-\d{8}T\d{6}Z\.dump$/.test(n) && !n.startsWith('tenuta-2020')).sort();
  return path.join(dir, names[0]!);
}
