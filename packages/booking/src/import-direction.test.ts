import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The booking package's imports run one way (docs/architecture.md, Packages and import direction):
// it never imports the adapters (@tenuta/payments) or the e-mail package (@tenuta/mail) that build
// on it, its files form no import cycle, and the port folders below the use cases (payments/: the
// provider interface and the payment rows; notifications/: the outbox and what documents show)
// import no other folder of the package.

const src = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The module specifiers of a file: static imports, `export … from` and dynamic `import()`. */
function specifiersOf(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[\n;])\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of code.matchAll(pattern)) found.push((m[1] ?? m[2] ?? m[3])!);
  return found;
}

/** Every cycle of a file graph, each as the path that closes it (a → b → a). */
function findImportCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

const files = sourceFiles(src);
const rel = (p: string) => path.relative(src, p).split(path.sep).join('/');
const imports = new Map(files.map((f) => [f, specifiersOf(readFileSync(f, 'utf8'))]));
const isTest = (f: string) => /\.test\.tsx?$/.test(f);

/** Relative imports resolved to files of this package (production files only: nothing imports a test). */
const graph = new Map(
  files
    .filter((f) => !isTest(f))
    .map((f) => [
      rel(f),
      imports
        .get(f)!
        .filter((s) => s.startsWith('.'))
        .map((s) => rel(path.resolve(path.dirname(f), s))),
    ]),
);

describe('the import direction of @tenuta/booking', () => {
  it('reads the whole package', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get('index.ts')).toContain('payments/index.ts');
  });

  it('never imports the packages that build on it (payment adapters, e-mail, the apps)', () => {
    const upward = files.flatMap((f) =>
      imports
        .get(f)!
        .filter((s) => /^@tenuta\/(payments|mail|api|web)(\/|$)/.test(s))
        .map((s) => `${rel(f)} imports ${s}`),
    );
    expect(upward).toEqual([]);
  });

  it('has no import cycle between its files', () => {
    expect(findImportCycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('keeps the payment port and the outbox below every use case: they import only the package root files', () => {
    const reachingUp = [...graph].flatMap(([file, targets]) =>
      /^(payments|notifications)\//.test(file) ? targets.filter((t) => t.includes('/') && t.split('/')[0] !== file.split('/')[0]).map((t) => `${file} imports ${t}`) : [],
    );
    expect(reachingUp).toEqual([]);
  });

  it('the walk finds a cycle when there is one, and reads every kind of import', () => {
    const cyclic = new Map([
      ['payments/a.ts', ['checkout/b.ts']],
      ['checkout/b.ts', ['bookings/c.ts']],
      ['bookings/c.ts', ['payments/a.ts']],
      ['money.ts', []],
    ]);
    expect(findImportCycles(cyclic)).toEqual([['bookings/c.ts', 'payments/a.ts', 'checkout/b.ts', 'bookings/c.ts']]);
    expect(
      findImportCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
    const code =
      "import a from './a.ts';\nimport type { B } from '../b.ts';\nexport { c } from './c.ts';\nimport './d.ts';\nconst e = await import('@tenuta/db');\nexport * from \"./f.ts\";";
    expect(specifiersOf(code)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts', '@tenuta/db', './f.ts']);
  });
});
