import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser } from 'puppeteer-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The routes measured, and their budgets (docs/architecture.md, Performance budgets). */
export const PAGE_ROUTES = ['/', '/truffle-hunting', '/wine-tasting', '/regala', '/cart', '/checkout'];
export const PAGE_BUDGET = { jsGzipKb: 130, performance: 95, tbtMs: 150, lcpMs: 2000, cls: 0.05 };

/**
 * A guest reaches /cart and /checkout with something in the cart; an empty cart sends /checkout
 * back to /cart (docs/product.md, Checkout steps). Both are measured as a guest meets them: a cart
 * made through the API (one wine tasting for two, on the last free wine slot, away from the slots
 * the API bench sells out), its id stored in the browser (`cart_id`, docs/product.md, Browser
 * storage) and the cart page opened once so that the site itself writes the `cart` key, as after
 * adding from a booking widget. Lighthouse's storage reset leaves localStorage alone (its default
 * `clearStorageTypes`) and still clears the HTTP cache before every run.
 */
export const GUEST_CART_ROUTES = ['/cart', '/checkout'];

/** A phone as Lighthouse's mobile preset emulates it, 390 px wide (docs/architecture.md, Performance budgets). */
export const PHONE = {
  width: 390,
  height: 844,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

/** How long the network must be quiet before the page counts as loaded (no interaction at all). */
export const NETWORK_IDLE_MS = 2000;

export interface ScriptsResult {
  route: string;
  /** Every script fetched (external files) plus every inline script, each gzip-compressed, in KB. */
  jsGzipKb: number;
  /** External script files fetched. */
  files: number;
  /** Inline scripts in the page, and their share of jsGzipKb. */
  inline: number;
  inlineGzipKb: number;
  /** Each external script (path) with its gzip KB, largest first. */
  detail: { url: string; gzipKb: number }[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipLength = (body: Buffer | string) => gzipSync(body).length;
const isScript = (type: string, url: string, contentType: string) => type === 'script' || /javascript|ecmascript/.test(contentType) || /\.m?js(\?|#|$)/.test(new URL(url).pathname);

/** A fresh headless Chromium (the local one, never a downloaded browser). */
export async function newBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
}

/**
 * What a phone pays in JavaScript for a page it only looks at: a fresh browser opens the page at
 * 390 px and touches nothing; every response that is a script (module, classic, preloaded,
 * imported later by the page on its own, from any origin) is counted until the network has been
 * idle for NETWORK_IDLE_MS, then every inline script of the document that runs (JSON-LD is data,
 * not a script). Each is gzip-compressed
 * on its own, as it travels. A page that keeps the network busy for a minute fails the bench.
 */
export async function pageScripts(baseUrl: string, route: string, cartId?: string): Promise<ScriptsResult> {
  const browser = await newBrowser();
  try {
    if (cartId) await storeGuestCart(browser, baseUrl, cartId);
    const page = await browser.newPage();
    await page.emulate({
      viewport: { width: PHONE.width, height: PHONE.height, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true },
      userAgent: PHONE.userAgent,
    });
    const scripts = new Map<string, number>();
    const pending: Promise<void>[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight++;
      lastActivity = Date.now();
    });
    const settled = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('requestfailed', settled);
    page.on('requestfinished', (request) => {
      const response = request.response();
      const url = request.url();
      if (response && !url.startsWith('data:') && isScript(request.resourceType(), url, response.headers()['content-type'] ?? '')) {
        // The body as the browser decoded it (without transfer encoding), compressed here with gzip.
        pending.push(
          response.buffer().then(
            (body) => void scripts.set(url, gzipLength(body)),
            () => undefined,
          ),
        );
      }
      settled();
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 60_000 });
    const until = Date.now() + 60_000;
    while (inFlight > 0 || Date.now() - lastActivity < NETWORK_IDLE_MS) {
      if (Date.now() > until) throw new Error(`${route}: the network was never idle for ${NETWORK_IDLE_MS} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await Promise.all(pending);
    if (new URL(page.url()).pathname !== route) throw new Error(`${route}: the page ended on ${page.url()}`);
    const inline = (await page.evaluate(
      `[...document.querySelectorAll('script:not([src])')].filter((s) => /^(|module|(text|application)\\/(java|ecma)script)$/i.test(s.type)).map((s) => s.textContent).filter((t) => t.trim() !== '')`,
    )) as string[];
    const inlineBytes = inline.reduce((sum, text) => sum + gzipLength(text), 0);
    const fileBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    const detail = [...scripts].map(([url, bytes]) => ({ url: url.replace(baseUrl, ''), gzipKb: kb(bytes) })).sort((a, b) => b.gzipKb - a.gzipKb);
    return { route, jsGzipKb: kb(fileBytes + inlineBytes), files: scripts.size, inline: inline.length, inlineGzipKb: kb(inlineBytes), detail };
  } finally {
    await browser.close();
  }
}

export async function guestCartId(baseUrl: string): Promise<string> {
  const romeDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(d);
  const json = async (url: string, body?: unknown) => {
    const r = await fetch(`${baseUrl}${url}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
    return r.json();
  };
  const today = new Date();
  const end = new Date(today.getTime() + 60 * 86_400_000);
  const avail = (await json(`/api/experiences/available?experience_type=wine&start_date=${romeDate(today)}&end_date=${romeDate(end)}`)) as {
    slots: { id: number; category: string; capacity_free: number }[];
  };
  const slot = avail.slots.filter((s) => s.category === 'WINE' && s.capacity_free >= 2).at(-1);
  if (!slot) throw new Error('no free wine slot for the guest cart');
  const { cart_id } = (await json('/api/cart/init', {})) as { cart_id: string };
  const added = (await json('/api/cart/items', { cart_id, slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'WINE', vip_upgrade: false, language: 'IT' })) as {
    cart: { items: unknown[] };
  };
  if (added.cart.items.length !== 1) throw new Error('the guest cart has no item');
  return cart_id;
}

/** Stores the cart in `browser` as the site stores it (`cart_id`, then the `cart` key the cart page writes). */
async function storeGuestCart(browser: Browser, baseUrl: string, cartId: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(`localStorage.setItem('cart_id', ${JSON.stringify(cartId)})`);
  await page.goto(`${baseUrl}/cart`);
  await page.waitForFunction(`(JSON.parse(localStorage.getItem('cart') || '{}').items || []).length === 1`, { timeout: 30_000 });
  await page.close();
}

export interface LighthouseResult {
  /** A reference row (the bare page, a page without its scripts): reported, never budgeted. */
  reference?: boolean;
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** TBT of Lighthouse's median run (computeMedianRun), reported beside the median TBT. */
  medianRunTbtMs: number;
  /** Lighthouse's main-thread work (all of it) and the share spent on script evaluation. */
  mainThreadMs: number;
  scriptMs: number;
  /** The spread of the runs, so a median is read with its noise. */
  performanceRange: [number, number];
  tbtRange: [number, number];
  /** The median run's LCP element and the phases of its LCP (printed with --lcp, to find what an LCP waits for). */
  lcpElement: string;
  lcpPhases: string;
}

type LcpItems = { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] };
function lcpDetail(lhr: Lhr): { lcpElement: string; lcpPhases: string } {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as LcpItems | undefined)?.items ?? [];
  const element = tables[0]?.items?.[0]?.node?.snippet ?? '?';
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
  return { lcpElement: element, lcpPhases: phases };
}

/** Runs per route, each in a fresh browser; the reported one is Lighthouse's median run. */
export const LIGHTHOUSE_RUNS = 5;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse mobile run (its default preset: simulated slow 4G, 4x CPU) in a browser of its own. */
async function lighthouseOnce(baseUrl: string, route: string, cartId?: string): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (cartId) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      try {
        await storeGuestCart(browser, baseUrl, cartId);
      } finally {
        await browser.disconnect();
      }
    }
    return (await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }))!.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse mobile (simulated throttling) with the local Chromium, LIGHTHOUSE_RUNS runs per route,
 * each in a fresh browser (no warm compile cache, no earlier page's state). Each budgeted figure is
 * the median of its own values over the runs (Lighthouse CI's `median` aggregation), reported with
 * the spread; beside TBT, the TBT of Lighthouse's median run (`computeMedianRun`: the run nearest
 * the median first paint and time to interactive), whose element and phases of LCP are reported
 * (docs/decisions/0025).
 */
export async function lighthouseRuns(baseUrl: string, routes: string[], cartId: () => Promise<string>): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const route of routes) results.push(await lighthouseRoute(baseUrl, route, GUEST_CART_ROUTES.includes(route) ? await cartId() : undefined));
  return results;
}

/** The label of the reference row in the pages' table. */
export const BARE_PAGE_ROUTE = 'bare HTML page (reference)';

/**
 * The same Lighthouse runs on the bare server's page (bare-server.ts: a heading and a paragraph,
 * nothing to load or run): the machine's own floor under the pages' figures, reported beside
 * them and never budgeted, as the bare Fastify route is for the API.
 */
export async function lighthouseReference(bareUrl: string): Promise<LighthouseResult> {
  return { ...(await lighthouseRoute(bareUrl, '/page')), route: BARE_PAGE_ROUTE, reference: true };
}

/** The page whose document alone (without its scripts) is measured beside the pages: the newest page. */
const DOCUMENT_REFERENCE_ROUTE = '/regala';

/**
 * The same Lighthouse runs on one page of the site with every script taken out, served by the bare
 * server from the app's own page and files (bare-server.ts, `/document/…`): what the page's HTML,
 * inline styles, fonts and images cost on this machine before any script runs. Never budgeted: the
 * page as a guest gets it is measured in its own row.
 */
export async function lighthouseDocumentReference(bareUrl: string): Promise<LighthouseResult> {
  const route = DOCUMENT_REFERENCE_ROUTE;
  return { ...(await lighthouseRoute(bareUrl, `/document${route}`)), route: `${route} without its scripts (reference)`, reference: true };
}

async function lighthouseRoute(baseUrl: string, route: string, guestCart?: string): Promise<LighthouseResult> {
  const runs: Lhr[] = [];
  // A run that failed to record its trace (e.g. NO_NAVSTART) does not count (filterToValidRuns).
  for (let i = 0; i < LIGHTHOUSE_RUNS + 3 && filterToValidRuns(runs).length < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOnce(baseUrl, route, guestCart));
  const valid = filterToValidRuns(runs);
  if (valid.length < LIGHTHOUSE_RUNS) throw new Error(`Lighthouse of ${route}: only ${valid.length} valid runs`);
  // A run that ended anywhere else (e.g. sent back to /cart) did not measure this page.
  for (const lhr of valid) if (lhr.finalDisplayedUrl !== `${baseUrl}${route}`) throw new Error(`Lighthouse of ${route} ended on ${lhr.finalDisplayedUrl}`);
  const lhr = computeMedianRun(valid);
  const score = (r: Lhr) => Math.round((r.categories.performance?.score ?? 0) * 100);
  const tbt = (r: Lhr) => Math.round(r.audits['total-blocking-time']?.numericValue ?? 0);
  const range = (f: (r: Lhr) => number): [number, number] => [Math.min(...valid.map(f)), Math.max(...valid.map(f))];
  const mid = (f: (r: Lhr) => number) => median(valid.map(f));
  const scriptMs = (r: Lhr) =>
    (r.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items?.find((b) => b.group === 'scriptEvaluation')
      ?.duration ?? 0;
  return {
    route,
    performance: mid(score),
    accessibility: mid((r) => Math.round((r.categories.accessibility?.score ?? 0) * 100)),
    lcpMs: Math.round(mid((r) => r.audits['largest-contentful-paint']?.numericValue ?? 0)),
    cls: Math.round(mid((r) => r.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    tbtMs: mid(tbt),
    medianRunTbtMs: tbt(lhr),
    mainThreadMs: Math.round(mid((r) => r.audits['mainthread-work-breakdown']?.numericValue ?? 0)),
    scriptMs: Math.round(mid(scriptMs)),
    performanceRange: range(score),
    tbtRange: range(tbt),
    ...lcpDetail(lhr),
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[half]! : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
}

export const withinBudget = (p: LighthouseResult) =>
  p.performance >= PAGE_BUDGET.performance && p.tbtMs < PAGE_BUDGET.tbtMs && p.lcpMs < PAGE_BUDGET.lcpMs && p.cls < PAGE_BUDGET.cls;

/** The Pages section of docs/benchmarks.md: each figure beside its budget. */
export function pagesTable(scripts: ScriptsResult[], pages: LighthouseResult[]): string[] {
  const ok = (pass: boolean) => (pass ? 'pass' : '**over budget**');
  const b = PAGE_BUDGET;
  return [
    `JavaScript a phone fetches for each page without any interaction: a fresh Chromium at ${PHONE.width} px (mobile emulation) opens the page and touches nothing; every script response (modules, preloads, chunks the page imports on its own) until the network has been idle for ${NETWORK_IDLE_MS / 1000} s, plus every inline script, each gzip-compressed.`,
    `${GUEST_CART_ROUTES.join(' and ')} are measured as a guest reaches them, with a cart: one wine tasting for two, made through the API and stored in the browser as the site stores it (\`cart_id\`, \`cart\`). With an empty cart /checkout sends the visitor back to /cart (as the product requires).`,
    '',
    `| route | JS fetched, gzip KB | script files | inline scripts (KB) | budget (≤ ${b.jsGzipKb} KB) |`,
    '|---|---|---|---|---|',
    ...scripts.map((s) => `| ${s.route} | ${s.jsGzipKb} | ${s.files} | ${s.inline} (${s.inlineGzipKb}) | ${ok(s.jsGzipKb <= b.jsGzipKb)} |`),
    '',
    ...(pages.length
      ? [
          `Lighthouse mobile (its default: simulated slow 4G, 4× CPU slowdown), local Chromium, ${LIGHTHOUSE_RUNS} runs per route, each in a fresh browser. Each figure is the median of its ${LIGHTHOUSE_RUNS} values (as Lighthouse CI's \`median\` aggregation), with the range of the score and of TBT over the runs. Beside it, the TBT of Lighthouse's median run (its computeMedianRun: the run nearest the median first paint and time to interactive, whatever its TBT), which these budgets were read on until 2026-11-28 ([decision 0025](decisions/0025-budget-on-each-figure-s-median.md)). Main-thread work is Lighthouse's "Minimize main-thread work" total, script its script-evaluation part. The first row is not a page of the site: the same runs on a bare HTML page (a heading and a paragraph, nothing to load or run) from the bare server, the floor this machine and its Chromium put under every page's figures; it has no budget. ${pages.some((p) => p.reference && p.route !== BARE_PAGE_ROUTE) ? "The second row has no budget either: a page of the site as a document alone, the page the app serves with every script element taken out (inline ones too), served by the bare server with the files it loads passed through from the app: what the page's HTML, styles, fonts and images cost on this machine before any script runs." : ''}`,
          '',
          `| route | performance (range) | accessibility | LCP ms | CLS | TBT ms (range) | TBT of the median run, ms | main-thread ms | script ms | budget (${b.performance}+, LCP < ${b.lcpMs}, CLS < ${b.cls}, TBT < ${b.tbtMs}) |`,
          '|---|---|---|---|---|---|---|---|---|---|',
          ...pages.map(
            (p) =>
              `| ${p.route} | ${p.performance} (${p.performanceRange.join('-')}) | ${p.accessibility} | ${p.lcpMs} | ${p.cls} | ${p.tbtMs} (${p.tbtRange.join('-')}) | ${p.medianRunTbtMs} | ${p.mainThreadMs} | ${p.scriptMs} | ${p.reference ? 'reference' : ok(withinBudget(p))} |`,
          ),
        ]
      : ['Lighthouse skipped (--no-lighthouse).']),
  ];
}

/**
 * `node --import tsx bench/src/pages-bench.ts [--no-lighthouse] [--list] [--lcp] [--url http://…] [/route …]`: the
 * page measures alone, printed (docs/benchmarks.md is left alone), to compare two builds under the
 * same conditions. Without --url it starts the app as `npm run bench` does (WEB_BUILD_DIR chooses
 * the build).
 */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const urlAt = args.indexOf('--url');
  const routes = args.filter((a, i) => a.startsWith('/') && (urlAt < 0 || i !== urlAt + 1));
  const { startApp } = await import('./servers.ts');
  const app = urlAt >= 0 ? { url: args[urlAt + 1]!, stop: async () => undefined } : await startApp();
  try {
    const chosen = routes.length ? routes : PAGE_ROUTES;
    const cart = (route: string) => (GUEST_CART_ROUTES.includes(route) ? guestCartId(app.url) : Promise.resolve(undefined));
    const scripts: ScriptsResult[] = [];
    for (const route of chosen) scripts.push(await pageScripts(app.url, route, await cart(route)));
    const pages = args.includes('--no-lighthouse') ? [] : await lighthouseRuns(app.url, chosen, () => guestCartId(app.url));
    if (args.includes('--list')) for (const s of scripts) console.log(`${s.route}\n${s.detail.map((d) => `  ${d.gzipKb}\t${d.url}`).join('\n')}`);
    console.log(pagesTable(scripts, pages).join('\n'));
    if (args.includes('--lcp')) for (const p of pages) console.log(`${p.route} LCP ${p.lcpMs} ms: ${p.lcpElement}\n  ${p.lcpPhases}`);
  } finally {
    await app.stop();
  }
}
