#!/usr/bin/env node
// `npm run bench`: API load (autocannon) beside a bare Fastify route, bundle sizes, Lighthouse; writes docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/src/run.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
