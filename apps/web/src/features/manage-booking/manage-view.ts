import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, type BookingStatus, type ManageBooking } from '@tenuta/contracts';
import { isApiError } from '../../lib/api-client.ts';

/**
 * What the manage page shows, derived from the server's answer. The rules
 * (refund, free date change, reviewable) are the server's; this only picks
 * words and rows.
 */

export type ManageAction = 'load' | 'cancel' | 'changeDate';

/** The `manage` catalogue key of an error, by what the guest was doing. */
export function manageErrorKey(error: unknown, action: ManageAction): string {
  if (!isApiError(error)) return 'errors.generic';
  if (error.status === 0) return 'errors.network';
  if (error.status === 404) return 'errors.notFound';
  if (error.status === 429) return 'errors.busy';
  if (error.status === 503) return 'errors.busy';
  if (error.status === 502) return 'errors.provider';
  if (action === 'cancel') {
    if (error.status === 409) return 'errors.cancelConflict';
    if (error.status === 400) return 'errors.reasonInvalid';
  }
  if (action === 'changeDate') {
    if (error.status === 409) return 'errors.changeConflict';
    if (error.code === 'capacity_exceeded' || error.code === 'choice_conflict') return 'errors.dateFull';
    if (error.status === 400) return 'errors.dateInvalid';
  }
  return action === 'load' ? 'errors.load' : 'errors.generic';
}

export type StatusTone = 'ok' | 'wait' | 'off';

export function statusTone(status: BookingStatus): StatusTone {
  if (status === 'pending') return 'wait';
  if (status === 'cancelled' || status === 'refunded' || status === 'no_show') return 'off';
  return 'ok';
}

export interface MoneyRow {
  /** `money.<key>` in the catalogue. */
  key: 'base' | 'children' | 'total' | 'discount' | 'vip' | 'paid' | 'onSite' | 'toPay' | 'refunded' | 'refundPending';
  amount: number;
  /** The base line's price per adult and number of adults; the children line's count. */
  unit?: number;
  count?: number;
}

/**
 * The breakdown as the checkout showed it: adults × price per adult, children (free), the VIP
 * supplement, the discount, the total; then what was paid, is due or came back (each only when not zero).
 */
export function moneyRows(b: ManageBooking): MoneyRow[] {
  const a = b.amounts;
  const rows: MoneyRow[] = [];
  if (b.adults > 0) rows.push({ key: 'base', amount: Math.round(a.unit_price * b.adults * 100) / 100, unit: a.unit_price, count: b.adults });
  if (b.children > 0) rows.push({ key: 'children', amount: 0, count: b.children });
  if (a.vip_supplement > 0) rows.push({ key: 'vip', amount: a.vip_supplement });
  if (a.discount > 0) rows.push({ key: 'discount', amount: a.discount });
  rows.push({ key: 'total', amount: a.total });
  if (a.paid > 0) rows.push({ key: 'paid', amount: a.paid });
  if (a.due_on_site > 0) rows.push({ key: 'onSite', amount: a.due_on_site });
  const unpaid = b.status === 'pending' && b.payment_status === 'unpaid' ? Math.max(0, a.total - a.paid) : 0;
  if (unpaid > 0) rows.push({ key: 'toPay', amount: unpaid });
  if (a.refunded > 0) rows.push({ key: 'refunded', amount: a.refunded });
  if (a.refund_pending > 0) rows.push({ key: 'refundPending', amount: a.refund_pending });
  return rows;
}

/** Another engineer's page: the review form of this booking. */
export const reviewHref = (b: Pick<ManageBooking, 'id'>, token: string) => `/reviews/new?booking=${b.id}&token=${encodeURIComponent(token)}`;

/** The booking's landing page, to book again. */
export const bookAgainHref = (b: Pick<ManageBooking, 'category'>) => (b.category === 'WINE' ? '/wine-tasting' : '/truffle-hunting');

export type ReasonProblem = 'required' | 'tooShort' | 'tooLong';

/** The same bounds as the API's (3 to 500 characters, trimmed). */
export function reasonProblem(reason: string): ReasonProblem | null {
  const n = reason.trim().length;
  if (n === 0) return 'required';
  if (n < CANCEL_REASON_MIN) return 'tooShort';
  if (n > CANCEL_REASON_MAX) return 'tooLong';
  return null;
}
