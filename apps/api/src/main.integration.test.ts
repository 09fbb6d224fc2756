import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@tenuta/db';
import { buildApi } from '../scripts/build.mjs';

/**
 * The API as `npm start` runs it: the compiled bundle under plain node (no
 * TypeScript loader), started from another folder on an empty database,
 * which it migrates (the SQL files must still be found) and seeds.
 */
const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(api, 'dist', `test-${process.pid}`);
const serverUrl = process.env.TENUTA_TEST_DATABASE_URL!;
const database = `start_${process.pid}`;
const adminUrl = () => Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString();
let child: ChildProcess | undefined;
let dataDir: string | undefined;

async function admin(query: string) {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await rm(outDir, { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Started {
  base: string;
  output: string[];
  exited: Promise<number | null>;
  process: ChildProcess;
}

/** Starts the compiled API on the test's database with `env`; resolves once it answers (or has exited). */
async function startCompiled(main: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const output: string[] = [];
  const p = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString(),
      PORT: String(port),
      DATA_DIR: dataDir!,
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: path.join(dataDir!, 'no-web-build'),
      ...env,
    },
  });
  child = p;
  p.stdout!.on('data', (d) => output.push(String(d)));
  p.stderr!.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => p.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120 && p.exitCode === null; i++) {
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, output, exited, process: p };
}

/** An IPv4 address of this machine that other machines could reach, if it has one. */
const externalAddress = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

const demoOwner = { email: 'owner@tenuta.example', password: 'tenuta-demo-2026' };

describe('the compiled API', () => {
  it('starts on an empty database: migrates, seeds, serves on this machine only; stops cleanly on SIGTERM', async () => {
    const main = await buildApi({ outfile: path.join(outDir, 'main.js') });
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-start-'));

    // No HOST: a local install listens on loopback only.
    const local = await startCompiled(main, {});
    const health = await fetch(`${local.base}/api/health`).catch(() => undefined);
    expect(health?.status, local.output.join('')).toBe(200);
    const experiences = (await (await fetch(`${local.base}/api/experiences`)).json()) as { data: unknown[] };
    expect(experiences.data).toHaveLength(4);
    const outside = externalAddress();
    if (outside) {
      const reached = await fetch(`${local.base.replace('127.0.0.1', outside)}/api/health`).catch(() => undefined);
      expect(reached, `reachable on ${outside}`).toBeUndefined();
    }
    // The demo owner signs in on the local install (a second-factor step or a session).
    const signIn = (base: string) => fetch(`${base}/api/staff/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoOwner) });
    expect((await signIn(local.base)).status, local.output.join('')).toBe(200);
    local.process.kill('SIGTERM');
    expect(await local.exited, local.output.join('')).toBe(0);

    // Reachable from other machines while PUBLIC_URL says local: refused at start, with the reason.
    const refused = await startCompiled(main, { HOST: '0.0.0.0' });
    expect(await refused.exited).not.toBe(0);
    expect(refused.output.join('')).toMatch(/HOST="0\.0\.0\.0": other machines could reach this server/);

    // The same data later served on a public address (a demo site): the demo accounts no longer sign in.
    const pub = await startCompiled(main, { HOST: '127.0.0.1', PUBLIC_URL: 'https://tenuta.example', ALLOW_PAYMENT_SIMULATOR: 'true' });
    const refusedLogin = await signIn(pub.base);
    expect(refusedLogin.status, pub.output.join('')).toBe(401);
    pub.process.kill('SIGTERM');
    expect(await pub.exited, pub.output.join('')).toBe(0);
  }, 120_000);
});
