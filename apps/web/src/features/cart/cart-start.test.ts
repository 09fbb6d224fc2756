import { describe, expect, it } from 'vitest';
import { cartNeededAtStart } from './cart-start.ts';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('cartNeededAtStart', () => {
  it('is false on a first visit: nothing of a cart or a checkout is stored', () => {
    expect(cartNeededAtStart(storage({}))).toBe(false);
    expect(cartNeededAtStart(storage({ locale: 'en', cookie_consent: 'yes' }))).toBe(false);
  });

  it('is true as soon as a cart id, a stored cart or checkout data is there', () => {
    expect(cartNeededAtStart(storage({ cart_id: 'c1' }))).toBe(true);
    expect(cartNeededAtStart(storage({ cart: '{"items":[]}' }))).toBe(true);
    expect(cartNeededAtStart(storage({ checkout_lead: '{}' }))).toBe(true);
    expect(cartNeededAtStart(storage({ checkout_billing: '{}' }))).toBe(true);
  });

  it('starts the engine when storage cannot be read or is missing', () => {
    expect(cartNeededAtStart(undefined)).toBe(true);
    expect(
      cartNeededAtStart({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(true);
  });
});
