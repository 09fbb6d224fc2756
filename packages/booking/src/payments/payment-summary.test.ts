import { describe, expect, it } from 'vitest';
import { paymentLineItems } from '../checkout/create-payment.ts';
import { resolveRedirectUrl } from '../checkout/checkout-policy.ts';
import { priceCart } from '../pricing/index.ts';
import { countAttempts, isPaid, netPaidCents, outstandingCents } from './payment-summary.ts';

const row = (kind: 'payment' | 'refund', status: string, amountCents: number) => ({ kind, status: status as 'succeeded', amountCents });

describe('ledger amount maths', () => {
  it('paid = succeeded payments minus succeeded refunds covering the total', () => {
    const rows = [
      row('payment', 'failed', 10000),
      row('payment', 'succeeded', 6000),
      row('payment', 'succeeded', 4000),
      row('refund', 'succeeded', 1000),
      row('refund', 'failed', 500),
    ];
    expect(netPaidCents(rows)).toBe(9000);
    expect(isPaid(rows, 9000)).toBe(true);
    expect(isPaid(rows, 10000)).toBe(false);
    expect(outstandingCents(rows, 10000)).toBe(1000);
    expect(outstandingCents(rows, 5000)).toBe(0);
    expect(isPaid([], 0)).toBe(false);
    expect(countAttempts([...rows, row('payment', 'requires_action', 1)])).toEqual({ total: 4, succeeded: 2, failed: 1 });
  });

  it("the provider's line items add up to amount_due exactly (truffle after discount, no wine)", () => {
    const items = [
      { id: 'a', category: 'TRUFFLE' as const, adults: 3, children: 1, unitPriceCents: 8500, vipSupplementCents: 0 },
      { id: 'b', category: 'TRUFFLE' as const, adults: 2, children: 0, unitPriceCents: 8500, vipSupplementCents: 5000 },
      { id: 'c', category: 'WINE' as const, adults: 2, children: 0, unitPriceCents: 4000, vipSupplementCents: 0 },
    ];
    const priced = priceCart(items, { discountType: 'percentage', discountValue: 15 });
    const snapshot = items.map((i, k) => ({
      cartItemId: i.id,
      slotId: k + 1,
      category: i.category,
      adults: i.adults,
      children: i.children,
      vip: i.vipSupplementCents > 0,
      language: 'IT',
      unitPriceCents: i.unitPriceCents,
      vipSupplementCents: i.vipSupplementCents,
      subtotalCents: priced.items[k]!.subtotalCents,
      discountCents: priced.items[k]!.discountCents,
      totalCents: priced.items[k]!.totalCents,
      holdExpiresAtBefore: '',
      nameIt: 'Caccia al Tartufo',
      nameEn: 'Truffle Hunt',
      startsAt: '',
      romeDate: '2026-10-25',
      romeStart: '09:00',
    }));
    const lines = paymentLineItems(snapshot, 'it');
    expect(lines).toHaveLength(2);
    expect(lines.reduce((a, l) => a + l.amountCents * l.quantity, 0)).toBe(priced.payNowCents);
    expect(lines[0]!.name).toBe('Caccia al Tartufo · 25/10/2026 09:00 · 4 persone');
    expect(lines[1]!.name).toContain('VIP');
    // Gift vouchers pay part of an item: its line is the rest, and an item they pay in full has none.
    const less = paymentLineItems(
      snapshot,
      'it',
      undefined,
      new Map([
        ['a', 1000],
        ['b', priced.items[1]!.totalCents],
      ]),
    );
    expect(less.map((l) => l.amountCents)).toEqual([priced.items[0]!.totalCents - 1000]);
  });
});

describe('redirect URLs', () => {
  const site = 'https://tenuta.example';
  it('stay on the site (no open redirect) and keep the {CHECKOUT_SESSION_ID} template', () => {
    expect(resolveRedirectUrl(undefined, '/checkout/success?session_id={CHECKOUT_SESSION_ID}', site, false, 'success_url')).toBe(
      'https://tenuta.example/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(resolveRedirectUrl('/checkout/cancel', '/x', site, false, 'cancel_url')).toBe('https://tenuta.example/checkout/cancel');
    for (const bad of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'http://localhost:5173/checkout']) {
      expect(() => resolveRedirectUrl(bad, '/x', site, false, 'success_url')).toThrow(/success_url/);
    }
    expect(resolveRedirectUrl('http://localhost:5173/checkout/success', '/x', site, true, 'success_url')).toBe('http://localhost:5173/checkout/success');
  });
});
