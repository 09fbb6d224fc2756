import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDatabase, createDatabase, freePort, runningEmbeddedUrl } from '@tenuta/db';
import { ensureApiBuild } from '../../apps/api/scripts/build.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

export interface Server {
  url: string;
  stop(): Promise<void>;
}

export interface AppServer extends Server {
  /** The app's PostgreSQL (the bench reads seats held and sets up the hot slot there). */
  databaseUrl: string;
}

async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Until every API process has its seats_changed listener (each opens one as it starts). */
async function waitForProcesses(databaseUrl: string, processes: number, timeoutMs = 90_000): Promise<void> {
  const db = createDatabase(databaseUrl, { max: 1 });
  try {
    for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
      const { rows } = await db.$client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'tenuta-listen-seats_changed'");
      if (rows[0]!.n >= processes) return;
    }
    throw new Error(`timed out waiting for ${processes} API processes`);
  } finally {
    await closeDatabase(db);
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/**
 * The adds to the cart come each from a guest address of its own (api-bench.ts), the rest of the
 * bench from one address (127.0.0.1), past what one guest address may do
 * (docs/domain/abuse-limits.md). It raises the per-address limits, and only those: the limiter
 * still counts every call and the seat sums still run, so their cost stays in the figures. Stated
 * in docs/benchmarks.md.
 */
export const BENCH_ABUSE_LIMITS = 'carts_per_address_hour=1000000,adds_per_address_minute=1000000,seats_per_address=1000000';

/** The OCTO availability run makes all its calls with one key: its per-minute limit is raised (still counted on every call). */
export const BENCH_OCTO_KEY_RATE_LIMIT = '10000000';

/**
 * The real app on a fresh embedded PostgreSQL, as `processes` API processes (WEB_CONCURRENCY)
 * behind one port: the compiled API run as `npm start` runs it (built first when stale).
 */
export async function startApp(processes = 1): Promise<AppServer> {
  const main = await ensureApiBuild({ log: () => {} });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tenuta-bench-'));
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ABUSE_LIMITS: BENCH_ABUSE_LIMITS,
      OCTO_KEY_RATE_LIMIT: BENCH_OCTO_KEY_RATE_LIMIT,
      WEB_CONCURRENCY: String(processes),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/api/health`);
    const databaseUrl = runningEmbeddedUrl(dataDir);
    if (!databaseUrl) throw new Error(`no PostgreSQL running in ${dataDir}`);
    await waitForProcesses(databaseUrl, processes);
    return { url, databaseUrl, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** The bare server (bare-server.ts); given the app's URL, it also serves the app's pages without their scripts. */
export async function startBare(appUrl?: string): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, 'bare-server.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
    env: appUrl ? { ...process.env, APP_URL: appUrl } : process.env,
  });
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve((m as { port: number }).port)));
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
