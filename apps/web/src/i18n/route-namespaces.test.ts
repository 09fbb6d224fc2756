import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prerenderPaths } from '../app/paths.ts';
import routeConfig from '../routes.ts';
import { namespacesFor, notFoundNamespaces, pageNamespaces, shellNamespaces } from './route-namespaces.ts';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const i18nDir = path.join(srcDir, 'i18n');
const languages = readdirSync(i18nDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

interface ConfigEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}
type FileRoute = RouteObject & { file: string };

const toRouteObjects = (entries: readonly ConfigEntry[]): FileRoute[] =>
  entries.map((e) => (e.index ? { index: true, path: e.path, file: e.file } : { path: e.path, file: e.file, children: e.children ? toRouteObjects(e.children) : undefined }));
const routes = [{ path: '/', file: 'root.tsx', children: toRouteObjects(routeConfig as ConfigEntry[]) }] as FileRoute[];

/** Route modules rendered for a path: root, layouts and the page. */
function routeFiles(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).map((m) => (m.route as FileRoute).file);
}

// Static imports only: `import(...)` (React.lazy) parts load their namespaces under their own Suspense.
const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+\.tsx?)['"]/gm;
const namespaceUses = [
  /useTranslation\(\s*['"]([\w-]+)['"]/g, // useTranslation('ns')
  /useTranslation\(\s*\[([^\]]*)\]/g, // useTranslation(['a', 'b'])
  /pageMeta\(\s*['"]([\w-]+)['"]/g, // route meta
  /getFixedT\(\s*[^,()]+,\s*['"]([\w-]+)['"]/g,
  /\bns:\s*['"]([\w-]+)['"]/g, // t(key, { ns: 'x' })
  /\bt\(\s*['"`]([\w-]+):[\w.]/g, // t('ns:key')
];

/** Namespaces a module and its static imports use, by reading their source. */
function namespacesInSource(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  if (/useTranslation\(\s*\)/.test(source) || /useTranslation\(\s*undefined\b/.test(source)) found.add('common');
  for (const pattern of namespaceUses) {
    for (const m of source.matchAll(pattern)) for (const ns of m[1]!.matchAll(/[\w-]+/g)) found.add(ns[0]);
  }
  for (const m of source.matchAll(staticImport)) {
    const target = path.resolve(path.dirname(file), m[1]!);
    if (target.startsWith(i18nDir)) continue; // the i18n module itself
    for (const ns of namespacesInSource(target, seen)) found.add(ns);
  }
  return found;
}

const derived = (pathname: string) => {
  const found = new Set<string>();
  for (const f of routeFiles(pathname)) for (const ns of namespacesInSource(path.join(srcDir, f))) found.add(ns);
  return [...found].sort();
};

describe('route namespaces', () => {
  it('names only namespaces that have a file in every language', () => {
    const named = new Set([...shellNamespaces, ...notFoundNamespaces, ...Object.values(pageNamespaces).flat()]);
    expect(languages.sort()).toEqual(['en', 'it']);
    for (const ns of named) for (const lng of languages) expect(existsSync(path.join(i18nDir, lng, `${ns}.json`)), `${lng}/${ns}.json`).toBe(true);
  });

  it('lists only paths that src/routes.ts has', () => {
    for (const pathname of Object.keys(pageNamespaces)) {
      const matched = matchRoutes(routes, pathname) ?? [];
      expect(matched.at(-1)?.route.path, pathname).not.toBe('*');
    }
  });

  it.each(prerenderPaths)('loads exactly what %s renders before hydration', (pathname) => {
    expect(routeFiles(pathname).length, 'matches a route').toBeGreaterThan(1);
    expect([...namespacesFor(pathname)].sort()).toEqual(derived(pathname));
  });

  it('gives an unknown path the not-found page, and ignores case and a trailing slash', () => {
    expect(namespacesFor('/no-such-page').sort()).toEqual(derived('/no-such-page'));
    expect(namespacesFor('/Truffle-Hunting/')).toEqual(namespacesFor('/truffle-hunting'));
  });
});
