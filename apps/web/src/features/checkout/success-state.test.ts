import type { CheckoutSessionDetails, SuccessBooking } from '@tenuta/contracts';
import { describe, expect, it } from 'vitest';
import { fromWineBookingData, initialSuccessState, MAX_POLL_ATTEMPTS, splitByCategory, successReducer, type SuccessState } from './success-state.ts';

const booking = (category: 'WINE' | 'TRUFFLE', n: number): SuccessBooking => ({
  booking_id: n,
  booking_number: `BK-${n}`,
  slot_datetime: '2026-12-01T09:00:00.000Z',
  people_count: 2,
  adults_count: 2,
  children_count: 0,
  language: 'IT',
  is_vip: false,
  total_amount: 170,
  status: category === 'WINE' ? 'CONFIRMED' : 'PAID',
  payment_status: category === 'WINE' ? 'PENDING' : 'PAID',
  slot_details: { category, experience_name: { it: 'x', en: 'x' }, date: '2026-12-01', start_time: '10:00' },
});

const details = (status: string, bookings: SuccessBooking[] = []): CheckoutSessionDetails => ({
  checkout_session_id: 'cs_1',
  status,
  email: 'a@b.it',
  bookings,
  total_bookings: bookings.length,
  total_paid: 170,
  total_pay_on_site: 60,
  coupon_code: null,
  discount_total: 0,
});

describe('success page state machine', () => {
  it('shows the bookings of a completed session at once', () => {
    const s = successReducer(initialSuccessState, { type: 'session', details: details('completed', [booking('TRUFFLE', 1), booking('WINE', 2)]) });
    expect(s.kind).toBe('success');
    if (s.kind === 'success') {
      expect(s.summary.bookings.map((b) => b.category)).toEqual(['TRUFFLE', 'WINE']);
      expect(s.summary).toMatchObject({ totalPaid: 170, totalPayOnSite: 60, email: 'a@b.it', source: 'session' });
    }
  });
  it('polls an open session up to 30 times, then times out', () => {
    let s: SuccessState = successReducer(initialSuccessState, { type: 'session', details: details('open') });
    expect(s).toEqual({ kind: 'polling', attempt: 1 });
    for (let i = 1; i < MAX_POLL_ATTEMPTS; i++) s = successReducer(s, { type: 'session', details: details('OPEN') });
    expect(s).toEqual({ kind: 'polling', attempt: 30 });
    expect(successReducer(s, { type: 'session', details: details('open') })).toEqual({ kind: 'error', code: 'timeout' });
  });
  it('counts a failed poll as an attempt and keeps polling', () => {
    const s = successReducer({ kind: 'polling', attempt: 3 }, { type: 'session_failed' });
    expect(s).toEqual({ kind: 'polling', attempt: 4 });
    expect(successReducer({ kind: 'polling', attempt: 30 }, { type: 'session_failed' })).toEqual({ kind: 'error', code: 'timeout' });
  });
  it('completes while polling', () => {
    expect(successReducer({ kind: 'polling', attempt: 12 }, { type: 'session', details: details('Completed') }).kind).toBe('success');
  });
  it('reports a first load failure and an unknown status', () => {
    expect(successReducer(initialSuccessState, { type: 'session_failed' })).toEqual({ kind: 'error', code: 'load_failed' });
    expect(successReducer(initialSuccessState, { type: 'session', details: details('expired') })).toEqual({ kind: 'error', code: 'invalid_status', status: 'expired' });
  });
  it('ignores events once finished', () => {
    const done: SuccessState = { kind: 'error', code: 'timeout' };
    expect(successReducer(done, { type: 'session', details: details('completed') })).toBe(done);
  });
  it('shows stored wine bookings as CONFIRMED and PENDING, and reports missing data', () => {
    const s = successReducer(initialSuccessState, {
      type: 'wine_data',
      data: {
        bookings: [
          {
            booking_id: 9,
            booking_number: '',
            slot_id: 1,
            slot_datetime: '2026-12-01T09:00:00Z',
            adults_count: 2,
            children_count: 1,
            language: '',
            vip_upgrade: true,
            total_amount: 80,
          },
        ],
        checkout_session_id: 'cs_9',
        total_amount: 80,
        email: 'w@b.it',
      },
    });
    expect(s.kind === 'success' && s.summary.bookings[0]).toMatchObject({
      booking_number: 'BK-9',
      status: 'CONFIRMED',
      payment_status: 'PENDING',
      people_count: 3,
      language: 'IT',
      is_vip: true,
      category: 'WINE',
    });
    expect(successReducer(initialSuccessState, { type: 'no_data' })).toEqual({ kind: 'error', code: 'no_data' });
  });
  it('splits bookings by category', () => {
    const summary = fromWineBookingData({ bookings: [], checkout_session_id: '', total_amount: 0, email: '' });
    expect(summary.bookings).toEqual([]);
    const { wine, truffle } = splitByCategory([
      { category: 'WINE' as const, n: 1 },
      { category: 'TRUFFLE' as const, n: 2 },
      { category: 'WINE' as const, n: 3 },
    ]);
    expect(wine.map((b) => b.n)).toEqual([1, 3]);
    expect(truffle.map((b) => b.n)).toEqual([2]);
  });
});
