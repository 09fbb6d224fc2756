import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app's import boundaries, read from the source (paths relative to src/, with `/`):
 *
 * - the staff back office (`staff/`) and the partner area (`partner/`) never import each other:
 *   what both use lives in the shared room `ui/`;
 * - the public site (`features/`, `routes/`, `app/`, `components/` and the entry files at the
 *   root of src/) never imports `staff/`, `partner/` or `ui/`, so no back-office code can reach
 *   a public page's JavaScript;
 * - `ui/` imports none of `staff/`, `partner/` or the public site: it knows no app;
 * - the modules every app uses (`lib/`, `i18n/`, `styles/`, `media/`) import none of `staff/`,
 *   `partner/` or `ui/`;
 * - a feature folder (`features/<name>/`, `staff/features/<name>/`, `partner/features/<name>/`)
 *   that has an `index.ts` is imported by other features only through it; a feature without one
 *   may still be imported file by file.
 *
 * Static imports, `export … from`, dynamic `import()`, `import.meta.glob` patterns and CSS
 * `@import` / `composes … from` count; type-only imports count too.
 */

type Room = 'staff' | 'partner' | 'ui' | 'public' | 'shared';

const PUBLIC_FOLDERS = new Set(['features', 'routes', 'app', 'components', 'astro']);

function roomOf(file: string): Room {
  const [top, ...rest] = file.split('/');
  if (top === 'staff' || top === 'partner' || top === 'ui') return top;
  // Files at the root of src/ belong to the public site; src/astro/ holds its pages and islands.
  if (rest.length === 0 || PUBLIC_FOLDERS.has(top!)) return 'public';
  return 'shared';
}

const forbidden: Record<Room, readonly Room[]> = {
  staff: ['partner'],
  partner: ['staff'],
  public: ['staff', 'partner', 'ui'],
  ui: ['staff', 'partner', 'public'],
  shared: ['staff', 'partner', 'ui'],
};

const FEATURE_ROOTS = ['features', 'staff/features', 'partner/features'];

/** The feature a file belongs to (`staff/features/payouts`), or null outside every feature folder. */
function featureOf(file: string): string | null {
  for (const root of FEATURE_ROOTS) {
    if (!file.startsWith(`${root}/`)) continue;
    const name = file.slice(root.length + 1).split('/')[0];
    if (name && file.length > root.length + 1 + name.length) return `${root}/${name}`;
  }
  return null;
}

/** Every module specifier a file names: TypeScript's own scanner for scripts, two patterns for CSS. */
function importsOf(file: string, text: string): string[] {
  if (file.endsWith('.css')) {
    return [...text.matchAll(/@import\s+(?:url\()?\s*['"]([^'"]+)['"]|composes\s*:[^;]*?\bfrom\s+['"]([^'"]+)['"]/g)].map((m) => (m[1] ?? m[2])!);
  }
  const found = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  // Vite's import.meta.glob loads the files its pattern matches: the pattern's fixed start says where.
  for (const m of text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*['"`]([^'"`]+)['"`]/g)) found.push(m[1]!.split('*')[0]!);
  return found;
}

interface Violation {
  from: string;
  to: string;
  rule: string;
}

/** The imports of `files` (path relative to src/ → text) that cross a boundary. */
function checkBoundaries(files: ReadonlyMap<string, string>): Violation[] {
  const withIndex = new Set([...files.keys()].filter((f) => /\/index\.tsx?$/.test(f) && featureOf(f) === f.replace(/\/index\.tsx?$/, '')).map((f) => featureOf(f)!));
  const violations: Violation[] = [];
  for (const [from, text] of files) {
    for (const spec of importsOf(from, text)) {
      if (!spec.startsWith('.')) continue; // a package
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)).replace(/\/$/, '');
      if (to.startsWith('..')) continue; // outside src/
      const [a, b] = [roomOf(from), roomOf(to)];
      if (a !== b && forbidden[a].includes(b)) violations.push({ from, to, rule: `${a} must not import ${b}` });
      const [fa, fb] = [featureOf(from), featureOf(to) ?? (FEATURE_ROOTS.some((r) => to.startsWith(`${r}/`)) ? to : null)];
      if (fa && fb && fa !== fb && withIndex.has(fb) && !/^(?:\/index(?:\.tsx?)?)?$/.test(to.slice(fb.length))) {
        violations.push({ from, to, rule: `${fa} must import ${fb} through its index.ts` });
      }
    }
  }
  return violations;
}

const SRC = path.dirname(fileURLToPath(import.meta.url));

function readSources(dir: string, out = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) readSources(full, out);
    else if (/\.(tsx?|css)$/.test(entry.name)) out.set(path.relative(SRC, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
  }
  return out;
}

describe('web import boundaries', () => {
  it('reads every kind of import, and nothing in comments or strings', () => {
    const text = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "import './c.css';",
      "export * from './d.ts';",
      "export { e } from './e.ts';",
      "const f = await import('./f.tsx');",
      'const g = () => import(`./g.tsx`);',
      "const h = import.meta.glob<string>('./h/*/*.json');",
      "// import x from './comment.ts';",
      'const s = "import y from \'./string.ts\'";',
    ].join('\n');
    expect(importsOf('x.tsx', text)).toEqual(['./a.ts', './b.ts', './c.css', './d.ts', './e.ts', './f.tsx', './g.tsx', './h/']);
    expect(importsOf('x.module.css', "@import '../styles/tokens.css';\n.a { composes: button from './ui.module.css'; }")).toEqual(['../styles/tokens.css', './ui.module.css']);
  });

  it('finds each kind of crossing in an in-memory app', () => {
    const files = new Map([
      ['partner/pages/orders.tsx', "import { Field } from '../../staff/components/field.tsx';"],
      ['staff/pages/bookings.tsx', "export { usePartner } from '../../partner/app/auth.tsx';"],
      ['features/cart/cart-view.tsx', "const Staff = lazy(() => import('../../staff/main.tsx'));"],
      ['routes/public/home.tsx', "import ui from '../../ui/ui.module.css';"],
      ['ui/data-table.tsx', "import { useStaffT } from '../staff/i18n/index.ts';\nimport { Hero } from '../components/landing-hero.tsx';"],
      ['lib/format.ts', "import { Pager } from '../ui/pager.tsx';"],
      ['ui/dialog.module.css', ".a { composes: b from '../partner/app/shell.module.css'; }"],
      ['features/wine/tasting.tsx', "import { useCart } from '../cart/cart-context.ts';\nimport { CartView } from '../cart/index.ts';\nimport { x } from '../cart';"],
      ['features/cart/index.ts', "export { CartView } from './cart-view.tsx';"],
      ['features/cart/cart-context.ts', "import { slots } from '../booking-widget/slot-list.tsx';"],
      ['partner/features/new-order/basket.tsx', "import { useCart } from '../../../features/cart/cart-context.ts';\nimport { Field } from '../../../ui/field.tsx';"],
      ['staff/pages/partners.tsx', "import { FilteredTable } from '../../ui/filtered-table.tsx';\nimport { StaffShell } from '../app/shell.tsx';"],
    ]);
    expect(checkBoundaries(files)).toEqual([
      { from: 'partner/pages/orders.tsx', to: 'staff/components/field.tsx', rule: 'partner must not import staff' },
      { from: 'staff/pages/bookings.tsx', to: 'partner/app/auth.tsx', rule: 'staff must not import partner' },
      { from: 'features/cart/cart-view.tsx', to: 'staff/main.tsx', rule: 'public must not import staff' },
      { from: 'routes/public/home.tsx', to: 'ui/ui.module.css', rule: 'public must not import ui' },
      { from: 'ui/data-table.tsx', to: 'staff/i18n/index.ts', rule: 'ui must not import staff' },
      { from: 'ui/data-table.tsx', to: 'components/landing-hero.tsx', rule: 'ui must not import public' },
      { from: 'lib/format.ts', to: 'ui/pager.tsx', rule: 'shared must not import ui' },
      { from: 'ui/dialog.module.css', to: 'partner/app/shell.module.css', rule: 'ui must not import partner' },
      { from: 'features/wine/tasting.tsx', to: 'features/cart/cart-context.ts', rule: 'features/wine must import features/cart through its index.ts' },
      { from: 'partner/features/new-order/basket.tsx', to: 'features/cart/cart-context.ts', rule: 'partner/features/new-order must import features/cart through its index.ts' },
    ]);
  });

  it('holds in the web app', () => {
    const files = readSources(SRC);
    // A walk of the wrong folder would pass vacuously.
    for (const known of ['staff/main.tsx', 'partner/main.tsx', 'ui/field.tsx', 'features/cart/cart-context.ts', 'astro/react-router.tsx'])
      expect(files.has(known), known).toBe(true);
    expect(checkBoundaries(files)).toEqual([]);
  });
});
