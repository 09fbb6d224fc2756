/**
 * The return page after paying for a voucher (/regala/grazie?purchase=…): reading the purchase,
 * polling briefly while the payment is confirmed, then what happened. Pure, tested.
 */
import type { GiftVoucherPurchaseStatus } from '@tenuta/contracts';

export const PURCHASE_POLL_MS = 2_000;
/** About 40 seconds of polling: a confirmation that takes longer arrives by e-mail. */
export const MAX_PURCHASE_POLLS = 20;

export type PurchaseState =
  /** Before hydration the address's purchase is not known yet. */
  | { kind: 'reading' }
  /** No purchase in the address. */
  | { kind: 'missing' }
  | { kind: 'loading' }
  /** Paid at the provider, not confirmed yet; `attempt` is the poll about to run. */
  | { kind: 'pending'; attempt: number; purchase: GiftVoucherPurchaseStatus }
  /** Still not confirmed after the last poll. */
  | { kind: 'still_pending'; purchase: GiftVoucherPurchaseStatus }
  | { kind: 'paid'; purchase: GiftVoucherPurchaseStatus }
  /** Never paid: the payment page expired or was left. */
  | { kind: 'abandoned' }
  /** Voided or expired since (a later visit). */
  | { kind: 'unavailable' }
  | { kind: 'not_found' }
  | { kind: 'failed' };

export type PurchaseEvent =
  | { type: 'address'; id: string | null }
  | { type: 'loaded'; purchase: GiftVoucherPurchaseStatus }
  | { type: 'load_failed'; status: number }
  | { type: 'retry' };

export const initialPurchaseState: PurchaseState = { kind: 'reading' };

/** Whether the page is waiting for an answer of the server (a first read or a poll). */
export const isWaiting = (s: PurchaseState) => s.kind === 'loading' || s.kind === 'pending';

export function purchaseReducer(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  switch (event.type) {
    case 'address':
      if (state.kind !== 'reading' && state.kind !== 'missing') return state;
      return event.id ? { kind: 'loading' } : { kind: 'missing' };
    case 'retry':
      return state.kind === 'failed' ? { kind: 'loading' } : state;
    case 'load_failed':
      if (event.status === 404) return { kind: 'not_found' };
      // A poll that fails counts as a poll: the next one may get through.
      if (state.kind === 'pending') return nextPoll(state.attempt, state.purchase);
      return state.kind === 'loading' ? { kind: 'failed' } : state;
    case 'loaded': {
      if (state.kind !== 'loading' && state.kind !== 'pending') return state;
      const p = event.purchase;
      switch (p.status) {
        case 'active':
          return { kind: 'paid', purchase: p };
        case 'pending_payment':
          return state.kind === 'loading' ? { kind: 'pending', attempt: 1, purchase: p } : nextPoll(state.attempt, p);
        case 'abandoned':
          return { kind: 'abandoned' };
        default:
          return { kind: 'unavailable' };
      }
    }
  }
}

function nextPoll(attempt: number, purchase: GiftVoucherPurchaseStatus): PurchaseState {
  return attempt >= MAX_PURCHASE_POLLS ? { kind: 'still_pending', purchase } : { kind: 'pending', attempt: attempt + 1, purchase };
}

/** Where and when the voucher arrives, as the page says it (never the code). */
export type Delivery = { to: 'buyer'; sent: boolean; email: string } | { to: 'recipient'; sent: boolean; name: string; on: string | null };

export function deliveryOf(p: GiftVoucherPurchaseStatus, today: string): Delivery {
  if (p.deliver_to === 'buyer') return { to: 'buyer', sent: p.delivered, email: p.buyer_email };
  const later = p.deliver_on !== null && p.deliver_on > today;
  return { to: 'recipient', sent: p.delivered, name: p.recipient_name, on: later && !p.delivered ? p.deliver_on : null };
}
