import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namespacesFor, notFoundNamespaces, pageNamespaces, shellNamespaces } from './route-namespaces.ts';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const i18nDir = path.join(srcDir, 'i18n');
const islandsDir = path.join(srcDir, 'astro/islands');
const pagesDir = path.join(srcDir, 'astro/pages/[...lang]');
const languages = readdirSync(i18nDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Static imports only: `import(...)` (React.lazy) parts load their namespaces under their own Suspense.
const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+\.tsx?)['"]/gm;
const namespaceUses = [
  /useTranslation\(\s*['"]([\w-]+)['"]/g, // useTranslation('ns')
  /useTranslation\(\s*\[([^\]]*)\]/g, // useTranslation(['a', 'b'])
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
    // The i18n module itself, and the islands' own machinery (the list awaited is what is checked).
    if (target.startsWith(i18nDir) || [path.join(islandsDir, 'ready.ts'), path.join(islandsDir, 'page.tsx')].includes(target)) continue;
    for (const ns of namespacesInSource(target, seen)) found.add(ns);
  }
  return found;
}
const sorted = (s: Iterable<string>) => [...new Set(s)].sort();

function astroPages(dir = pagesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? astroPages(path.join(dir, d.name)) : d.name.endsWith('.astro') ? [path.join(dir, d.name)] : [],
  );
}
/** The pages that are one island: their address and the island's module. */
const pageIslands = astroPages().flatMap((file) => {
  const island = /from '([^']*islands\/pages\/[\w-]+\.tsx)'/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!island) return [];
  const address = `/${path
    .relative(pagesDir, file)
    .replace(/\.astro$/, '')
    .replace(/(^|\/)index$/, '')}`;
  return [{ address: address === '/manage' ? '/manage/:id' : address, module: path.resolve(path.dirname(file), island) }];
});
/** The other islands and the namespaces each awaits before it hydrates. */
const otherIslands = readdirSync(islandsDir)
  .filter((f) => f.endsWith('.tsx') && f !== 'page.tsx')
  .map((f) => {
    const file = path.join(islandsDir, f);
    const call = /await translations\(([^)]*)\)/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    return { file: f, awaited: sorted(['common', ...[...call.matchAll(/['"]([\w-]+)['"]/g)].map((m) => m[1]!)]), used: sorted(namespacesInSource(file)) };
  });

describe('translation namespaces of the islands', () => {
  it('names only namespaces that have a file in every language', () => {
    const named = new Set([...shellNamespaces, ...notFoundNamespaces, ...Object.values(pageNamespaces).flat(), ...otherIslands.flatMap((i) => i.awaited)]);
    expect(languages.sort()).toEqual(['en', 'it']);
    for (const ns of named) for (const lng of languages) expect(existsSync(path.join(i18nDir, lng, `${ns}.json`)), `${lng}/${ns}.json`).toBe(true);
  });

  it('lists exactly the pages that are one island', () => {
    expect(pageIslands.length).toBeGreaterThan(15);
    expect(sorted(Object.keys(pageNamespaces))).toEqual(sorted(pageIslands.map((p) => p.address).filter((a) => a !== '/404')));
  });

  it.each(pageIslands.map((p) => [p.address, p.module] as const))('loads exactly what the page at %s renders before it hydrates', (address, module) => {
    const pathname = address === '/404' ? '/no-such-page' : address.replace(':id', '3f2a9c');
    expect(sorted(namespacesFor(pathname))).toEqual(sorted(['common', ...namespacesInSource(module)]));
  });

  it.each(otherIslands.map((i) => [i.file, i] as const))('%s awaits every namespace its first render reads', (_file, island) => {
    expect(island.awaited).toEqual(expect.arrayContaining(island.used));
  });

  it('gives an unknown path the not-found page, and ignores case and a trailing slash', () => {
    expect(namespacesFor('/no-such-page').sort()).toEqual(['common', 'notfound']);
    expect(namespacesFor('/Checkout/Success/')).toEqual(namespacesFor('/checkout/success'));
  });
});
