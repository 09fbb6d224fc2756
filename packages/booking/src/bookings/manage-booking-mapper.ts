import type { ManageBooking, RefundPolicy } from '@tenuta/contracts';
import type { Payment } from '@tenuta/db';
import { toEuros, type Cents } from '@tenuta/core';
import { reviewEligibility } from '../reviews/review-rules.ts';
import { cancellationTerms, dateChangeTerms, isActive, maskEmail } from './booking-policy.ts';
import type { ManagedBookingRow } from './manage-booking-repository.ts';

type LedgerRow = Pick<Payment, 'kind' | 'status' | 'amountCents'>;

const fallbackTitles = { TRUFFLE: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' }, WINE: { it: 'Degustazione di Vini', en: 'Wine Tasting' } } as const;

const sum = (rows: readonly LedgerRow[], kind: LedgerRow['kind'], status: LedgerRow['status']): Cents =>
  rows.filter((r) => r.kind === kind && r.status === status).reduce((a, r) => a + r.amountCents, 0);

/** Paid and not given back nor on its way back: the base of a refund. */
export const refundableCents = (rows: readonly LedgerRow[]): Cents =>
  Math.max(0, sum(rows, 'payment', 'succeeded') - sum(rows, 'refund', 'succeeded') - sum(rows, 'refund', 'pending'));

/** What GET /api/bookings/{id} answers: the booking, its money from the ledger and what the guest may still do. */
export function toManageBooking(b: ManagedBookingRow, ledger: readonly LedgerRow[], now: Date, policy: RefundPolicy, locale: 'it' | 'en'): ManageBooking {
  const title = b.titleIt && b.titleEn ? { it: b.titleIt, en: b.titleEn } : { ...fallbackTitles[b.category] };
  const cancel = cancellationTerms({ status: b.status, startsAt: b.startsAt, paidCents: refundableCents(ledger) }, now, policy);
  const change = dateChangeTerms({ status: b.status, startsAt: b.startsAt }, now, policy);
  const endsAt = new Date(b.startsAt.getTime() + b.durationMinutes * 60_000);
  const paid = sum(ledger, 'payment', 'succeeded');
  const onSite = b.paymentStatus === 'pay_on_site' && isActive(b.status) ? Math.max(0, b.totalCents - paid) : 0;
  return {
    id: b.id,
    booking_number: b.bookingNumber,
    status: b.status,
    payment_status: b.paymentStatus,
    category: b.category,
    experience_id: b.experienceId,
    experience_title: title,
    experience_name: title[locale],
    starts_at: b.startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    date: b.romeDate,
    start_time: b.romeStart,
    end_time: b.romeEnd,
    duration_minutes: b.durationMinutes,
    adults: b.adults,
    children: b.children,
    people_count: b.adults + b.children,
    vip: b.vip,
    language: b.language,
    customer: { name: b.customerName, email: maskEmail(b.customerEmail) },
    amounts: {
      unit_price: toEuros(b.unitPriceCents),
      subtotal: toEuros(b.subtotalCents),
      vip_supplement: toEuros(b.vipSupplementCents),
      discount: toEuros(b.discountCents),
      total: toEuros(b.totalCents),
      paid: toEuros(paid),
      refunded: toEuros(sum(ledger, 'refund', 'succeeded')),
      refund_pending: toEuros(sum(ledger, 'refund', 'pending')),
      due_on_site: toEuros(onSite),
    },
    cancellation: {
      allowed: cancel.allowed,
      refund_percent: cancel.refundPercent,
      refund_amount: toEuros(cancel.refundCents),
      nothing_charged: cancel.nothingCharged,
      reason_if_not_allowed: cancel.reason,
    },
    date_change: { allowed_free: change.allowedFree, deadline: change.deadline.toISOString(), reason_if_not_allowed: change.reason },
    reviewable: !b.hasReview && reviewEligibility({ status: b.status, endsAt }, now) === 'ok',
    cancelled_at: b.cancelledAt ? b.cancelledAt.toISOString() : null,
    cancel_reason: b.cancelReason,
  };
}
