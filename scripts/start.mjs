#!/usr/bin/env node
// `npm start`: build the web app and the API if they are missing or older than their sources,
// then run the compiled API (which starts PostgreSQL, migrates, seeds and serves the site).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureApiBuild } from '../apps/api/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const stamp = path.join(web, 'build/client/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

const sources = [path.join(web, 'src'), path.join(web, 'staff'), path.join(web, 'partner'), path.join(web, 'public'), path.join(root, 'packages/contracts/src')];
const stale = !existsSync(stamp) || Math.max(...sources.filter(existsSync).map(newest)) > statSync(stamp).mtimeMs;
if (stale || process.argv.includes('--build')) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

let main;
try {
  main = await ensureApiBuild({ force: process.argv.includes('--build') });
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', main], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Ctrl-C reaches the whole process group: let the API shut PostgreSQL down, then exit with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
