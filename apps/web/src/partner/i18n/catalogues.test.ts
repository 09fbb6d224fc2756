import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every partner-area string in Italian and English: the same keys, none empty, the same {{variables}} and plural forms. */
const here = path.dirname(fileURLToPath(import.meta.url));
const namespaces = (lng: string) =>
  readdirSync(path.join(here, lng))
    .filter((f) => f.endsWith('.json'))
    .sort();

function flatten(node: unknown, at: string, out: Record<string, unknown>): Record<string, unknown> {
  if (node !== null && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(v, at ? `${at}.${k}` : k, out);
  else out[at] = node;
  return out;
}
const catalogue = (lng: string, file: string) => flatten(JSON.parse(readFileSync(path.join(here, lng, file), 'utf8')), '', {});
const variables = (text: unknown) => [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Plural keys differ by language (Italian and English both have _one and _other): compare their stems. */
const stem = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('partner catalogues', () => {
  it('have the same namespaces in both languages', () => {
    expect(namespaces('en')).toEqual(namespaces('it'));
  });
  for (const file of namespaces('it')) {
    it(`${file}: both languages say everything, with the same variables`, () => {
      const it_ = catalogue('it', file);
      const en = catalogue('en', file);
      expect(Object.keys(en).sort()).toEqual(Object.keys(it_).sort());
      for (const [key, text] of Object.entries(it_)) {
        expect(typeof text === 'string' && text.trim().length > 0, `it: ${key}`).toBe(true);
        expect(typeof en[key] === 'string' && String(en[key]).trim().length > 0, `en: ${key}`).toBe(true);
        expect(variables(en[key]), `${key} (${stem(key)})`).toEqual(variables(text));
      }
    });
  }
});
