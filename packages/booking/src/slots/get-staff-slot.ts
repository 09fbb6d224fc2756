import type { StaffSlotDetail } from '@tenuta/contracts';
import { notFound } from '@tenuta/core';
import { fullRefund, toStaffSlot } from './staff-slot-mapper.ts';
import { countHolds, findStaffSlot, ledgersOf, slotBookings } from './staff-slot-repository.ts';
import type { StaffSlotsDeps } from './staff-slots-deps.ts';

/**
 * GET /api/staff/slots/{id}: the slot, its live bookings with what each paid,
 * and what cancelling it now would do (bookings, refund to cards, money paid
 * at the estate to give back by hand, holds released). Read without locks:
 * the cancellation itself recomputes all of it under the slot's lock.
 */
export async function getStaffSlot(deps: Pick<StaffSlotsDeps, 'db' | 'clock'>, slotId: number): Promise<StaffSlotDetail> {
  const now = deps.clock.now();
  const slot = await findStaffSlot(deps.db, slotId, now);
  if (!slot) throw notFound('Slot');
  const [bookings, holds] = await Promise.all([slotBookings(deps.db, slotId, false), countHolds(deps.db, slotId, now)]);
  const ledgers = await ledgersOf(
    deps.db,
    bookings.map((b) => b.id),
  );
  const refunds = new Map(bookings.map((b) => [b.id, fullRefund(ledgers.get(b.id) ?? [])]));
  return {
    slot: toStaffSlot(slot),
    bookings: bookings.map((b) => ({
      id: b.id,
      booking_number: b.bookingNumber,
      customer_name: b.customerName,
      category: b.category,
      adults: b.adults,
      children: b.children,
      vip: b.vip,
      language: b.language,
      status: b.status,
      payment_status: b.paymentStatus,
      paid_cents: refunds.get(b.id)!.paidCents,
    })),
    cancel_preview: {
      bookings: bookings.length,
      people: bookings.reduce((a, b) => a + b.adults + b.children, 0),
      refund_cents: [...refunds.values()].reduce((a, r) => a + r.refundCents, 0),
      on_site_cents: [...refunds.values()].reduce((a, r) => a + r.onSiteCents, 0),
      holds,
    },
  };
}
