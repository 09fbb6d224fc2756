import { describe, expect, it } from 'vitest';
import type { ManageBooking } from '@tenuta/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { keepsPendingBooking, RECHECK_DELAY_MS, verifyBooking, type VerifyCalls } from './verify-booking.ts';

const booking = (over: Partial<ManageBooking> = {}) => ({ id: 7, booking_number: 'BK-ABCDEFGH', status: 'paid', payment_status: 'paid', ...over }) as ManageBooking;
const notFound = () => new ApiError(404, 'HTTP 404: Booking not found', 'Booking not found', 'not_found');

/** Scripted calls: each isPaid() answers the next value (a thrown Error when given one). */
function calls(paid: (boolean | Error)[], loaded: ManageBooking | Error = booking()) {
  const log: string[] = [];
  const c: VerifyCalls = {
    async isPaid() {
      log.push('isPaid');
      const next = paid.shift();
      if (next instanceof Error) throw next;
      return next ?? false;
    },
    async loadBooking() {
      log.push('load');
      if (loaded instanceof Error) throw loaded;
      return loaded;
    },
    async wait(ms) {
      log.push(`wait ${ms}`);
    },
    onRecheck: () => log.push('recheck'),
  };
  return { c, log };
}

describe('the older booking-success flow', () => {
  const target = { ref: 'BK-ABCDEFGH', token: 'tok' };

  it('paid: loads the booking and shows it', async () => {
    const { c, log } = calls([true]);
    expect(await verifyBooking(target, c)).toEqual({ kind: 'success', booking: booking(), paid: true });
    expect(log).toEqual(['isPaid', 'load']);
  });

  it('not paid yet: waits 3 s, checks once more, and succeeds when the payment came through', async () => {
    const { c, log } = calls([false, true], booking({ status: 'pending', payment_status: 'unpaid' }));
    const r = await verifyBooking(target, c);
    expect(r.kind).toBe('success');
    expect(log).toEqual(['isPaid', 'load', 'recheck', `wait ${RECHECK_DELAY_MS}`, 'isPaid', 'load']);
    expect(RECHECK_DELAY_MS).toBe(3000);
  });

  it('still not paid after the re-check: the payment is still being processed (and pending_booking stays)', async () => {
    const { c, log } = calls([false, false], booking({ status: 'pending', payment_status: 'unpaid' }));
    const r = await verifyBooking(target, c);
    expect(r).toEqual({ kind: 'error', code: 'processing' });
    expect(log.filter((l) => l === 'isPaid')).toHaveLength(2);
    expect(keepsPendingBooking(r)).toBe(true);
  });

  it('a tasting confirmed to be paid on site needs no payment', async () => {
    const wine = booking({ status: 'confirmed', payment_status: 'pay_on_site', category: 'WINE' });
    const { c, log } = calls([false], wine);
    expect(await verifyBooking(target, c)).toEqual({ kind: 'success', booking: wine, paid: false });
    expect(log).toEqual(['isPaid', 'load']);
  });

  it('no booking number, an unknown booking or a wrong token: not found', async () => {
    expect(await verifyBooking(null, calls([true]).c)).toEqual({ kind: 'error', code: 'not_found' });
    const r = await verifyBooking(target, calls([notFound()]).c);
    expect(r).toEqual({ kind: 'error', code: 'not_found' });
    expect(keepsPendingBooking(r)).toBe(false);
  });

  it('the payment check fails otherwise: its message', async () => {
    expect(await verifyBooking(target, calls([new ApiError(0, 'Failed to fetch', 'Failed to fetch')]).c)).toEqual({
      kind: 'error',
      code: 'payment_check',
      message: 'Failed to fetch',
    });
    expect(await verifyBooking(target, calls([false, new ApiError(503, 'HTTP 503: busy', 'busy')]).c)).toEqual({ kind: 'error', code: 'payment_check', message: 'HTTP 503: busy' });
  });

  it('paid but the booking cannot be loaded: the server said no, or nothing usable came back', async () => {
    expect(await verifyBooking(target, calls([true], new ApiError(500, 'HTTP 500: x', 'x')).c)).toEqual({ kind: 'error', code: 'booking_fetch' });
    expect(await verifyBooking(target, calls([true], new ApiError(0, 'Request timed out', 'x')).c)).toEqual({ kind: 'error', code: 'details_fetch' });
    expect(await verifyBooking(target, calls([true], new Error('Invalid response: no booking')).c)).toEqual({ kind: 'error', code: 'details_fetch' });
  });
});
