import { describe, expect, it } from 'vitest';
import { builtInWines } from '../built-in-wines.ts';
import { chooseWines } from './get-wines.ts';

const wine = {
  id: 'w',
  name: 'Barolo',
  denomination: 'Barolo DOCG',
  vintage: 2019,
  grape: 'Nebbiolo',
  image: '/media/bottles/barolo.svg',
  notes: { it: 'a', en: 'b' },
  pairing: { it: 'c', en: 'd' },
};

describe('chooseWines', () => {
  it('keeps the wines that loaded and skips failures and malformed files', () => {
    const list = chooseWines([
      { status: 'fulfilled', value: wine },
      { status: 'rejected', reason: new Error('HTTP 404') },
      { status: 'fulfilled', value: { id: 'broken' } },
    ]);
    expect(list).toEqual({ wines: [wine], source: 'files' });
  });
  it('falls back to the five built-in wines when every file fails', () => {
    const list = chooseWines(Array.from({ length: 8 }, () => ({ status: 'rejected' as const, reason: new Error('offline') })));
    expect(list.source).toBe('built-in');
    expect(list.wines).toBe(builtInWines);
    expect(list.wines).toHaveLength(5);
  });
});
