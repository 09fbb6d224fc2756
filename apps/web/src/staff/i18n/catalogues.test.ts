import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every back-office string exists in Italian and in English, and no translation is left empty. */
const dir = path.dirname(fileURLToPath(import.meta.url));
const read = (lng: string, file: string) => JSON.parse(readFileSync(path.join(dir, lng, file), 'utf8')) as unknown;

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) for (const [kk, vv] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  } else out.set(prefix, value);
  return out;
}

describe('staff catalogues', () => {
  const files = readdirSync(path.join(dir, 'it')).filter((f) => f.endsWith('.json'));
  it('the two languages have the same namespaces', () => {
    expect(
      readdirSync(path.join(dir, 'en'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort());
  });
  for (const file of files) {
    it(`${file}: the same keys in both languages, none empty, the same {{variables}}`, () => {
      const it_ = leaves(read('it', file));
      const en = leaves(read('en', file));
      expect([...en.keys()].sort()).toEqual([...it_.keys()].sort());
      for (const [key, value] of it_) {
        expect(typeof value === 'string' && value.trim() !== '', `it ${key}`).toBe(true);
        const other = en.get(key);
        expect(typeof other === 'string' && other.trim() !== '', `en ${key}`).toBe(true);
        const vars = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(vars(other), key).toEqual(vars(value));
      }
    });
  }
});
