#!/usr/bin/env node
// The server for the end-to-end tests: the real app on a fresh embedded
// PostgreSQL in a temporary DATA_DIR, removed again on exit.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A fixed folder per port, so tests can read the e-mails the server wrote (DATA_DIR/outbox)
// and arrange state in its database (e2e/support/server-data.ts). Emptied on start and exit.
const dataDir = path.join(os.tmpdir(), `tenuta-e2e-${process.env.PORT ?? 3100}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 3100}`, ...process.env, DATA_DIR: dataDir },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
