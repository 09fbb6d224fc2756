/**
 * The older booking-success flow (docs/product.md, Older booking-success flow): verify the
 * payment of the booking; if paid, load it; if not, wait 3 s and check once
 * more, else say the payment is still being processed. Written against
 * injected calls so each branch is tested without a browser.
 */
import type { ManageBooking } from '@tenuta/contracts';
import { isApiError } from '../../lib/api-client.ts';
import type { BookingToVerify } from './pending-booking.ts';

/** The older success page checks again after 3 s (docs/product.md, Constants). */
export const RECHECK_DELAY_MS = 3_000;

/** The messages (docs/product.md, Success page errors), by cause. */
export type VerifyErrorCode = 'not_found' | 'payment_check' | 'booking_fetch' | 'details_fetch' | 'processing';

export type VerifyOutcome =
  /** `paid`: paid by card; false for a tasting confirmed to be paid on site. */
  { kind: 'success'; booking: ManageBooking; paid: boolean } | { kind: 'error'; code: VerifyErrorCode; message?: string };

export type VerifyState = { kind: 'verifying'; recheck: boolean } | VerifyOutcome;

export interface VerifyCalls {
  isPaid(): Promise<boolean>;
  loadBooking(): Promise<ManageBooking>;
  wait(ms: number): Promise<void>;
  /** The first check said "not paid": the page says it checks again. */
  onRecheck(): void;
}

class VerifyError extends Error {
  constructor(
    readonly code: VerifyErrorCode,
    message?: string,
  ) {
    super(message ?? code);
  }
}

/** A 404 from the payment API that is not "not paid": no such booking for this token. */
async function checkPaid(calls: VerifyCalls): Promise<boolean> {
  try {
    return await calls.isPaid();
  } catch (e) {
    if (isApiError(e) && e.status === 404) throw new VerifyError('not_found');
    throw new VerifyError('payment_check', e instanceof Error ? e.message : String(e));
  }
}

/** An HTTP error answer → 'Errore recupero prenotazione'; no answer or an unusable one → confirmed but no details. */
async function load(calls: VerifyCalls): Promise<ManageBooking> {
  try {
    return await calls.loadBooking();
  } catch (e) {
    throw new VerifyError(isApiError(e) && e.status > 0 ? 'booking_fetch' : 'details_fetch');
  }
}

const confirmedPayOnSite = (b: ManageBooking) => b.status === 'confirmed' && b.payment_status === 'pay_on_site';

export async function verifyBooking(target: BookingToVerify | null, calls: VerifyCalls): Promise<VerifyOutcome> {
  try {
    if (!target) throw new VerifyError('not_found');
    let paid = await checkPaid(calls);
    if (!paid) {
      // A tasting is confirmed without payment (paid on site): nothing to wait for.
      const booking = await calls.loadBooking().catch(() => null);
      if (booking && confirmedPayOnSite(booking)) return { kind: 'success', booking, paid: false };
      calls.onRecheck();
      await calls.wait(RECHECK_DELAY_MS);
      paid = await checkPaid(calls);
      if (!paid) throw new VerifyError('processing');
    }
    return { kind: 'success', booking: await load(calls), paid: true };
  } catch (e) {
    if (e instanceof VerifyError) return e.code === 'payment_check' ? { kind: 'error', code: e.code, message: e.message } : { kind: 'error', code: e.code };
    return { kind: 'error', code: 'details_fetch' };
  }
}

/**
 * The stored pending booking is removed afterwards (docs/product.md, Older booking-success
 * flow). Kept only while
 * the payment is still being processed, so that reloading the page, as the
 * message asks, finds the booking again.
 */
export const keepsPendingBooking = (outcome: VerifyOutcome): boolean => outcome.kind === 'error' && (outcome.code === 'processing' || outcome.code === 'payment_check');
