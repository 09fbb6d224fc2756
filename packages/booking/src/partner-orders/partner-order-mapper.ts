import { defaultRefundPolicy, type PartnerOrder, type RefundPolicy } from '@tenuta/contracts';
import { cancellationTerms } from '../bookings/booking-policy.ts';
import { seesMoney, type PartnerCaller } from './partner-order-deps.ts';
import type { PartnerOrderRow } from './partner-orders-repository.ts';

const fallbackNames = { TRUFFLE: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' }, WINE: { it: 'Degustazione di Vini', en: 'Wine Tasting' } } as const;

/**
 * Whether the reseller may cancel it now, and the policy's refund percentage at this instant
 * (what a card order gets back; what an order on account stops owing). Referrers never cancel:
 * the booking is their guest's own.
 */
export function partnerCancelTerms(
  row: Pick<PartnerOrderRow, 'status' | 'startsAt'>,
  caller: Pick<PartnerCaller, 'partnerType'>,
  now: Date,
  policy: RefundPolicy,
): PartnerOrder['cancel'] {
  const terms = cancellationTerms({ status: row.status, startsAt: row.startsAt, paidCents: 0 }, now, policy);
  if (caller.partnerType !== 'reseller') return { allowed: false, refund_percent: terms.refundPercent, reason: 'not_reseller' };
  // From the start on it is a no-show: the same code as the refusal of the cancel call.
  return { allowed: terms.allowed, refund_percent: terms.allowed ? terms.refundPercent : 0, reason: terms.reason === 'started' ? 'cancel_too_late' : terms.reason };
}

/**
 * A booking as a partner reads it. Bookers get null money; a referrer sees its guest's name
 * only (no contact data, no reference, no user), the retail amount and no net rate.
 */
export function toPartnerOrder(row: PartnerOrderRow, caller: Pick<PartnerCaller, 'partnerType' | 'role'>, now: Date, policy: RefundPolicy = defaultRefundPolicy): PartnerOrder {
  const reseller = caller.partnerType === 'reseller';
  const money = seesMoney(caller);
  return {
    id: row.id,
    booking_number: row.bookingNumber,
    status: row.status,
    category: row.category,
    experience_name: row.titleIt && row.titleEn ? { it: row.titleIt, en: row.titleEn } : { ...fallbackNames[row.category] },
    date: row.romeDate,
    time: row.romeStart,
    slot_datetime: row.startsAt.toISOString(),
    adults: row.adults,
    children: row.children,
    vip: row.vip,
    language: row.language,
    guest_name: row.customerName,
    guest_phone: reseller ? row.customerPhone : null,
    guest_email: reseller ? row.guestEmail : null,
    guest_locale: row.locale,
    reference: reseller ? row.reference : null,
    payment: reseller ? row.partnerPayment : null,
    payment_status: row.paymentStatus,
    retail_cents: money ? row.totalCents : null,
    net_cents: money && reseller ? row.netCents : null,
    placed_by: reseller ? row.placedBy : null,
    created_at: row.createdAt.toISOString(),
    cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    cancel: partnerCancelTerms(row, caller, now, policy),
  };
}
