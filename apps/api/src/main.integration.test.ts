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

describe('the compiled API', () => {
  it('starts on an empty database: migrates, seeds, serves; stops cleanly on SIGTERM', async () => {
    const main = await buildApi({ outfile: path.join(outDir, 'main.js') });
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-start-'));
    const port = await freePort();
    const output: string[] = [];
    child = spawn(process.execPath, ['--enable-source-maps', main], {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JOBS: 'off',
        LOG_LEVEL: 'warn',
        WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
      },
    });
    child.stdout!.on('data', (d) => output.push(String(d)));
    child.stderr!.on('data', (d) => output.push(String(d)));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    const base = `http://127.0.0.1:${port}`;
    let health: Response | undefined;
    for (let i = 0; i < 120 && child.exitCode === null; i++) {
      health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (health?.ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(health?.status, output.join('')).toBe(200);
    const experiences = (await (await fetch(`${base}/api/experiences`)).json()) as { data: unknown[] };
    expect(experiences.data).toHaveLength(4);

    child.kill('SIGTERM');
    expect(await exited, output.join('')).toBe(0);
  }, 90_000);
});
