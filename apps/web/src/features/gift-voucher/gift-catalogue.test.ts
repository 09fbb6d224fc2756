import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { giftVoucherStatus } from '@tenuta/contracts';
import { giftErrorCodes } from './gift-form-model.ts';

const i18nDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../i18n');
const catalogue = (lng: string) => JSON.parse(readFileSync(path.join(i18nDir, lng, 'gift.json'), 'utf8')) as Record<string, unknown>;

/** Every leaf's dotted key. */
function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const at = (o: Record<string, unknown>, key: string): unknown => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);

describe('the voucher pages speak Italian and English alike', () => {
  const it_ = catalogue('it');
  const en = catalogue('en');

  it('have the same keys in both languages, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(it_).sort());
    for (const k of keys(it_)) {
      expect(String(at(it_, k)).trim(), `it ${k}`).not.toBe('');
      expect(String(at(en, k)).trim(), `en ${k}`).not.toBe('');
    }
  });

  it('have words for every refusal of the form and every state of a voucher', () => {
    for (const c of [it_, en]) {
      for (const code of giftErrorCodes) expect(typeof at(c, `form.errors.${code}`), code).toBe('string');
      for (const status of giftVoucherStatus.options) expect(typeof at(c, `check.result.statuses.${status}`), status).toBe('string');
    }
  });
});
