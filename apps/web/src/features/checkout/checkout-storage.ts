/**
 * The checkout's browser storage (docs/product.md, Browser storage): localStorage `checkout_lead`
 * and `checkout_billing` (their contents: form-storage.ts; kept 24 hours at most: lib/checkout-data.ts),
 * `checkout_session_id`;
 * sessionStorage `wine_booking_data`. Every read is lenient: a broken or foreign
 * value counts as absent. Kept free of the form modules so the success page
 * does not load the validation schemas.
 */
import type { WineBooking } from '@tenuta/contracts';
import { CHECKOUT_BILLING_KEY, CHECKOUT_LEAD_KEY } from '../../lib/checkout-data.ts';

export { CHECKOUT_BILLING_KEY, CHECKOUT_LEAD_KEY };
export const CHECKOUT_SESSION_ID_KEY = 'checkout_session_id';
export const WINE_BOOKING_DATA_KEY = 'wine_booking_data';
/** sessionStorage: the step the guest was on, so a reload of /checkout resumes there (this tab only). */
export const CHECKOUT_STEP_KEY = 'checkout_step';
/** The cart feature's keys, wiped after a completed checkout (docs/product.md, Checkout submit). */
export const CART_KEYS = ['cart', 'cart_id'] as const;
/** The window event the header badge listens to (the cart feature fires it on every change). */
const CART_CHANGED_EVENT = 'cart:changed';

/** sessionStorage `wine_booking_data`: a wine-only checkout confirmed without payment. */
export interface WineBookingData {
  bookings: WineBooking[];
  checkout_session_id: string;
  total_amount: number;
  email: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseRecord(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return isRecord(v) ? v : null;
  } catch {
    return null;
  }
}

const isWineBooking = (v: unknown): v is WineBooking => isRecord(v) && typeof v.booking_id === 'number' && typeof v.slot_datetime === 'string';

export function parseWineBookingData(raw: string | null): WineBookingData | null {
  const v = parseRecord(raw);
  if (!v || !Array.isArray(v.bookings)) return null;
  const bookings = v.bookings.filter(isWineBooking);
  if (bookings.length === 0) return null;
  return {
    bookings,
    checkout_session_id: typeof v.checkout_session_id === 'string' ? v.checkout_session_id : '',
    total_amount: typeof v.total_amount === 'number' ? v.total_amount : 0,
    email: typeof v.email === 'string' ? v.email : '',
  };
}

export function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function getItem(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function setItem(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    /* storage full or blocked: the form still works, it just is not remembered */
  }
}

function remove(storage: Storage | undefined, keys: readonly string[]): void {
  for (const key of keys) {
    try {
      storage?.removeItem(key);
    } catch {
      /* blocked storage holds nothing to remove */
    }
  }
}

export const saveCheckoutSessionId = (id: string, storage = localStore()) => setItem(storage, CHECKOUT_SESSION_ID_KEY, id);

export const readWineBookingData = (storage = session()) => parseWineBookingData(getItem(storage, WINE_BOOKING_DATA_KEY));
export const saveWineBookingData = (data: WineBookingData, storage = session()) => setItem(storage, WINE_BOOKING_DATA_KEY, JSON.stringify(data));
export const clearWineBookingData = (storage = session()) => remove(storage, [WINE_BOOKING_DATA_KEY]);

export type StoredStep = 1 | 2 | 3;

export const readCheckoutStep = (storage = session()): StoredStep => {
  const n = Number(getItem(storage, CHECKOUT_STEP_KEY));
  return n === 2 || n === 3 ? n : 1;
};
export const saveCheckoutStep = (step: StoredStep, storage = session()) => setItem(storage, CHECKOUT_STEP_KEY, String(step));

/**
 * The step a reloaded checkout opens on: the stored one, but never past a step whose data is
 * incomplete (the data may have changed in another tab, or expired).
 */
export function resumeStep(stored: StoredStep, contactComplete: boolean, billingComplete: boolean): StoredStep {
  if (stored >= 2 && !contactComplete) return 1;
  if (stored === 3 && !billingComplete) return 2;
  return stored;
}

/**
 * After a completed checkout the cart and every checkout key leave localStorage
 * (docs/product.md, Checkout submit). The cart feature forgets its own state
 * (forgetCart); this removes the keys whatever that state was.
 */
export function wipeCompletedCheckout(storage = localStore(), tabStorage = session()): void {
  remove(storage, [CHECKOUT_LEAD_KEY, CHECKOUT_BILLING_KEY, CHECKOUT_SESSION_ID_KEY, ...CART_KEYS]);
  remove(tabStorage, [CHECKOUT_STEP_KEY]);
  // The header badge of this tab reads the stored cart on this event (other tabs get a `storage` event).
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
