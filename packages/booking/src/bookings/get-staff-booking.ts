import { defaultRefundPolicy, type StaffBookingDetail } from '@tenuta/contracts';
import type { Payment } from '@tenuta/db';
import { findBookingByRef } from './booking-repository.ts';
import { notFound } from '@tenuta/core';
import { findBookingPayments } from '../payments/payments-repository.ts';
import type { Executor } from '@tenuta/core';
import { bookingEmails, bookingRecord, staffNames } from './booking-record-repository.ts';
import { bookingHistory, eventStaffId } from './staff-booking-history.ts';
import { isVoidable, ledgerTotals, onSiteDueCents, staffActions } from './staff-booking-rules.ts';
import type { StaffBookingDeps } from './staff-booking-deps.ts';
import { loadStaffBooking, type StaffBookingRecord } from './staff-bookings-repository.ts';
import { loadOrderLines } from './booking-order-lines.ts';
import { channelView } from '../sales-channel.ts';
import { findOpenPaymentLink, openLinkOf } from '../payment-links/open-link-repository.ts';

const fallbackTitles = { TRUFFLE: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' }, WINE: { it: 'Degustazione di Vini', en: 'Wine Tasting' } } as const;
export const experienceTitle = (r: Pick<StaffBookingRecord, 'titleIt' | 'titleEn' | 'category'>) =>
  r.titleIt && r.titleEn ? { it: r.titleIt, en: r.titleEn } : { ...fallbackTitles[r.category] };

/** A booking by its id or BK- number; 404 otherwise. */
export async function resolveStaffBooking(db: Executor, ref: string | number): Promise<{ id: number; bookingNumber: string }> {
  const b = await findBookingByRef(db, ref);
  if (!b) throw notFound('Booking');
  return { id: b.id, bookingNumber: b.bookingNumber };
}

/** GET /api/staff/bookings/{id}: the booking whole, as staff need it, with the actions possible now. */
export async function getStaffBooking(deps: Pick<StaffBookingDeps, 'db' | 'clock' | 'refundPolicy'>, ref: string | number): Promise<StaffBookingDetail> {
  const found = await resolveStaffBooking(deps.db, ref);
  return staffBookingView(deps, found.id);
}

/** The detail, read fresh (after an action too). */
export async function staffBookingView(deps: Pick<StaffBookingDeps, 'db' | 'clock' | 'refundPolicy'>, bookingId: number): Promise<StaffBookingDetail> {
  const db = deps.db;
  const b = await loadStaffBooking(db, bookingId);
  if (!b) throw notFound('Booking');
  const [ledger, emails, record, orderLines, link] = await Promise.all([
    findBookingPayments(db, b.id),
    bookingEmails(db, b.id),
    bookingRecord(db, b),
    loadOrderLines(db, b),
    findOpenPaymentLink(db, b.id),
  ]);
  const names = await staffNames(db, [
    ...ledger.map((p) => p.staffId ?? 0),
    ...ledger.map((p) => p.voidedBy ?? 0),
    ...record.events.map((e) => eventStaffId(e.actor) ?? 0),
    ...record.audit.map((a) => a.staffId ?? 0),
    ...record.notes.map((n) => n.staffId),
    record.checkIn?.staffId ?? 0,
  ]);
  const who = (id: number | null | undefined) => (id ? (names.get(id) ?? { id, name: `#${id}`, email: '' }) : null);
  const totals = ledgerTotals(ledger);
  const endsAt = new Date(b.startsAt.getTime() + b.durationMinutes * 60_000);
  return {
    id: b.id,
    booking_number: b.bookingNumber,
    status: b.status,
    payment_status: b.paymentStatus,
    category: b.category,
    created_at: b.createdAt.toISOString(),
    channel: channelView(b.channel),
    order_lines: orderLines,
    guest: { name: b.customerName, email: b.customerEmail, phone: b.customerPhone, locale: b.locale, notes: b.notes },
    slot: {
      id: b.slotId,
      experience_id: b.experienceId,
      experience_title: experienceTitle(b),
      slot_category: b.slotCategory,
      starts_at: b.startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      date: b.romeDate,
      start_time: b.romeStart,
      end_time: b.romeEnd,
      duration_minutes: b.durationMinutes,
      language: b.language,
      is_active: b.slotActive,
      cancelled_at: b.slotCancelledAt ? b.slotCancelledAt.toISOString() : null,
    },
    party: { adults: b.adults, children: b.children, people_count: b.adults + b.children, vip: b.vip },
    prices: {
      unit_price_cents: b.unitPriceCents,
      vip_supplement_cents: b.vip ? b.vipSupplementCents : 0,
      subtotal_cents: b.subtotalCents,
      discount_cents: b.discountCents,
      coupon_code: b.couponCode,
      total_cents: b.totalCents,
    },
    money: {
      paid_cents: totals.paidCents,
      paid_on_site_cents: totals.paidOnSiteCents,
      refunded_cents: totals.refundedCents,
      refund_pending_cents: totals.refundPendingCents,
      refundable_cents: totals.refundableCents,
      due_on_site_cents: onSiteDueCents(b, totals.paidCents),
    },
    cancellation: { cancelled_at: b.cancelledAt ? b.cancelledAt.toISOString() : null, reason: b.cancelReason, cancelled_by: b.cancelledAt ? cancelledBy(record.events) : null },
    check_in: record.checkIn ? { at: record.checkIn.checkedInAt.toISOString(), method: record.checkIn.method, staff: who(record.checkIn.staffId) } : null,
    payments: ledger.map((p) => paymentView(p, who(p.staffId), who(p.voidedBy))),
    emails: emails.map((n) => ({
      id: n.id,
      kind: n.kind,
      recipient: n.recipient,
      locale: n.locale,
      status: n.status,
      attempts: n.attempts,
      created_at: n.createdAt.toISOString(),
      sent_at: n.sentAt ? n.sentAt.toISOString() : null,
      last_error: n.lastError,
    })),
    history: bookingHistory(record, names),
    actions: staffActions(b, ledger, deps.clock.now(), deps.refundPolicy ?? defaultRefundPolicy, openLinkOf(link)),
  };
}

type Named = { id: number; name: string; email: string } | null;

/**
 * Whose decision a cancellation was: what staff recorded (the guest's request or the estate's);
 * the guest's own link, their agency or its system are the guest's; a slot the estate cancelled,
 * or a staff cancellation from before staff said (its e-mail apologised for the estate), the estate's.
 */
function cancelledBy(events: readonly { type: string; actor: string; data: unknown }[]): 'guest' | 'estate' | null {
  const e = [...events].reverse().find((x) => x.type === 'cancelled' || x.type === 'slot_cancelled');
  if (!e) return null;
  const said = (e.data as { cancelled_by?: unknown } | null)?.cancelled_by;
  if (said === 'guest' || said === 'estate') return said;
  if (e.type === 'slot_cancelled' || e.actor.startsWith('staff:')) return 'estate';
  return e.actor === 'guest' || e.actor.startsWith('partner:') || e.actor.startsWith('octo:') ? 'guest' : null;
}

const paymentView = (p: Payment, staff: Named, voidedBy: Named): StaffBookingDetail['payments'][number] => ({
  id: p.id,
  kind: p.kind,
  provider: p.provider,
  method: p.method,
  status: p.status,
  amount_cents: p.amountCents,
  currency: p.currency,
  reason: p.reason,
  provider_payment_id: p.providerPaymentId,
  provider_refund_id: p.providerRefundId,
  error: p.declineCode ?? p.errorCode,
  staff,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
  voidable: isVoidable(p),
  void: p.voidedAt ? { at: p.voidedAt.toISOString(), reason: p.voidReason ?? '', staff: voidedBy } : null,
});
