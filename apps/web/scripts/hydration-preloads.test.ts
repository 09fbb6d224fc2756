import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuildManifest, lazyStylesheets, staticImports } from './hydration-preloads.ts';

// Vite's build manifest, trimmed: a page, a shared chunk, two lazily imported modules and one of theirs.
const manifest: BuildManifest = {
  'src/routes/page.tsx': { file: 'assets/page-1.js', imports: ['_shared'], dynamicImports: ['src/widget.tsx'], css: ['assets/page-1.css'] },
  _shared: { file: 'assets/shared-2.js', dynamicImports: ['src/dialog.tsx'], css: ['assets/shared-2.css'] },
  'src/widget.tsx': { file: 'assets/widget-3.js', imports: ['_slots'], dynamicImports: ['src/later.tsx'], css: ['assets/widget-3.css'] },
  _slots: { file: 'assets/slots-4.js', css: ['assets/slots-4.css', 'assets/shared-2.css'] },
  'src/dialog.tsx': { file: 'assets/dialog-5.js', css: ['assets/dialog-5.css'] },
  'src/later.tsx': { file: 'assets/later-6.js', css: ['assets/later-6.css'] },
};

describe('lazyStylesheets', () => {
  it('lists the stylesheets of the modules the page imports later, with their static imports, once each', () => {
    expect(lazyStylesheets(manifest, ['/assets/page-1.js', '/assets/shared-2.js'])).toEqual([
      '/assets/widget-3.css',
      '/assets/slots-4.css',
      '/assets/shared-2.css',
      '/assets/dialog-5.css',
    ]);
  });

  it('does not follow a lazy module’s own lazy imports, nor files the manifest does not know', () => {
    expect(lazyStylesheets(manifest, ['/assets/page-1.js'])).not.toContain('/assets/later-6.css');
    expect(lazyStylesheets(manifest, ['/assets/unknown.js'])).toEqual([]);
  });
});

describe('staticImports', () => {
  // Built scripts as the bundler writes them, with the manifest that lists their imports (in another order).
  const dir = mkdtempSync(path.join(tmpdir(), 'static-imports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'page-1.js':
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/w.js"])))=>i.map(i=>d[i]);\nimport{r as e}from"./react-2.js";import"./side-3.js";import{a as t,b as n}from"./ui-4.js";var x=e();import("./w.js");',
    'ui-4.js': 'export{t as a,n as b}from"./react-2.js";export const z="import{q}from\\"./nope.js\\"";',
    'react-2.js': 'var e=1;export{e as r};',
    'side-3.js': 'import*as r from"./react-2.js";console.log(r);',
    'wrong-5.js': 'import"./react-2.js";',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), text);
  const built: BuildManifest = {
    'src/page.tsx': { file: 'assets/page-1.js', imports: ['_ui', '_react', '_side'] },
    _react: { file: 'assets/react-2.js' },
    _side: { file: 'assets/side-3.js', imports: ['_react'] },
    _ui: { file: 'assets/ui-4.js', imports: ['_react'] },
    _wrong: { file: 'assets/wrong-5.js', imports: ['_ui'] },
  };
  const importsOf = staticImports(built, dir);

  it('lists a script’s imports in the order it writes them (re-exports too), not the manifest’s', () => {
    expect(importsOf('/assets/page-1.js')).toEqual(['/assets/react-2.js', '/assets/side-3.js', '/assets/ui-4.js']);
    expect(importsOf('/assets/ui-4.js')).toEqual(['/assets/react-2.js']);
    expect(importsOf('/assets/side-3.js')).toEqual(['/assets/react-2.js']);
    expect(importsOf('/assets/react-2.js')).toEqual([]);
  });

  it('stops the build when the script and the manifest disagree, or the script is not in the build', () => {
    expect(() => importsOf('/assets/wrong-5.js')).toThrow(/the manifest says \/assets\/ui-4.js/);
    expect(() => importsOf('/assets/other.js')).toThrow(/not in the build manifest/);
  });
});
