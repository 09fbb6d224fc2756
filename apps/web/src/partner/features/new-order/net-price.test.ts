import { describe, expect, it } from 'vitest';
import { basketTotals, linePrice, netOf } from './net-price.ts';

describe('the net rate shown in the basket', () => {
  it('is the retail less the discount, rounded to the cent as the server does', () => {
    expect(netOf(17_000, 20)).toBe(13_600);
    expect(netOf(8_500, 12.5)).toBe(7_437); // 1062.5 off rounds to 1063
    expect(netOf(9_999, 0)).toBe(9_999);
    expect(netOf(4_500, 100)).toBe(0);
  });

  it('applies to truffle lines only: wine is paid on site at retail', () => {
    expect(linePrice({ total: 170, category: 'TRUFFLE' }, 15)).toEqual({ retailCents: 17_000, netCents: 14_450 });
    expect(linePrice({ total: 50, category: 'WINE' }, 15)).toEqual({ retailCents: 5_000, netCents: null });
  });

  it('adds euros as cents, without float drift', () => {
    const totals = basketTotals(
      [
        { total: 85.1, category: 'TRUFFLE' },
        { total: 85.2, category: 'TRUFFLE' },
        { total: 25.35, category: 'WINE' },
      ],
      10,
    );
    expect(totals).toEqual({ retailCents: 19_565, netCents: 7_659 + 7_668, onSiteCents: 2_535, hasTruffle: true, hasWine: true });
  });
});
