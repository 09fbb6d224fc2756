import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { bearerTokenMatches } from '../metrics/register-metrics.ts';
import { backupFileName, rotateBackups } from './backups.ts';
import { findPgTools, libpqConnection, PgToolsError } from './pg-tools.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-backup-unit-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('backup files', () => {
  it('are named by UTC time, so that names sort as times do', () => {
    expect(backupFileName(new Date('2026-11-25T09:30:05.123Z'))).toBe('tenuta-20261125T093005Z.dump');
    // The night the clocks go back in Rome: 02:30 summer time comes before 02:10 winter time.
    expect(backupFileName(new Date('2026-10-25T02:30:00+02:00')) < backupFileName(new Date('2026-10-25T02:10:00+01:00'))).toBe(true);
  });

  it('rotation keeps the newest N backups and touches nothing else', async () => {
    const names = ['tenuta-20261101T000000Z.dump', 'tenuta-20261103T000000Z.dump', 'tenuta-20261102T000000Z.dump', 'tenuta-20261104T000000Z.dump'];
    for (const n of [...names, 'notes.txt', 'tenuta-20261105T000000Z.dump.partial', 'mine.dump']) await writeFile(path.join(dir, n), '');
    expect((await rotateBackups(dir, 2)).sort()).toEqual(['tenuta-20261101T000000Z.dump', 'tenuta-20261102T000000Z.dump']);
    expect((await readdir(dir)).sort()).toEqual(['mine.dump', 'notes.txt', 'tenuta-20261103T000000Z.dump', 'tenuta-20261104T000000Z.dump', 'tenuta-20261105T000000Z.dump.partial']);
    expect(await rotateBackups(dir, 14)).toEqual([]);
    await expect(rotateBackups(dir, 0)).rejects.toThrow();
  });
});

describe('pg_dump and pg_restore', () => {
  async function fakeInstall(name: string, version: string): Promise<string> {
    const bin = path.join(dir, name);
    await mkdir(bin);
    for (const p of ['pg_dump', 'pg_restore']) {
      await writeFile(path.join(bin, p), `#!/bin/sh\necho "${p} (PostgreSQL) ${version}"\n`);
      await chmod(path.join(bin, p), 0o755);
    }
    return bin;
  }

  it('are chosen of the server major version, else the nearest newer; never older (pg_dump refuses a newer server)', async () => {
    const v15 = await fakeInstall('15', '15.18 (Debian 15.18-0+deb12u1)');
    const v17 = await fakeInstall('17', '17.6');
    const v18 = await fakeInstall('18', '18.4');
    expect(findPgTools(18, [v15, v17, v18])).toMatchObject({ dir: v18, major: 18, version: '18.4' });
    expect(findPgTools(16, [v18, v15, v17])).toMatchObject({ major: 17 });
    expect(findPgTools(15, [v18, v15])).toMatchObject({ major: 15, version: '15.18 (Debian 15.18-0+deb12u1)' });
    let error: unknown;
    try {
      findPgTools(18, [v15, path.join(dir, 'missing')]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PgToolsError);
    expect((error as Error).message).toMatch(/PostgreSQL 18: backups need pg_dump and pg_restore 18 or newer/);
    expect((error as Error).message).toContain(`15.18 (Debian 15.18-0+deb12u1) in ${v15}`);
    expect((error as Error).message).toMatch(/postgresql-client-18/);
  });

  it('get the password in PGPASSWORD, not on the command line', () => {
    const { dbname, env } = libpqConnection('postgres://tenuta:p%40ss%2Fw0rd@127.0.0.1:5433/tenuta?host=%2Ftmp%2Fpg', 'tenuta-backup');
    expect(dbname).toBe('postgres://tenuta@127.0.0.1:5433/tenuta?host=%2Ftmp%2Fpg');
    expect(env.PGPASSWORD).toBe('p@ss/w0rd');
    expect(env.PGAPPNAME).toBe('tenuta-backup');
  });
});

describe('configuration of metrics and backups', () => {
  it('BACKUP_KEEP defaults to 14 and takes a whole number from 1; METRICS_TOKEN is optional, 16+ characters', () => {
    expect(loadConfig({}).BACKUP_KEEP).toBe(14);
    expect(loadConfig({ BACKUP_KEEP: '3' }).BACKUP_KEEP).toBe(3);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP="0": must be a whole number from 1 to 1000/);
    expect(() => loadConfig({ BACKUP_KEEP: 'many' })).toThrow(/BACKUP_KEEP/);
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).METRICS_TOKEN).toBe('a'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN="short": must be at least 16 characters/);
  });

  it('the metrics token is compared whole, as a bearer token', () => {
    const token = 'x'.repeat(24);
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(bearerTokenMatches(`Bearer ${token}y`, token)).toBe(false);
    expect(bearerTokenMatches(token, token)).toBe(false);
    expect(bearerTokenMatches(undefined, token)).toBe(false);
    expect(bearerTokenMatches('Bearer ', token)).toBe(false);
  });
});
