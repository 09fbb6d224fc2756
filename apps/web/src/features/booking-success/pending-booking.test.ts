import { describe, expect, it } from 'vitest';
import { bookingToVerify, clearPendingBooking, parsePendingBooking, PENDING_BOOKING_KEY, readPendingBooking, savePendingBooking } from './pending-booking.ts';

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}
const storage = () => new MemoryStorage() as unknown as Storage;

describe('pending_booking', () => {
  it('round-trips { booking_number, booking_id, token } under its storage key', () => {
    const s = storage();
    savePendingBooking({ booking_number: 'BK-7Q2MXK4P', booking_id: 41, token: 'tok' }, s);
    expect(JSON.parse(s.getItem(PENDING_BOOKING_KEY)!)).toEqual({ booking_number: 'BK-7Q2MXK4P', booking_id: 41, token: 'tok' });
    expect(readPendingBooking(s)).toEqual({ booking_number: 'BK-7Q2MXK4P', booking_id: 41, token: 'tok' });
    clearPendingBooking(s);
    expect(readPendingBooking(s)).toBeNull();
  });

  it('reads leniently: broken or foreign values are absent, a bare number or id is enough', () => {
    for (const raw of [null, '', '{', '[]', '"BK-1"', '{}', '{"booking_id":-1}', '{"booking_number":"  "}']) expect(parsePendingBooking(raw), String(raw)).toBeNull();
    expect(parsePendingBooking('{"booking_number":"BK-ABCDEFGH"}')).toEqual({ booking_number: 'BK-ABCDEFGH', booking_id: null, token: null });
    expect(parsePendingBooking('{"booking_id":7,"token":""}')).toEqual({ booking_number: '7', booking_id: 7, token: null });
  });
});

describe('which booking the page verifies', () => {
  const stored = { booking_number: 'BK-ABCDEFGH', booking_id: 12, token: 'stored-token' };
  const q = (s: string) => new URLSearchParams(s);

  it('prefers the query, with its token or the stored one when it is the same booking', () => {
    expect(bookingToVerify(q('booking=BK-ZZZZZZZZ&token=t1'), stored)).toEqual({ ref: 'BK-ZZZZZZZZ', token: 't1' });
    expect(bookingToVerify(q('booking=bk-abcdefgh'), stored)).toEqual({ ref: 'bk-abcdefgh', token: 'stored-token' });
    expect(bookingToVerify(q('booking=12'), stored)).toEqual({ ref: '12', token: 'stored-token' });
    expect(bookingToVerify(q('booking=BK-ZZZZZZZZ'), stored)).toEqual({ ref: 'BK-ZZZZZZZZ', token: null });
  });

  it('falls back to pending_booking, else nothing', () => {
    expect(bookingToVerify(q(''), stored)).toEqual({ ref: '12', token: 'stored-token' });
    expect(bookingToVerify(q('booking='), { ...stored, booking_id: null })).toEqual({ ref: 'BK-ABCDEFGH', token: 'stored-token' });
    expect(bookingToVerify(q(''), null)).toBeNull();
  });
});
