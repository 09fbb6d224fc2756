import { describe, expect, it } from 'vitest';
import { localeFromQuery, withoutLocaleQuery } from './locale-query.ts';

describe('the language a link asks for', () => {
  const locales = ['it', 'en'] as const;
  it('reads ?lang= among the page’s own parameters', () => {
    expect(localeFromQuery('?token=abc&lang=en', locales)).toBe('en');
    expect(localeFromQuery('?lang=it', locales)).toBe('it');
  });
  it('ignores a missing or unknown language', () => {
    expect(localeFromQuery('', locales)).toBeUndefined();
    expect(localeFromQuery('?token=abc', locales)).toBeUndefined();
    expect(localeFromQuery('?lang=de', locales)).toBeUndefined();
    expect(localeFromQuery('?lang=EN', locales)).toBeUndefined();
  });
});

describe('the address once the language is stored', () => {
  it('drops only the language parameter', () => {
    expect(withoutLocaleQuery('http://localhost:3000/manage/41?token=abc&lang=en')).toBe('/manage/41?token=abc');
    expect(withoutLocaleQuery('http://localhost:3000/truffle-hunting?lang=en#prenota')).toBe('/truffle-hunting#prenota');
    expect(withoutLocaleQuery('http://localhost:3000/?lang=it')).toBe('/');
  });
});
