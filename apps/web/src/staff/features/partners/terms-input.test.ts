import { describe, expect, it } from 'vitest';
import { daysInput, percentInput, percentToInput } from './terms-input.ts';

describe('percentInput', () => {
  it('reads Italian and English decimals, up to two', () => {
    expect(percentInput('12,5')).toBe(12.5);
    expect(percentInput('12.50')).toBe(12.5);
    expect(percentInput(' 0 ')).toBe(0);
    expect(percentInput('100')).toBe(100);
    expect(percentInput('33,33 %')).toBe(33.33);
  });
  it('refuses more decimals, over 100, negatives and words', () => {
    for (const bad of ['12,345', '100,01', '-1', 'dieci', '', '1.2.3']) expect(percentInput(bad), bad).toBeNull();
  });
  it('shows a value back in the user’s language', () => {
    expect(percentToInput(12.5, 'it')).toBe('12,5');
    expect(percentToInput(12.5, 'en')).toBe('12.5');
  });
});

describe('daysInput', () => {
  it('takes whole days within the bounds', () => {
    expect(daysInput('30', 0, 365)).toBe(30);
    expect(daysInput('0', 1, 365)).toBeNull();
    expect(daysInput('400', 0, 365)).toBeNull();
    expect(daysInput('7,5', 0, 365)).toBeNull();
  });
});
