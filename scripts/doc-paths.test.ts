import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeMissing, docFiles, existsUnder, expandBraces, extractDocPaths, isHistory, missingDocPaths, readDoc } from './doc-paths.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('paths named by the docs', () => {
  it('exist in the repository (README.md and docs/**/*.md)', () => {
    const exists = existsUnder(root);
    const current = docFiles(root).filter((file) => !isHistory(readDoc(root, file)));
    const missing = current.flatMap((file) => describeMissing(file, missingDocPaths(readDoc(root, file), file, exists)));
    expect(missing).toEqual([]);
  });
});

describe('how a doc path is read', () => {
  const doc = [
    '# A doc',
    'The rules live in `packages/booking/src/money.ts` and the routes in `apps/api/src/routes/{public,staff}/`.',
    'Run `node --import tsx bench/src/pages-bench.ts [--list]`; tests in `packages/*/src/**/*.test.ts`.',
    'See [the outbox](../domain/email-outbox.md#sending), [Stripe](https://stripe.com/docs) and [below](#a-doc).',
    'A placeholder `apps/web/src/features/<feature>/`, a route `/partner/reset/{token}`, a package `@tenuta/booking`.',
    'Built into apps/api/dist/main.js. Gone: packages/booking/src/no-such-file.ts.',
  ].join('\n');
  const file = 'docs/decisions/0099-example.md';

  it('takes root paths from code and prose, expands braces and resolves relative links', () => {
    expect(extractDocPaths(doc, file).map((p) => [p.path, p.line])).toEqual([
      ['packages/booking/src/money.ts', 2],
      ['apps/api/src/routes/public/', 2],
      ['apps/api/src/routes/staff/', 2],
      ['bench/src/pages-bench.ts', 3],
      ['docs/domain/email-outbox.md', 4],
      ['apps/api/dist/main.js', 6],
      ['packages/booking/src/no-such-file.ts', 6],
    ]);
  });

  it('reports what does not exist, never build output, globs, placeholders, URLs or anchors', () => {
    const present = new Set(['packages/booking/src/money.ts', 'apps/api/src/routes/public/', 'bench/src/pages-bench.ts', 'docs/domain/email-outbox.md']);
    const missing = missingDocPaths(doc, file, (path) => present.has(path));
    expect(missing.map((p) => p.path)).toEqual(['apps/api/src/routes/staff/', 'packages/booking/src/no-such-file.ts']);
    expect(describeMissing(file, missing)).toEqual([
      'docs/decisions/0099-example.md:2: apps/api/src/routes/staff/',
      'docs/decisions/0099-example.md:6: packages/booking/src/no-such-file.ts',
    ]);
  });

  it('expands nested alternatives and drops single-name placeholders', () => {
    expect(expandBraces('a/{b,c}/{d.ts,e/f.ts}')).toEqual(['a/b/d.ts', 'a/b/e/f.ts', 'a/c/d.ts', 'a/c/e/f.ts']);
    expect(expandBraces('a/{id}/b')).toEqual([]);
  });
});

describe('a superseded decision record', () => {
  it('is history, kept as it stood; an accepted one, or one only amended, is checked', () => {
    expect(isHistory('# 0010 X\n\n- Date: 2026-11-23\n- Status: Superseded by [0028](0028-x.md)\n')).toBe(true);
    expect(isHistory('# 0028 X\n\n- Status: Accepted\n- Superseded in part by 0037\n')).toBe(false);
    expect(isHistory('# 0001 Stack\n\n- Status: Accepted\n- Amended by: [0038](0038-x.md)\n')).toBe(false);
  });
});
