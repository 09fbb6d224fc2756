import { describe, expect, it } from 'vitest';
import type { GiftVoucherPurchaseStatus } from '@tenuta/contracts';
import { deliveryOf, initialPurchaseState, MAX_PURCHASE_POLLS, purchaseReducer, type PurchaseEvent, type PurchaseState } from './purchase-state.ts';

const purchase = (over: Partial<GiftVoucherPurchaseStatus> = {}): GiftVoucherPurchaseStatus => ({
  success: true,
  purchase_id: '6f1c1f7e-3b5a-4c1e-9a57-0d6f3b7f2a10',
  status: 'pending_payment',
  amount_cents: 10_000,
  currency: 'eur',
  experience_slug: null,
  people: null,
  recipient_name: 'Anna',
  deliver_to: 'recipient',
  deliver_on: '2026-12-24',
  delivered: false,
  buyer_email: 'maria@example.com',
  expires_at: null,
  payment_url: null,
  ...over,
});
const run = (...events: PurchaseEvent[]) => events.reduce<PurchaseState>(purchaseReducer, initialPurchaseState);
const id = { type: 'address', id: 'p1' } as const;

describe('the return page after paying for a voucher', () => {
  it('without a purchase in the address has nothing to show', () => {
    expect(run({ type: 'address', id: null })).toEqual({ kind: 'missing' });
  });

  it('shows a paid voucher at once', () => {
    const paid = purchase({ status: 'active', expires_at: '2027-12-24T22:59:59Z' });
    expect(run(id, { type: 'loaded', purchase: paid })).toEqual({ kind: 'paid', purchase: paid });
  });

  it('polls while the payment is being confirmed, then stops and says so', () => {
    const pending = purchase();
    let s = run(id, { type: 'loaded', purchase: pending });
    expect(s).toMatchObject({ kind: 'pending', attempt: 1 });
    s = purchaseReducer(s, { type: 'load_failed', status: 0 });
    expect(s).toMatchObject({ kind: 'pending', attempt: 2 });
    for (let i = 2; i < MAX_PURCHASE_POLLS; i++) s = purchaseReducer(s, { type: 'loaded', purchase: pending });
    expect(s).toMatchObject({ kind: 'pending', attempt: MAX_PURCHASE_POLLS });
    expect(purchaseReducer(s, { type: 'loaded', purchase: pending })).toEqual({ kind: 'still_pending', purchase: pending });
    expect(purchaseReducer(s, { type: 'loaded', purchase: purchase({ status: 'active' }) })).toMatchObject({ kind: 'paid' });
  });

  it('says when the payment was never made, the voucher is gone, or the purchase is unknown', () => {
    expect(run(id, { type: 'loaded', purchase: purchase({ status: 'abandoned' }) })).toEqual({ kind: 'abandoned' });
    expect(run(id, { type: 'loaded', purchase: purchase({ status: 'voided' }) })).toEqual({ kind: 'unavailable' });
    expect(run(id, { type: 'load_failed', status: 404 })).toEqual({ kind: 'not_found' });
  });

  it('offers a retry when the first read fails', () => {
    const failed = run(id, { type: 'load_failed', status: 500 });
    expect(failed).toEqual({ kind: 'failed' });
    expect(purchaseReducer(failed, { type: 'retry' })).toEqual({ kind: 'loading' });
  });

  it('tells where and when the voucher arrives, never its code', () => {
    expect(deliveryOf(purchase({ deliver_to: 'buyer', deliver_on: null, delivered: true }), '2026-12-01')).toEqual({ to: 'buyer', sent: true, email: 'maria@example.com' });
    expect(deliveryOf(purchase(), '2026-12-01')).toEqual({ to: 'recipient', sent: false, name: 'Anna', on: '2026-12-24' });
    expect(deliveryOf(purchase({ deliver_on: '2026-12-01' }), '2026-12-01')).toEqual({ to: 'recipient', sent: false, name: 'Anna', on: null });
    expect(deliveryOf(purchase({ delivered: true, deliver_on: '2026-12-01' }), '2026-12-01')).toMatchObject({ sent: true, on: null });
  });
});
