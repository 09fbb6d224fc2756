/**
 * What the checkout form leaves in localStorage: `checkout_lead` (step 1) and `checkout_billing`
 * (step 2), names, addresses and tax codes. Each value carries the time it was saved
 * (`saved_at`, epoch ms) and is dropped 24 hours later, and as soon as the cart is empty
 * (emptied, or its holds expired): an abandoned checkout leaves no billing data behind
 * (docs/product.md, Browser storage). Shared by the checkout (saves and reads) and the cart
 * (knows when it is empty); free of both so neither imports the other.
 */
export const CHECKOUT_LEAD_KEY = 'checkout_lead';
export const CHECKOUT_BILLING_KEY = 'checkout_billing';
export const CHECKOUT_FORM_KEYS = [CHECKOUT_LEAD_KEY, CHECKOUT_BILLING_KEY] as const;
/** How long the form's data is kept in the browser. */
export const CHECKOUT_FORM_TTL_MS = 24 * 60 * 60 * 1000;
/** The field of a stored value that says when it was saved. */
export const SAVED_AT = 'saved_at';

/** A value to store: the form's fields and when they were saved. */
export const stampCheckoutForm = (fields: object, now = Date.now()): string => JSON.stringify({ ...fields, [SAVED_AT]: now });

/** True for a stored value past its 24 hours, or without a time (saved before times were kept) or unreadable. */
export function isStaleCheckoutForm(raw: string | null, now = Date.now()): boolean {
  if (raw === null) return false;
  try {
    const savedAt = (JSON.parse(raw) as Record<string, unknown> | null)?.[SAVED_AT];
    return typeof savedAt !== 'number' || !(now - savedAt < CHECKOUT_FORM_TTL_MS) || savedAt > now + 60_000;
  } catch {
    return true;
  }
}

function each(storage: Storage | undefined, f: (key: string, raw: string | null) => void): void {
  for (const key of CHECKOUT_FORM_KEYS) {
    try {
      f(key, storage?.getItem(key) ?? null);
    } catch {
      /* blocked storage holds nothing */
    }
  }
}

/** Drops the form's values that are past their time (see isStaleCheckoutForm). */
export function dropStaleCheckoutForms(storage: Storage | undefined, now = Date.now()): void {
  each(storage, (key, raw) => {
    if (isStaleCheckoutForm(raw, now)) storage?.removeItem(key);
  });
}

/** Drops the form's values whatever their age: the cart they were for is empty. */
export function dropCheckoutForms(storage: Storage | undefined): void {
  each(storage, (key, raw) => {
    if (raw !== null) storage?.removeItem(key);
  });
}

export function browserLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
