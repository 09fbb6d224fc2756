import { describe, expect, it } from 'vitest';
import { formatRomeDay } from './rome-time.ts';

describe('formatRomeDay', () => {
  it('writes a day the same way in both languages (day first), never the raw ISO form', () => {
    expect(formatRomeDay('2026-12-10', 'it')).toBe('10/12/2026');
    expect(formatRomeDay('2026-12-10', 'en')).toBe('10/12/2026');
    expect(formatRomeDay('2026-03-29', 'en')).toBe('29/03/2026'); // a DST day stays the same day
    expect(formatRomeDay('not a day', 'en')).toBe('not a day');
  });
});
