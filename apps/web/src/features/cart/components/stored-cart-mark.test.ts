import { describe, expect, it } from 'vitest';
import { STORED_CART_ATTRIBUTE, storedCartScript } from './stored-cart-mark.tsx';

/** Runs the mark's script against a stand-in `localStorage` and `<html>`; returns the attributes it set. */
function run(stored: string | null | (() => never)): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage = { getItem: () => (typeof stored === 'function' ? stored() : stored) };
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => {
        attributes[name] = value;
      },
    },
  };
  new Function('localStorage', 'document', storedCartScript)(localStorage, document);
  return attributes;
}

describe('StoredCartMark', () => {
  it('marks a browser whose stored cart has lines', () => {
    expect(run(JSON.stringify({ items: [{ id: 'a' }], backendCartId: 'c', lastUpdated: null }))).toEqual({ [STORED_CART_ATTRIBUTE]: '' });
  });

  it('marks nothing without a cart, with an empty one, or when storage cannot be read', () => {
    expect(run(null)).toEqual({});
    expect(run(JSON.stringify({ items: [], backendCartId: null, lastUpdated: null }))).toEqual({});
    expect(run('{not json')).toEqual({});
    expect(
      run(() => {
        throw new Error('SecurityError');
      }),
    ).toEqual({});
  });
});
