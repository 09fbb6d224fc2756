#!/usr/bin/env node
// Builds the API for production: src/main.ts and the workspace packages it imports (@tenuta/*)
// into one ES module, dist/main.js (with a source map). Packages from node_modules stay imports,
// resolved at run time from dist/. `node apps/api/scripts/build.mjs` builds; `ensureApiBuild()`
// builds only when the output is missing or older than its sources (npm start, e2e server).
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(api, '../..');
export const apiEntry = path.join(api, 'src/main.ts');
export const apiOutfile = path.join(api, 'dist/main.js');

const builtins = new Set(builtinModules);
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Whether Node finds `name` from `dir` (the node_modules folders up the tree). */
function reachable(name, dir) {
  for (let d = dir; ; d = path.dirname(d)) {
    if (existsSync(path.join(d, 'node_modules', name))) return true;
    if (path.dirname(d) === d) return false;
  }
}

/**
 * Workspace packages are bundled; everything else from node_modules stays an import. A package
 * that the output could not find at run time (installed only under one workspace) stops the build.
 */
const externalNodeModules = (outDir) => ({
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tenuta/')) return undefined;
      const name = packageName(args.path.replace(/^node:/, ''));
      if (args.path.startsWith('node:') || builtins.has(name)) return { external: true };
      if (!reachable(name, outDir)) {
        return {
          errors: [{ text: `${name} (imported by ${path.relative(root, args.importer)}) cannot be found from ${path.relative(root, outDir)}: hoist it to the root node_modules` }],
        };
      }
      return { external: true };
    });
  },
});

/** Builds src/main.ts into `outfile` (written whole, then renamed: a concurrent start never reads half a file). */
export async function buildApi({ outfile = apiOutfile } = {}) {
  const outDir = path.dirname(outfile);
  const result = await build({
    entryPoints: [apiEntry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    plugins: [externalNodeModules(outDir)],
  });
  mkdirSync(outDir, { recursive: true });
  // The map first: main.js names it, and main.js is what a start looks for.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path.endsWith('.js')) - Number(b.path.endsWith('.js')));
  for (const file of files) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(tmp, file.contents);
    renameSync(tmp, file.path);
  }
  return outfile;
}

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

/** The sources of the bundle: the API, every workspace package, this script. */
export function apiSources() {
  const packages = path.join(root, 'packages');
  return [path.join(api, 'src'), ...readdirSync(packages).map((p) => path.join(packages, p, 'src')), fileURLToPath(import.meta.url)].filter(existsSync);
}

/** True when dist/main.js is missing or older than any of its sources. */
export function apiBuildIsStale(outfile = apiOutfile) {
  if (!existsSync(outfile)) return true;
  const built = statSync(outfile).mtimeMs;
  return apiSources().some((s) => (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs) > built);
}

/** Builds the API when it is missing or stale (or when `force`); returns the file to start. */
export async function ensureApiBuild({ force = false, log = console.log } = {}) {
  if (force || apiBuildIsStale()) {
    log('Building the API…');
    await buildApi();
  }
  return apiOutfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildApi().then(
    (out) => console.log(`Built ${path.relative(root, out)}`),
    (e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
