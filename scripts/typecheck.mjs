#!/usr/bin/env node
// `npm run typecheck`: the type check of all the code (tsc, no output files), its programs as many
// at once as the machine has cores; each program's errors are printed together, and any error fails the run.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The packages, the API and the bench share one configuration (tsconfig.base.json): one program
// (tsconfig.node.json) checks each of their files once, where a program per project checked the
// packages each one imports again. The web app (DOM, JSX, Astro) and the end-to-end tests (DOM)
// have options of their own. The largest first.
const projects = ['tsconfig.node.json', 'apps/web', 'e2e'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** One project's check: its exit code and what tsc printed. */
const check = (project) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ project, code, output }));
  });

const queue = [...projects];
let failed = 0;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const started = Date.now();
    const r = await check(project);
    console.log(`tsc -p ${r.project}: ${r.code === 0 ? 'ok' : 'errors'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (r.code !== 0) {
      failed++;
      process.stdout.write(r.output);
    }
  }
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), projects.length)) }, worker));
process.exit(failed ? 1 : 0);
