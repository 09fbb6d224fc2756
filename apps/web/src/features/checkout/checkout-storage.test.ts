import { describe, expect, it } from 'vitest';
import { parseWineBookingData, readCheckoutStep, resumeStep, saveCheckoutStep, wipeCompletedCheckout } from './checkout-storage.ts';
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

describe('resuming a reloaded checkout', () => {
  it('opens on the stored step when the steps before it are complete', () => {
    const s = new MemoryStorage();
    expect(readCheckoutStep(s)).toBe(1);
    saveCheckoutStep(3, s);
    expect(readCheckoutStep(s)).toBe(3);
    expect(resumeStep(3, true, true)).toBe(3);
    expect(resumeStep(2, true, false)).toBe(2);
  });
  it('never opens past a step whose data is incomplete, nor on a broken value', () => {
    expect(resumeStep(3, true, false)).toBe(2);
    expect(resumeStep(3, false, false)).toBe(1);
    expect(resumeStep(2, false, true)).toBe(1);
    const s = new MemoryStorage();
    s.setItem('checkout_step', '7');
    expect(readCheckoutStep(s)).toBe(1);
  });
  it('is forgotten with the rest after a completed checkout', () => {
    const local = new MemoryStorage();
    const tab = new MemoryStorage();
    saveCheckoutStep(2, tab);
    local.setItem('cart', '{}');
    wipeCompletedCheckout(local, tab);
    expect(tab.getItem('checkout_step')).toBeNull();
    expect(local.getItem('cart')).toBeNull();
  });
});
