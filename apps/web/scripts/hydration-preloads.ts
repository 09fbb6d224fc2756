import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CART_START_KEYS } from '../src/features/cart/cart-start.ts';
import { namespacesFor } from '../src/i18n/route-namespaces.ts';

/**
 * What a page imports on its own before its first render, beyond React Router's list of the route
 * modules: the translation files of its namespaces in the document's language (loaded before
 * hydration, entry.client.tsx) and, in a browser that holds a cart, the cart engine (docs/decisions/0029).
 * Fetched from the start beside the route modules instead of after the entry has run (one round
 * trip less before a cart page can show its lines). Read from Vite's build manifest.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The cart engine's module (features/cart/cart-provider.tsx loads it on demand). */
const CART_ENGINE = 'src/features/cart/cart-engine.tsx';

export function readBuildManifest(clientDir: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}

/** A module's chunk and the chunks it imports statically, as the browser requests them. */
export function chunkFiles(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/** One static import at the start of a built script (`import{a as b}from"./x.js";`, `import"./y.js";`, `export{c}from"./z.js";`). */
const STATIC_IMPORT = /\s*(?:import|export)\s*(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?|[\w$]+)?\s*(?:from\s*)?"(\.{1,2}\/[^"]+)"\s*;?/y;

/**
 * The chunks a built script imports statically, in the order of its import statements (the order
 * the browser runs them in), read from the file's leading import statements (import declarations
 * run in the order they are written, wherever they are). The manifest lists
 * the same chunks without promising their order: the build stops if the two disagree.
 */
export function staticImports(manifest: BuildManifest, clientDir: string): (url: string) => string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const known = new Map<string, string[]>();
  return (url) => {
    const cached = known.get(url);
    if (cached) return cached;
    const chunk = byFile.get(url);
    if (!chunk) throw new Error(`staticImports: ${url} is not in the build manifest`);
    const source = readFileSync(path.join(clientDir, url), 'utf8');
    const found: string[] = [];
    // Vite's list of a lazy import's dependencies may come first, on a line of its own.
    STATIC_IMPORT.lastIndex = source.startsWith('const __vite__mapDeps=') ? source.indexOf('\n') + 1 : 0;
    for (let m = STATIC_IMPORT.exec(source); m; m = STATIC_IMPORT.exec(source)) {
      const file = path.posix.join(path.posix.dirname(url), m[1]!);
      if (!found.includes(file)) found.push(file);
    }
    const expected = (chunk.imports ?? []).map((key) => `/${manifest[key]?.file}`);
    if ([...found].sort().join() !== [...expected].sort().join()) {
      throw new Error(`staticImports: ${url} starts with imports of ${found.join(', ') || 'nothing'}; the manifest says ${expected.join(', ') || 'nothing'}`);
    }
    known.set(url, found);
    return found;
  };
}

export interface HydrationPreloads {
  /** Always: the page's translation files. */
  always: string[];
  /** When the browser holds one of `cartKeys`: the cart engine. */
  withCart: string[];
  cartKeys: readonly string[];
}

export function hydrationPreloads(manifest: BuildManifest, pagePath: string, lang: string): HydrationPreloads {
  const always = namespacesFor(pagePath).flatMap((ns) => chunkFiles(manifest, `src/i18n/${lang}/${ns}.json`));
  return { always, withCart: chunkFiles(manifest, CART_ENGINE), cartKeys: CART_START_KEYS };
}

/**
 * The stylesheets of the modules a page loads later on its own (`import()` of its modules: the
 * booking widget, the reviews, a dialog), with their static imports' stylesheets: inlined with the
 * page's own (scripts/inline-stylesheets.ts) so that a module loaded after hydration adds no
 * stylesheet, which would make the browser recompute the style of the whole page.
 * `pageFiles` are the page's own script files (its module preloads).
 */
export function lazyStylesheets(manifest: BuildManifest, pageFiles: readonly string[]): string[] {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const css = new Set<string>();
  const staticCss = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const k of chunk.imports ?? []) staticCss(k, seen);
  };
  const seen = new Set<string>();
  for (const file of pageFiles) {
    const key = keyOf.get(file);
    for (const lazy of (key && manifest[key]?.dynamicImports) || []) staticCss(lazy, seen);
  }
  return [...css];
}
