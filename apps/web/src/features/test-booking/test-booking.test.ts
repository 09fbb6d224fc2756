import { describe, expect, it } from 'vitest';
import type { ManageBooking } from '@tenuta/contracts';
import { initialBookingForm, toCreateBookingRequest } from './booking-form.ts';
import { parseSessionBookings, readSessionBookings, removeSessionBooking, TEST_BOOKINGS_KEY, upsertSessionBooking, writeSessionBookings } from './session-bookings.ts';

const booking = (id: number, status = 'pending') => ({ id, booking_number: `BK-TEST000${id}`, status }) as ManageBooking;

describe('the test page booking form', () => {
  it('builds the POST /api/bookings body', () => {
    const r = toCreateBookingRequest({ ...initialBookingForm('en'), slotId: ' 42 ', adults: '3', children: '1', vip: true, language: 'EN', firstName: ' Ann ' });
    expect(r).toEqual({
      ok: true,
      body: {
        slot_id: 42,
        adults: 3,
        children: 1,
        vip: true,
        language: 'EN',
        customer: { first_name: 'Ann', last_name: 'Rossi', email: 'mario.rossi@example.com', phone: '+39 333 1234567' },
        locale: 'en',
      },
    });
  });

  it('leaves the slot language and the CHOICE category to the server unless chosen', () => {
    const r = toCreateBookingRequest({ ...initialBookingForm('it'), slotId: '7', category: 'WINE' });
    expect(r.ok && r.body).toMatchObject({ slot_id: 7, adults: 2, children: 0, vip: false, category: 'WINE', locale: 'it' });
    expect(r.ok && 'language' in r.body).toBe(false);
  });

  it('names missing fields and non-numbers, and nothing else (the rules are the server’s)', () => {
    expect(toCreateBookingRequest({ ...initialBookingForm('it'), slotId: '', email: ' ', adults: '2.5', children: 'x' })).toEqual({
      ok: false,
      errors: { slotId: 'required', email: 'required', adults: 'wholeNumber', children: 'wholeNumber' },
    });
    // 1 adult on a truffle hunt is for the server to refuse.
    expect(toCreateBookingRequest({ ...initialBookingForm('it'), slotId: '9', adults: '1' }).ok).toBe(true);
  });
});

describe('the bookings of this session', () => {
  it('lists newest first and refreshes a booking in place, keeping its token', () => {
    let list = upsertSessionBooking([], { token: 'a', booking: booking(1) });
    list = upsertSessionBooking(list, { token: 'b', booking: booking(2) });
    expect(list.map((e) => e.booking.id)).toEqual([2, 1]);
    list = upsertSessionBooking(list, { token: '', booking: booking(1, 'cancelled') });
    expect(list.map((e) => [e.booking.id, e.booking.status, e.token])).toEqual([
      [2, 'pending', 'b'],
      [1, 'cancelled', 'a'],
    ]);
    expect(removeSessionBooking(list, 2).map((e) => e.booking.id)).toEqual([1]);
  });

  it('stores in sessionStorage and reads leniently', () => {
    const map = new Map<string, string>();
    const s = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) } as unknown as Storage;
    writeSessionBookings([{ token: 't', booking: booking(5) }], s);
    expect(readSessionBookings(s)).toEqual([{ token: 't', booking: booking(5) }]);
    map.set(TEST_BOOKINGS_KEY, '{');
    expect(readSessionBookings(s)).toEqual([]);
    expect(parseSessionBookings('[{"token":"","booking":{"id":1,"booking_number":"x"}},{"token":"t"},42]')).toEqual([]);
  });
});
