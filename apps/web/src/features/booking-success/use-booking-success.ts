import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getBooking, isBookingPaid } from './api/booking-success-api.ts';
import { bookingToVerify, clearPendingBooking, readPendingBooking } from './pending-booking.ts';
import { keepsPendingBooking, verifyBooking, type VerifyState } from './verify-booking.ts';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => window.clearTimeout(timer), { once: true });
  });

/**
 * The /booking-success page (docs/product.md, Older booking-success flow): the booking from the
 * query or from pending_booking, verified once the page is in the browser
 * (the prerendered HTML shows the verifying state).
 */
export function useBookingSuccess(): VerifyState {
  const [params] = useSearchParams();
  const query = params.toString();
  const [state, setState] = useState<VerifyState>({ kind: 'verifying', recheck: false });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const target = bookingToVerify(new URLSearchParams(query), readPendingBooking());
    setState({ kind: 'verifying', recheck: false });
    const ref = target?.ref ?? '';
    const token = target?.token ?? null;
    void verifyBooking(target, {
      isPaid: () => isBookingPaid(ref, token, signal),
      loadBooking: () => getBooking(ref, token, signal),
      wait: (ms) => sleep(ms, signal),
      onRecheck: () => {
        if (!signal.aborted) setState({ kind: 'verifying', recheck: true });
      },
    }).then((outcome) => {
      if (signal.aborted) return;
      if (!keepsPendingBooking(outcome)) clearPendingBooking();
      setState(outcome);
    });
    return () => controller.abort();
  }, [query]);

  return state;
}
