/**
 * The success page's state machine (docs/product.md, Checkout success): loading →
 * polling ('Tentativo N di 30', every 2.5 s) → success or error, plus the
 * wine-only path read from sessionStorage.
 */
import type { CheckoutSessionDetails, SuccessBooking } from '@tenuta/contracts';
import type { WineBookingData } from './checkout-storage.ts';

export const POLL_INTERVAL_MS = 2_500;
export const MAX_POLL_ATTEMPTS = 30;
/** Without booking data, go to /checkout/cancel after 2 s (docs/product.md, Constants). */
export const CANCEL_REDIRECT_MS = 2_000;

/** A booking as the success page shows it (docs/product.md, Checkout success). */
export type ShownBooking = Pick<
  SuccessBooking,
  'booking_id' | 'booking_number' | 'slot_datetime' | 'people_count' | 'language' | 'is_vip' | 'total_amount' | 'status' | 'payment_status'
> & {
  category: 'WINE' | 'TRUFFLE';
  /** The experience's name when the server sent it. */
  name: { it: string; en: string } | null;
};

export interface SuccessSummary {
  email: string;
  bookings: ShownBooking[];
  /** Euros paid by card now (server figure). */
  totalPaid: number;
  /** Euros to pay on site (server figure): what gift vouchers paid of a tasting is not in it. */
  totalPayOnSite: number;
  /** Euros paid by gift vouchers (server figure; 0 without). */
  paidByVoucher: number;
  /** Where the data came from: the server's session or this tab's wine confirmation. */
  source: 'session' | 'wine_storage';
}

export type SuccessErrorCode = 'load_failed' | 'invalid_status' | 'timeout' | 'no_data';

export type SuccessState =
  | { kind: 'loading' }
  /** `attempt` is the poll about to run, 1 to MAX_POLL_ATTEMPTS. */
  | { kind: 'polling'; attempt: number }
  | { kind: 'success'; summary: SuccessSummary }
  | { kind: 'error'; code: SuccessErrorCode; status?: string };

export type SuccessEvent = { type: 'session'; details: CheckoutSessionDetails } | { type: 'session_failed' } | { type: 'wine_data'; data: WineBookingData } | { type: 'no_data' };

export const initialSuccessState: SuccessState = { kind: 'loading' };

export function fromSessionBooking(b: SuccessBooking): ShownBooking {
  return {
    booking_id: b.booking_id,
    booking_number: b.booking_number,
    slot_datetime: b.slot_datetime,
    people_count: b.people_count,
    language: b.language,
    is_vip: b.is_vip,
    total_amount: b.total_amount,
    status: b.status,
    payment_status: b.payment_status,
    category: b.slot_details?.category === 'WINE' ? 'WINE' : 'TRUFFLE',
    name: b.slot_details?.experience_name ?? null,
  };
}

/** Session-stored bookings show status CONFIRMED and payment_status PENDING (docs/product.md, Checkout success). */
export function fromWineBookingData(data: WineBookingData): SuccessSummary {
  return {
    email: data.email,
    bookings: data.bookings.map((b) => ({
      booking_id: b.booking_id,
      booking_number: b.booking_number || `BK-${b.booking_id}`,
      slot_datetime: b.slot_datetime,
      people_count: (b.adults_count ?? 0) + (b.children_count ?? 0),
      language: b.language || 'IT',
      is_vip: Boolean(b.vip_upgrade),
      total_amount: b.total_amount,
      status: 'CONFIRMED',
      payment_status: 'PENDING',
      category: 'WINE',
      name: null,
    })),
    totalPaid: 0,
    totalPayOnSite: data.total_amount,
    paidByVoucher: 0,
    source: 'wine_storage',
  };
}

function fromDetails(details: CheckoutSessionDetails): SuccessSummary {
  return {
    email: details.email,
    bookings: details.bookings.map(fromSessionBooking),
    totalPaid: details.total_paid,
    totalPayOnSite: details.total_pay_on_site,
    paidByVoucher: details.paid_by_voucher ?? 0,
    source: 'session',
  };
}

/** One step of the machine. Poll failures only count as an attempt (the caller logs them). */
export function successReducer(state: SuccessState, event: SuccessEvent): SuccessState {
  if (state.kind === 'success' || state.kind === 'error') return state;
  switch (event.type) {
    case 'wine_data':
      return { kind: 'success', summary: fromWineBookingData(event.data) };
    case 'no_data':
      return { kind: 'error', code: 'no_data' };
    case 'session_failed':
      if (state.kind === 'loading') return { kind: 'error', code: 'load_failed' };
      return nextAttempt(state.attempt);
    case 'session': {
      const status = event.details.status.toLowerCase();
      if (status === 'completed') return { kind: 'success', summary: fromDetails(event.details) };
      if (status === 'open') return state.kind === 'loading' ? { kind: 'polling', attempt: 1 } : nextAttempt(state.attempt);
      return { kind: 'error', code: 'invalid_status', status: event.details.status };
    }
  }
}

function nextAttempt(attempt: number): SuccessState {
  return attempt >= MAX_POLL_ATTEMPTS ? { kind: 'error', code: 'timeout' } : { kind: 'polling', attempt: attempt + 1 };
}

/** Bookings are split by category into wine and truffle (docs/product.md, Checkout success). */
export function splitByCategory<T extends { category: 'WINE' | 'TRUFFLE' }>(bookings: readonly T[]): { wine: T[]; truffle: T[] } {
  return { wine: bookings.filter((b) => b.category === 'WINE'), truffle: bookings.filter((b) => b.category !== 'WINE') };
}
