import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '@tenuta/db';
import { serverMajor } from './backups.ts';
import { candidateBinDirs, findPgTools, pgToolsIn, PgToolsError, type PgTools } from './pg-tools.ts';

/** A PostgreSQL server for the backup tests, and pg_dump/pg_restore that can work with it. */
export interface BackupTestServer {
  /** postgres:// URL of the server's `postgres` database (create databases from it). */
  adminUrl: string;
  tools: PgTools;
  /** How the server was found, for the test's log. */
  description: string;
  stop(): Promise<void>;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * The integration tests' server when pg_dump of its version (or newer) is installed; otherwise a
 * throwaway cluster of a locally installed PostgreSQL whose pg_dump is there (Debian's
 * /usr/lib/postgresql/N/bin: the embedded server's version often has no client programs on the
 * machine). Undefined when neither exists.
 */
export async function backupTestServer(testServerUrl: string): Promise<BackupTestServer | undefined> {
  try {
    const tools = findPgTools(await serverMajor(testServerUrl));
    return { adminUrl: withDatabase(testServerUrl, 'postgres'), tools, description: `the test server, pg_dump ${tools.version}`, stop: async () => {} };
  } catch (e) {
    if (!(e instanceof PgToolsError)) throw e;
  }
  for (const dir of candidateBinDirs()) {
    const tools = pgToolsIn(dir);
    if (!tools || !existsSync(path.join(dir, 'initdb')) || !existsSync(path.join(dir, 'pg_ctl')) || !existsSync(path.join(dir, 'postgres'))) continue;
    return startThrowawayCluster(tools);
  }
  return undefined;
}

async function startThrowawayCluster(tools: PgTools): Promise<BackupTestServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-backup-pg-'));
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  let as: { uid: number; gid: number } | undefined;
  if (process.getuid?.() === 0) {
    as = { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) };
    await chmod(dir, 0o700);
    await chown(dir, as.uid, as.gid);
  }
  const password = 'backup-test-password';
  const pwfile = path.join(dir, 'pwfile');
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (as) await chown(pwfile, as.uid, as.gid);
  const data = path.join(dir, 'data');
  const run = (program: string, args: string[]) => execFileSync(path.join(tools.dir, program), args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir, ...(as ?? {}) });
  run('initdb', ['-D', data, '-U', 'tenuta', '--auth=scram-sha-256', `--pwfile=${pwfile}`, '--encoding=UTF8', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const adminUrl = `postgres://tenuta:${password}@127.0.0.1:${port}/postgres`;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  const version = (await c.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v;
  await c.end();
  return {
    adminUrl,
    tools,
    description: `a throwaway ${version.split(' on ')[0]} cluster from ${tools.dir}`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
