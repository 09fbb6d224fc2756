import { useEffect, useReducer, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getCheckoutSession } from './api/checkout-api.ts';
import { clearWineBookingData, readWineBookingData, wipeCompletedCheckout } from './checkout-storage.ts';
import { CANCEL_REDIRECT_MS, initialSuccessState, POLL_INTERVAL_MS, successReducer } from './success-state.ts';

/**
 * The success page (docs/product.md, Checkout success). With ?session_id it loads the
 * session and polls an open one; without, it shows the wine bookings this tab
 * confirmed. `forgetCart` is the cart feature's, called once on success (the
 * server has already turned the cart's holds into the bookings).
 */
export function useCheckoutSuccess(forgetCart: () => void) {
  const [state, dispatch] = useReducer(successReducer, initialSuccessState);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id')?.trim() || null;
  const cleared = useRef(false);

  // Without a session id: this tab's wine confirmation, or nothing.
  useEffect(() => {
    if (sessionId) return;
    const data = readWineBookingData();
    dispatch(data ? { type: 'wine_data', data } : { type: 'no_data' });
  }, [sessionId]);

  // Load, then poll every 2.5 s while the session is open (at most 30 times).
  const attempt = state.kind === 'polling' ? state.attempt : 0;
  const active = state.kind === 'loading' || state.kind === 'polling';
  useEffect(() => {
    if (!sessionId || !active) return;
    const controller = new AbortController();
    const timer = window.setTimeout(
      () => {
        getCheckoutSession(sessionId, controller.signal)
          .then((details) => dispatch({ type: 'session', details }))
          .catch((e: unknown) => {
            if (controller.signal.aborted) return;
            // Polling errors are only logged; a first-load failure is shown (docs/product.md, Success page errors).
            if (attempt > 0) console.warn(`[checkout] session poll ${attempt} failed:`, e instanceof Error ? e.message : e);
            dispatch({ type: 'session_failed' });
          });
      },
      attempt === 0 ? 0 : POLL_INTERVAL_MS,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [sessionId, active, attempt]);

  // Completed: clear the cart, the stored checkout data and (for a paid session) the wine data.
  const source = state.kind === 'success' ? state.summary.source : null;
  useEffect(() => {
    if (!source || cleared.current) return;
    cleared.current = true;
    forgetCart();
    wipeCompletedCheckout();
    // The wine confirmation stays for this tab so a reload still shows it.
    if (source === 'session') clearWineBookingData();
  }, [source, forgetCart]);

  // Nothing to show → /checkout/cancel after 2 s (docs/product.md, Constants).
  const noData = state.kind === 'error' && state.code === 'no_data';
  useEffect(() => {
    if (!noData) return;
    const timer = window.setTimeout(() => navigate('/checkout/cancel', { replace: true }), CANCEL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [noData, navigate]);

  return state;
}
