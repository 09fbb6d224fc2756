import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';

export interface BundleResult {
  route: string;
  jsGzipKb: number;
  cssGzipKb: number;
  files: number;
}

/** Initial JS of a prerendered page: every module it preloads or loads (also after the first paint), gzip-compressed. */
export function initialBundle(buildDir: string, route: string): BundleResult {
  const htmlFile = path.join(buildDir, route === '/' ? '' : route, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  // Sets of file names: a link's fragment or query (React Router marks some stylesheet links with
  // a trailing `#`, and the build links those also without it) is not part of the file.
  const js = new Set<string>();
  const cssFiles = new Set<string>();
  const css = { add: (href: string) => cssFiles.add(href.replace(/[#?].*$/, '')) };
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(m[1]!);
  // Every module the page's inline scripts load (its imports, and the preload list of the
  // loader that starts hydration after the first paint: apps/web/scripts/defer-hydration.ts).
  for (const script of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) for (const m of script[1]!.matchAll(/"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(m[1]!);
  const gz = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(buildDir, f))).length, 0) / 1024;
  return { route, jsGzipKb: Math.round(gz(js) * 10) / 10, cssGzipKb: Math.round(gz(cssFiles) * 10) / 10, files: js.size };
}

export interface LighthouseResult {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/**
 * A guest reaches /checkout from the cart, with something in it; an empty cart sends them back to
 * /cart (seed section 5). So /checkout is measured as a guest meets it: a cart made through the
 * API (one wine tasting for two, on the last free wine slot, away from the slots the API bench
 * sells out), its id stored in the browser (`cart_id`, seed section 3) and the cart page opened
 * once so that the site itself writes the `cart` key, as after adding from a booking widget.
 * Lighthouse's storage reset leaves localStorage alone (its default `clearStorageTypes`) and
 * still clears the HTTP cache before every run.
 */
export const GUEST_CART_ROUTES = ['/checkout'];

export async function guestCartId(baseUrl: string): Promise<string> {
  const romeDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(d);
  const json = async (url: string, body?: unknown) => {
    const r = await fetch(`${baseUrl}${url}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
    return r.json();
  };
  const today = new Date();
  const end = new Date(today.getTime() + 60 * 86_400_000);
  const avail = (await json(`/api/experiences/available?experience_type=wine&start_date=${romeDate(today)}&end_date=${romeDate(end)}`)) as { slots: { id: number; category: string; capacity_free: number }[] };
  const slot = avail.slots.filter((s) => s.category === 'WINE' && s.capacity_free >= 2).at(-1);
  if (!slot) throw new Error('no free wine slot for the guest cart');
  const { cart_id } = (await json('/api/cart/init', {})) as { cart_id: string };
  const added = (await json('/api/cart/items', { cart_id, slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'WINE', vip_upgrade: false, language: 'IT' })) as { cart: { items: unknown[] } };
  if (added.cart.items.length !== 1) throw new Error('the guest cart has no item');
  return cart_id;
}

/** Stores the cart in the Chrome on `port` (null: empties the origin's localStorage again). */
export async function storeGuestCart(port: number, baseUrl: string, cartId: string | null): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate(cartId ? `localStorage.setItem('cart_id', ${JSON.stringify(cartId)})` : 'localStorage.clear()');
    if (cartId) {
      await page.goto(`${baseUrl}/cart`);
      await page.waitForFunction(`(JSON.parse(localStorage.getItem('cart') || '{}').items || []).length === 1`, { timeout: 30_000 });
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Runs per route; the reported one is Lighthouse's median run (closest to the median FCP and TTI). */
export const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse mobile (simulated throttling) with the local Chromium. One run varies a lot on a
 * 2-core machine, so each route is run LIGHTHOUSE_RUNS times and the median run is reported, as
 * Lighthouse's own documentation advises (its `computeMedianRun`).
 */
export async function lighthouseRuns(baseUrl: string, routes: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const route of routes) {
      const guest = GUEST_CART_ROUTES.includes(route);
      if (guest) await storeGuestCart(chrome.port, baseUrl, await guestCartId(baseUrl));
      const run = async () => (await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }))!.lhr;
      const runs = [];
      // A run that failed to record its trace (e.g. NO_NAVSTART) does not count (filterToValidRuns).
      for (let i = 0; i < LIGHTHOUSE_RUNS + 2 && filterToValidRuns(runs).length < LIGHTHOUSE_RUNS; i++) runs.push(await run());
      const valid = filterToValidRuns(runs);
      const lhr = valid.length > 0 ? computeMedianRun(valid) : runs.at(-1)!;
      if (guest) await storeGuestCart(chrome.port, baseUrl, null);
      // A run that ended anywhere else (e.g. sent back to /cart) did not measure this page.
      if (lhr.finalDisplayedUrl !== `${baseUrl}${route}`) throw new Error(`Lighthouse of ${route} ended on ${lhr.finalDisplayedUrl}`);
      results.push({
        route,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
