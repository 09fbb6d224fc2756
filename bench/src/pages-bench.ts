import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

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
      const run = async () => (await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }))!.lhr;
      const runs = [];
      // A run that failed to record its trace (e.g. NO_NAVSTART) does not count (filterToValidRuns).
      for (let i = 0; i < LIGHTHOUSE_RUNS + 2 && filterToValidRuns(runs).length < LIGHTHOUSE_RUNS; i++) runs.push(await run());
      const valid = filterToValidRuns(runs);
      const lhr = valid.length > 0 ? computeMedianRun(valid) : runs.at(-1)!;
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
