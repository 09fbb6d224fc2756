import { describe, expect, it } from 'vitest';
import type { ManageBooking } from '@tenuta/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { bookAgainHref, manageErrorKey, moneyRows, reasonProblem, reviewHref, statusTone } from './manage-view.ts';

const booking = (over: Partial<ManageBooking> = {}, amounts: Partial<ManageBooking['amounts']> = {}): ManageBooking =>
  ({
    id: 7,
    status: 'confirmed',
    payment_status: 'pay_on_site',
    category: 'WINE',
    adults: 2,
    children: 0,
    amounts: { unit_price: 30, subtotal: 60, vip_supplement: 0, discount: 0, total: 60, paid: 0, refunded: 0, refund_pending: 0, due_on_site: 60, ...amounts },
    ...over,
  }) as ManageBooking;

describe('manageErrorKey', () => {
  const err = (status: number, code?: string) => new ApiError(status, `HTTP ${status}`, 'x', code);
  it('names the error by what the guest was doing', () => {
    expect(manageErrorKey(err(0), 'cancel')).toBe('errors.network');
    expect(manageErrorKey(err(404), 'load')).toBe('errors.notFound');
    expect(manageErrorKey(err(409, 'conflict'), 'cancel')).toBe('errors.cancelConflict');
    expect(manageErrorKey(err(409, 'conflict'), 'changeDate')).toBe('errors.changeConflict');
    expect(manageErrorKey(err(400, 'capacity_exceeded'), 'changeDate')).toBe('errors.dateFull');
    expect(manageErrorKey(err(400, 'validation_error'), 'changeDate')).toBe('errors.dateInvalid');
    expect(manageErrorKey(err(400, 'validation_error'), 'cancel')).toBe('errors.reasonInvalid');
    expect(manageErrorKey(err(503, 'busy'), 'changeDate')).toBe('errors.busy');
    expect(manageErrorKey(err(500), 'load')).toBe('errors.load');
    expect(manageErrorKey(new Error('boom'), 'load')).toBe('errors.generic');
  });
});

describe('moneyRows', () => {
  it('wine: the total and what is due at the cellar', () => {
    expect(moneyRows(booking())).toEqual([
      { key: 'base', amount: 60, unit: 30, count: 2 },
      { key: 'total', amount: 60 },
      { key: 'onSite', amount: 60 },
    ]);
  });
  it('a refunded truffle hunt: VIP, discount, paid and refunded lines', () => {
    const b = booking(
      { status: 'cancelled', payment_status: 'refunded', category: 'TRUFFLE', children: 1 },
      { unit_price: 85, vip_supplement: 50, discount: 22, total: 198, paid: 198, refunded: 138.6, due_on_site: 0 },
    );
    expect(moneyRows(b).map((r) => r.key)).toEqual(['base', 'children', 'vip', 'discount', 'total', 'paid', 'refunded']);
    // The base line (2 × 85) is there, so 170 + 50 − 22 = 198 reads whole.
    expect(moneyRows(b)[0]).toEqual({ key: 'base', amount: 170, unit: 85, count: 2 });
  });
  it('an unpaid truffle booking shows what is still to pay', () => {
    expect(moneyRows(booking({ status: 'pending', payment_status: 'unpaid', category: 'TRUFFLE' }, { total: 170, due_on_site: 0 }))).toContainEqual({ key: 'toPay', amount: 170 });
  });
});

describe('small helpers', () => {
  it('status tones, links and the reason bounds', () => {
    expect(statusTone('paid')).toBe('ok');
    expect(statusTone('pending')).toBe('wait');
    expect(statusTone('cancelled')).toBe('off');
    expect(reviewHref({ id: 7 }, 'a b')).toBe('/reviews/new?booking=7&token=a%20b');
    expect(bookAgainHref({ category: 'WINE' })).toBe('/wine-tasting');
    expect(reasonProblem('  ')).toBe('required');
    expect(reasonProblem('ab ')).toBe('tooShort');
    expect(reasonProblem('abc')).toBeNull();
    expect(reasonProblem('x'.repeat(501))).toBe('tooLong');
  });
});
