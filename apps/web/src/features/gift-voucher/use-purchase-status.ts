import { useEffect, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { getGiftVoucherPurchase } from './api/gift-voucher-api.ts';
import { forgetGiftForm } from './gift-form-storage.ts';
import { initialPurchaseState, isWaiting, PURCHASE_POLL_MS, purchaseReducer } from './purchase-state.ts';

/**
 * The return page's purchase (`?purchase=` in the provider's return address): read once, then
 * polled every 2 s while the payment is being confirmed, at most MAX_PURCHASE_POLLS times.
 */
export function usePurchaseStatus() {
  const [params] = useSearchParams();
  const id = params.get('purchase')?.trim() || null;
  const [state, dispatch] = useReducer(purchaseReducer, initialPurchaseState);

  useEffect(() => dispatch({ type: 'address', id }), [id]);

  const waiting = isWaiting(state);
  const attempt = state.kind === 'pending' ? state.attempt : 0;
  useEffect(() => {
    if (!id || !waiting) return;
    const controller = new AbortController();
    const timer = window.setTimeout(
      () => {
        getGiftVoucherPurchase(id, controller.signal).then(
          (purchase) => dispatch({ type: 'loaded', purchase }),
          (e: unknown) => {
            if (!controller.signal.aborted) dispatch({ type: 'load_failed', status: isApiError(e) ? e.status : 0 });
          },
        );
      },
      attempt === 0 ? 0 : PURCHASE_POLL_MS,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [id, waiting, attempt]);

  // Paid: the form kept for a cancelled payment is no longer needed.
  const paid = state.kind === 'paid';
  useEffect(() => {
    if (paid) forgetGiftForm();
  }, [paid]);

  return { state, retry: () => dispatch({ type: 'retry' }) };
}
