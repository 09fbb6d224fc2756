import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../features/checkout/test-memory-storage.ts';
import { CHECKOUT_FORM_TTL_MS, dropCheckoutForms, dropStaleCheckoutForms, isStaleCheckoutForm, stampCheckoutForm } from './checkout-data.ts';

// docs/product.md, Browser storage: an abandoned checkout leaves no billing data behind.
const t0 = Date.parse('2026-11-25T10:00:00Z');

describe('checkout form data in the browser', () => {
  it('is stamped when saved and stale 24 hours later', () => {
    const raw = stampCheckoutForm({ fiscalCode: 'RSSMRA85T10A562S' }, t0);
    expect(JSON.parse(raw)).toEqual({ fiscalCode: 'RSSMRA85T10A562S', saved_at: t0 });
    expect(CHECKOUT_FORM_TTL_MS).toBe(24 * 3_600_000);
    expect(isStaleCheckoutForm(raw, t0 + CHECKOUT_FORM_TTL_MS - 1)).toBe(false);
    expect(isStaleCheckoutForm(raw, t0 + CHECKOUT_FORM_TTL_MS)).toBe(true);
  });
  it('a value without a time (saved before times were kept), unreadable, or from the future is stale; none is not', () => {
    expect(isStaleCheckoutForm(JSON.stringify({ fiscalCode: 'X' }), t0)).toBe(true);
    expect(isStaleCheckoutForm('{broken', t0)).toBe(true);
    expect(isStaleCheckoutForm(stampCheckoutForm({}, t0 + 3_600_000), t0)).toBe(true);
    expect(isStaleCheckoutForm(null, t0)).toBe(false);
  });
  it('dropStaleCheckoutForms removes only the stale keys; dropCheckoutForms both; other keys stay', () => {
    const s = new MemoryStorage();
    s.setItem('checkout_lead', stampCheckoutForm({ email: 'a@b.it' }, t0 - CHECKOUT_FORM_TTL_MS - 1));
    s.setItem('checkout_billing', stampCheckoutForm({ city: 'Alba' }, t0 - 60_000));
    s.setItem('cart_id', 'c1');
    dropStaleCheckoutForms(s, t0);
    expect(s.getItem('checkout_lead')).toBeNull();
    expect(s.getItem('checkout_billing')).not.toBeNull();
    dropCheckoutForms(s);
    expect(s.getItem('checkout_billing')).toBeNull();
    expect(s.getItem('cart_id')).toBe('c1');
  });
});
