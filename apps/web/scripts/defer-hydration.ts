/**
 * Prerendered pages hydrate once their main image is on screen, not before.
 *
 * React Router's prerendered page lists every module of the page as a
 * `<link rel="modulepreload">` in the head and starts hydration from an inline
 * module script whose static imports fetch them all. Under a slow mobile
 * connection that JavaScript competes with the fonts and the hero image for the
 * first paint, although the prerendered HTML needs none of it to show. Here the
 * head's module preloads are removed and the inline script becomes a loader that,
 * once the page's main image is on screen (or at the visitor's first pointer, key,
 * touch or focus, if sooner; 3 s at most), adds the same preloads (all modules in
 * parallel; a few per task, so that adding them is not one long task) and then runs
 * the same imports in the same order. Nothing else changes: same modules, same
 * hydration, same route modules object (docs/decisions/0028).
 *
 * Given the build's static import graph (`importsOf`), the loader first runs the page's chunks one
 * per task, in the order the browser would run them (each module after the modules it imports, in
 * the order of its import statements): running a module graph is otherwise one long task for a
 * page's React, translations and components together (docs/decisions/0024).
 */
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const LOADER = /<script type="module"( async="")?>([\s\S]*?)<\/script>/;
/** How long hydration waits at most for the page's main image. */
export const HERO_WAIT_MS = 3000;
/** Module preloads added per task by the loader: each one added costs the main thread, and a few more per task made a long task on a phone (docs/decisions/0028). */
export const PRELOAD_BATCH = 2;

export interface ExtraPreloads {
  always: readonly string[];
  withCart: readonly string[];
  cartKeys: readonly string[];
}

/** The static imports of a built script, by URL, in the order of its import statements. */
export type ImportsOf = (url: string) => readonly string[];

/**
 * The modules a page's imports run, each after the modules it imports (depth first, in import
 * statement order, as the browser runs a module graph): the hydration script's own imports
 * (`first`), then what the entry imports, without the entry itself (it reads the route modules
 * the script sets just before importing it).
 */
export function evaluationOrder(first: readonly string[], entry: string | undefined, importsOf: ImportsOf): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dep of importsOf(url)) visit(dep);
    order.push(url);
  };
  for (const url of first) visit(url);
  if (entry) {
    seen.add(entry);
    for (const dep of importsOf(entry)) visit(dep);
  }
  return order;
}

export function deferHydration(html: string, extra: ExtraPreloads = { always: [], withCart: [], cartKeys: [] }, importsOf?: ImportsOf): string {
  const loader = LOADER.exec(html);
  if (!loader) return html; // no hydration script: nothing to defer
  const body = loader[2]!;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]).filter((h): h is string => Boolean(h));
  const lines: string[] = [];
  const imported: string[] = [];
  let rest = body;
  // import "x";  → await import("x");
  rest = rest.replace(/^\s*import "([^"]+)";\s*$/gm, (_, url: string) => {
    lines.push(`await import(${JSON.stringify(url)});`);
    imported.push(url);
    return '';
  });
  // import * as r from "x";  → const r = await import("x");
  rest = rest.replace(/^\s*import \* as (\w+) from "([^"]+)";\s*$/gm, (_, name: string, url: string) => {
    lines.push(`const ${name} = await import(${JSON.stringify(url)});`);
    imported.push(url);
    return '';
  });
  if (/\bimport\s+(?!\()/.test(rest)) throw new Error(`deferHydration: an import form it does not know in the page's hydration script:\n${body}`);
  const always = extra.always.filter((u) => !preloads.includes(u));
  const withCart = extra.withCart.filter((u) => !preloads.includes(u) && !always.includes(u));
  const evaluate = importsOf ? evaluationOrder(imported, /\bimport\("([^"]+)"\)/.exec(rest)?.[1], importsOf) : [];
  const script =
    `const preload = ${JSON.stringify([...preloads, ...always])};` +
    // What a page needs only in a browser that holds a cart (the cart engine: scripts/hydration-preloads.ts).
    (withCart.length
      ? `try { if (${JSON.stringify(extra.cartKeys)}.some((k) => localStorage.getItem(k) !== null)) preload.push(...${JSON.stringify(withCart)}); } catch { preload.push(...${JSON.stringify(withCart)}); }`
      : '') +
    `const start = async () => {` +
    // Each preload added costs the main thread some work: a page's dozens of them in one go
    // are one long task. They go in batches, with a task boundary between.
    `for (let i = 0; i < preload.length; i++) {` +
    `if (i > 0 && i % ${PRELOAD_BATCH} === 0) await new Promise((r) => setTimeout(r, 0));` +
    `const l = document.createElement('link'); l.rel = 'modulepreload'; l.href = preload[i]; document.head.append(l); }` +
    // One module run per task, with a task boundary after each (a message, which browsers do not
    // delay as they delay nested timers). The imports below then find them run.
    (evaluate.length
      ? `const evaluate = ${JSON.stringify(evaluate)};` +
        `const next = () => new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(null); });` +
        `for (const url of evaluate) { await import(url); await next(); }`
      : '') +
    `${lines.join('')}${rest.trim()}` +
    `};` +
    // Whichever comes first: the page's main image on screen (its hero, fetched with high
    // priority; else the page's first contentful paint), or the visitor reaching for the page.
    // Scripts fetched and parsed before that image is on screen hold its paint back (the page's
    // LCP): the browser reports it with a largest-contentful-paint entry once the frame is
    // presented. A browser without that entry type starts on the frame after the image loads.
    `let started = false;` +
    `const once = () => { if (!started) { started = true; void start(); } };` +
    `for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) addEventListener(type, once, { once: true, capture: true, passive: true });` +
    `const afterPaint = () => requestAnimationFrame(() => setTimeout(once, 0));` +
    `const hero = document.querySelector('img[fetchpriority="high"]');` +
    // An image that neither loads nor fails, or is never reported, holds hydration back ${HERO_WAIT_MS / 1000} s at most.
    `setTimeout(once, ${HERO_WAIT_MS});` +
    `const Observer = globalThis.PerformanceObserver;` +
    `if (Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {` +
    `const seen = new Observer((list) => { if (list.getEntries().some((e) => !hero || e.element === hero)) { seen.disconnect(); setTimeout(once, 0); } });` +
    `seen.observe({ type: 'largest-contentful-paint', buffered: true });` +
    `if (hero) hero.addEventListener('error', afterPaint, { once: true });` +
    `} else if (hero && !hero.complete) { hero.addEventListener('load', afterPaint, { once: true }); hero.addEventListener('error', afterPaint, { once: true }); } else afterPaint();`;
  return html.replace(MODULE_PRELOAD, '').replace(loader[0], () => `<script type="module"${loader[1] ?? ''}>${script}</script>`);
}
