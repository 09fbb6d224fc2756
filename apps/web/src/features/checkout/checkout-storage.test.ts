import { describe, expect, it } from 'vitest';
import { parseWineBookingData, wipeCompletedCheckout } from './checkout-storage.ts';
import { MemoryStorage } from './test-memory-storage.ts';

describe('checkout storage', () => {
  it('reads wine_booking_data only with bookings', () => {
    expect(parseWineBookingData(null)).toBeNull();
    expect(parseWineBookingData(JSON.stringify({ bookings: [] }))).toBeNull();
    const data = parseWineBookingData(
      JSON.stringify({ bookings: [{ booking_id: 7, slot_datetime: '2026-12-01T10:00:00Z' }], checkout_session_id: 'cs_1', total_amount: 30, email: 'a@b.it' }),
    );
    expect(data).toMatchObject({ checkout_session_id: 'cs_1', total_amount: 30, email: 'a@b.it' });
  });
  it('wipes the cart and every checkout key after completion', () => {
    const s = new MemoryStorage();
    for (const k of ['checkout_lead', 'checkout_billing', 'checkout_session_id', 'cart', 'cart_id', 'locale']) s.setItem(k, 'x');
    wipeCompletedCheckout(s);
    expect([...Array(s.length).keys()].map((i) => s.key(i))).toEqual(['locale']);
  });
});
