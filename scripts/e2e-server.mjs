#!/usr/bin/env node
// The server for the end-to-end tests: the real app, compiled as `npm start` runs it (built
// first when missing or stale), on a fresh embedded PostgreSQL in a temporary DATA_DIR,
// removed again on exit.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureApiBuild } from '../apps/api/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A fixed folder per port, so tests can read the e-mails the server wrote (DATA_DIR/outbox)
// and arrange state in its database (e2e/support/server-data.ts). Emptied on start and exit.
const dataDir = path.join(os.tmpdir(), `tenuta-e2e-${process.env.PORT ?? 3100}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const main = await ensureApiBuild();
// Every journey of the suite comes from one address (127.0.0.1): the per-address abuse limits are
// raised so that the suite as a whole is not taken for one greedy guest; the per-cart limits stay
// (docs/domain/abuse-limits.md). ABUSE_LIMITS in the environment wins.
const e2eAbuseLimits = [
  'carts_per_address_hour',
  'adds_per_address_minute',
  'seats_per_address',
  'coupon_checks_per_address_minute',
  'coupon_checks_per_address_hour',
  'checkouts_per_address_hour',
]
  .map((name) => `${name}=100000`)
  .join(',');
const child = spawn(process.execPath, ['--enable-source-maps', main], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 3100}`,
    ABUSE_LIMITS: e2eAbuseLimits,
    ...process.env,
    DATA_DIR: dataDir,
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
