#!/usr/bin/env node
// `npm test`: lint and format check (Biome), type check, unit and integration tests (real PostgreSQL),
// a fresh build of the web app, then the Playwright journeys in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium) && process.getuid?.() === 0) {
  console.log('Chromium is missing: installing the Debian package…');
  spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
}
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install the Debian package "chromium" or set CHROMIUM_PATH.`);
  process.exit(1);
}

const steps = [
  ['npx', ['biome', 'ci', '.']],
  ['npm', ['run', 'typecheck']],
  ['npx', ['vitest', 'run']],
  ['npm', ['run', 'build']],
  ['npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
