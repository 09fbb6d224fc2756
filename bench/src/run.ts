import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addsTable, addToCartRuns, load, type AddRun, type LoadResult } from './api-bench.ts';
import {
  GUEST_CART_ROUTES,
  guestCartId,
  lighthouseDocumentReference,
  lighthouseReference,
  lighthouseRuns,
  PAGE_ROUTES,
  pageScripts,
  pagesTable,
  type LighthouseResult,
  type ScriptsResult,
} from './pages-bench.ts';
import { BENCH_ABUSE_LIMITS, BENCH_OCTO_KEY_RATE_LIMIT, root, startApp, startBare } from './servers.ts';
import { OCTO_AVAILABILITY_BUDGET, octoAvailability } from './octo-bench.ts';
import { arrivalSection, type ArrivalRun, widgetArrival, withArrivalSection } from './widget-arrival-bench.ts';

const buildDir = path.join(root, 'apps/web/build/client');
if (!existsSync(path.join(buildDir, 'index.html')) || process.argv.includes('--build')) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
const skipLighthouse = process.argv.includes('--no-lighthouse');
/** `--name=value` of the command line. */
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
// `--routes=/,/truffle-hunting`: the pages whose JavaScript and Lighthouse figures are measured.
const pageRoutes = option('routes')?.split(',').filter(Boolean) ?? PAGE_ROUTES;
const benchmarksFile = path.join(root, 'docs/benchmarks.md');

// `--only=arrival`: the booking widget on arrival alone; its section of docs/benchmarks.md is replaced, the rest is left as it is.
// `--only=pages`: the pages alone (JavaScript, Lighthouse, the widget on arrival), printed and not written: for comparing builds.
const only = option('only');
if (only !== undefined && only !== 'arrival' && only !== 'pages') throw new Error(`--only=${only}: only "arrival" or "pages" run alone`);
/** The pages' JavaScript, then (unless skipped) their Lighthouse runs, then the widget on arrival. */
async function measurePages(url: string, bareUrl: string, lighthouse: boolean): Promise<{ scripts: ScriptsResult[]; pages: LighthouseResult[]; arrival: ArrivalRun }> {
  console.log('scripts fetched by each page…');
  const scripts: ScriptsResult[] = [];
  for (const route of pageRoutes) scripts.push(await pageScripts(url, route, GUEST_CART_ROUTES.includes(route) ? await guestCartId(url) : undefined));
  let pages: LighthouseResult[] = [];
  if (lighthouse) {
    console.log('lighthouse…');
    pages = [await lighthouseReference(bareUrl), await lighthouseDocumentReference(bareUrl), ...(await lighthouseRuns(url, pageRoutes, () => guestCartId(url)))];
  }
  console.log('booking widget on arrival…');
  return { scripts, pages, arrival: await widgetArrival(url) };
}

if (only !== undefined) {
  const app = await startApp();
  const bare = await startBare(app.url);
  let measured: Awaited<ReturnType<typeof measurePages>>;
  try {
    measured = only === 'pages' ? await measurePages(app.url, bare.url, true) : { scripts: [], pages: [], arrival: await widgetArrival(app.url) };
  } finally {
    await app.stop();
    await bare.stop();
  }
  const section = arrivalSection(measured.arrival);
  if (only === 'arrival') writeFileSync(benchmarksFile, withArrivalSection(existsSync(benchmarksFile) ? readFileSync(benchmarksFile, 'utf8') : '# Benchmarks\n', section));
  else console.log(pagesTable(measured.scripts, measured.pages).join('\n'));
  console.log(section.join('\n'));
  process.exit(0);
}

const romeDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(d);

const app = await startApp();
const bare = await startBare(app.url);
let api: LoadResult[] = [];
let adds: AddRun[] = [];
let pages: LighthouseResult[] = [];
let arrival: ArrivalRun = { at: new Date(), load: [0, 0], results: [] };
let bundles: ScriptsResult[] = [];
try {
  console.log('bare Fastify…');
  const bareResult = await load('bare Fastify route (same run)', { url: `${bare.url}/hello` });
  console.log('availability…');
  const availability = await load('availability (GET /api/experiences/available)', {
    url: `${app.url}/api/experiences/available?experience_type=truffle&start_date=${romeDate(new Date())}`,
    // As a browser asks (every browser's fetch sends Accept-Encoding).
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  console.log('OCTO availability…');
  api = [bareResult, availability, await octoAvailability(app)];
  // The pages before the adds: the adds leave thousands of seats held on the first wine slots, and
  // a guest arriving then would meet a calendar with no bookable day in its first month.
  ({ scripts: bundles, pages, arrival } = await measurePages(app.url, bare.url, !skipLighthouse));
  console.log('add-to-cart, 1 API process…');
  adds = await addToCartRuns(app, 1);
} finally {
  await app.stop();
  await bare.stop();
}
// The same add-to-cart runs on a fresh server of 2 API processes (WEB_CONCURRENCY=2).
console.log('add-to-cart, 2 API processes…');
const app2 = await startApp(2);
try {
  adds.push(...(await addToCartRuns(app2, 2)));
} finally {
  await app2.stop();
}

const ok = (pass: boolean) => (pass ? 'pass' : '**over budget**');
const bareRps = api[0]!.rps;
const lines = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}.`,
  'The API runs compiled, started as `npm start` starts it (`node --enable-source-maps apps/api/dist/main.js`). Load generator (autocannon, 50 connections, no pipelining) on the same machine as the server. Budgets: [architecture.md, Performance budgets](architecture.md#performance-budgets).',
  "Availability is asked with a browser's Accept-Encoding.",
  `OCTO availability is asked as a reseller's system asks it: the demo reseller's API key, \`Octo-Capabilities: octo/pricing\`, one product and its 30 days from tomorrow; every call passes the key guard (the key and its partner read, the per-key limit counted), with the limit raised (\`OCTO_KEY_RATE_LIMIT=${BENCH_OCTO_KEY_RATE_LIMIT}\`) so that calls are measured, not refused.`,
  `Each add to the cart comes from a guest address of its own (below); the other requests come from one address, so the API runs with \`ABUSE_LIMITS=${BENCH_ABUSE_LIMITS}\` (the per-address limits raised; the limiter still counts every call, so its cost is measured; [domain/abuse-limits.md](domain/abuse-limits.md)). An add answered 429 or 503 is reported and fails the budget: a fast refusal is not an add.`,
  '',
  '## API',
  '',
  '| what | requests | req/s | ratio to bare | p50 ms | p99 ms | non-2xx | budget |',
  '|---|---|---|---|---|---|---|---|',
  ...api.map((r, i) => {
    const budget =
      i === 1
        ? `${ok(r.p99 < 25)} (p99 < 25 ms)`
        : i === 2
          ? `${ok(r.p99 < OCTO_AVAILABILITY_BUDGET.p99Ms && r.non2xx === 0)} (p99 < ${OCTO_AVAILABILITY_BUDGET.p99Ms} ms, every answer 2xx)`
          : 'reference';
    return `| ${r.name} | ${r.requests} | ${r.rps} | ${(r.rps / bareRps).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${budget} |`;
  }),
  '',
  ...addsTable(adds),
  '',
  '## Pages',
  '',
  ...pagesTable(bundles, pages),
  '',
  ...arrivalSection(arrival),
  '',
];
writeFileSync(benchmarksFile, lines.join('\n'));
console.log(lines.join('\n'));
