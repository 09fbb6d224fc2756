import type { StaffSlot, StaffSlotExperience } from '@tenuta/contracts';
import type { Experience, Payment } from '@tenuta/db';
import { refundableCents } from '../bookings/manage-booking-mapper.ts';
import { allocateRefund, type RefundPart } from '../bookings/booking-refunds.ts';
import { voucherRoomCents } from '../payments/payment-summary.ts';
import { effectiveCutoff } from '../cutoff/index.ts';
import { freeSeats } from '../holds/index.ts';
import type { Cents } from '@tenuta/core';
import type { StaffSlotRow } from './staff-slot-repository.ts';

/** The calendar's view of a slot: seats booked, held and free from the occupancy query. */
export function toStaffSlot(s: StaffSlotRow): StaffSlot {
  return {
    id: s.id,
    category: s.category,
    experience_id: s.experienceId,
    experience_title: s.titleIt && s.titleEn ? { it: s.titleIt, en: s.titleEn } : null,
    booked_category: s.category === 'CHOICE' ? s.firstCategory : null,
    date: s.romeDate,
    start_time: s.romeStart,
    end_time: s.romeEnd,
    starts_at: s.startsAt.toISOString(),
    ends_at: new Date(s.startsAt.getTime() + s.durationMinutes * 60_000).toISOString(),
    duration_minutes: s.durationMinutes,
    languages: s.languages,
    capacity_total: s.capacityTotal,
    seats_booked: s.booked,
    seats_held: Math.max(0, s.people - s.booked),
    seats_free: freeSeats(s),
    bookings_count: s.bookingsCount,
    is_private: s.isPrivate,
    is_vip_blocked: s.isVipBlocked,
    is_active: s.isActive,
    cancelled_at: s.cancelledAt ? s.cancelledAt.toISOString() : null,
    cancel_reason: s.cancelReason,
    truffle_price_cents: s.trufflePriceCents,
    truffle_vip_upgrade_price_cents: s.truffleVipUpgradePriceCents,
    wine_price_cents: s.winePriceCents,
    wine_vip_upgrade_price_cents: s.wineVipUpgradePriceCents,
  };
}

export const toSlotExperience = (e: Experience): StaffSlotExperience => ({
  id: e.id,
  slug: e.slug,
  category: e.category,
  title: { it: e.titleIt, en: e.titleEn },
  duration_minutes: e.durationMinutes,
  price_cents: e.priceCents,
  is_active: e.isActive,
  booking_cutoff_minutes: e.bookingCutoffMinutes,
  effective_cutoff_minutes: effectiveCutoff(e.category, e.bookingCutoffMinutes),
});

export interface FullRefund {
  /** Paid and not given back nor on its way back. */
  paidCents: Cents;
  /** All of it that went through the card provider, split over the PaymentIntents. */
  parts: RefundPart[];
  /** Paid by gift vouchers: back to them (billing writes their entries). */
  voucherCents: Cents;
  /** Card and vouchers together. */
  refundCents: Cents;
  /** Paid at the estate (no PaymentIntent): given back by hand. */
  onSiteCents: Cents;
}

/** A cancelled slot gives back everything paid: to the cards what was paid by card, to the gift vouchers theirs, the rest by hand. Pure. */
export function fullRefund(ledger: readonly Payment[]): FullRefund {
  const paidCents = refundableCents(ledger);
  const voucherCents = Math.min(paidCents, voucherRoomCents(ledger));
  const parts = allocateRefund(ledger, paidCents - voucherCents);
  const refundCents = parts.reduce((a, p) => a + p.amountCents, 0) + voucherCents;
  return { paidCents, parts, voucherCents, refundCents, onSiteCents: paidCents - refundCents };
}
