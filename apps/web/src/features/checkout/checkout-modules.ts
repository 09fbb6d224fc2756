/**
 * The checkout's code that the first step's page does not fetch (docs/decisions/0029-public-page-javascript-as-it-stands.md):
 * the validation (with the contract's zod schemas) and what only the later steps use. Each loads
 * once; a failed load (the network dropped) is tried again on the next call.
 */
export type CheckoutRules = typeof import('./checkout-rules.ts');
export type CheckoutLater = typeof import('./checkout-later.ts');

export interface LazyModule<T> {
  /** The module, once loaded. */
  current: () => T | null;
  load: () => Promise<T>;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    current: () => value,
    load: () => {
      pending ??= importer().then(
        (m) => {
          value = m;
          return m;
        },
        (e: unknown) => {
          pending = null;
          throw e;
        },
      );
      return pending;
    },
  };
}

export const checkoutRules = lazyModule<CheckoutRules>(() => import('./checkout-rules.ts'));
export const checkoutLater = lazyModule<CheckoutLater>(() => import('./checkout-later.ts'));
