import type { StaffBookingsData, StaffBookingSort } from '@tenuta/contracts';
import type { BookingStatus } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import type { Executor } from '@tenuta/core';
import { experienceTitle } from './get-staff-booking.ts';
import { onSiteDueCents } from './staff-booking-rules.ts';
import { searchBookings } from './staff-bookings-repository.ts';
import { channelView, type SalesChannel } from '../sales-channel.ts';

export interface StaffBookingSearch {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: BookingStatus | undefined;
  category?: 'TRUFFLE' | 'WINE' | undefined;
  /** Who sold it (direct, reseller, referrer, octo). */
  channel?: SalesChannel | undefined;
  sort: StaffBookingSort;
  page: number;
  pageSize: number;
}

/**
 * GET /api/staff/bookings: bookings whose number, guest name or e-mail
 * contains `q` (any case, any accents) or whose phone contains its digits
 * (any formatting), with a slot on the Rome days from..to, of a status and
 * category; newest first or by slot time; one page of them.
 */
export async function searchStaffBookings(db: Executor, s: StaffBookingSearch): Promise<StaffBookingsData> {
  if (s.from && s.to && s.from > s.to) throw new DomainError('validation_error', 'The start date is after the end date', 'from must be on or before to');
  const q = s.q?.trim();
  const { rows, total } = await searchBookings(db, {
    q: q || undefined,
    from: s.from,
    to: s.to,
    status: s.status,
    category: s.category,
    channel: s.channel,
    sort: s.sort,
    limit: s.pageSize,
    offset: (s.page - 1) * s.pageSize,
  });
  return {
    bookings: rows.map((b) => ({
      id: b.id,
      booking_number: b.bookingNumber,
      status: b.status,
      payment_status: b.paymentStatus,
      category: b.category,
      experience_title: experienceTitle(b),
      starts_at: b.startsAt.toISOString(),
      date: b.romeDate,
      start_time: b.romeStart,
      adults: b.adults,
      children: b.children,
      people_count: b.adults + b.children,
      vip: b.vip,
      customer_name: b.customerName,
      customer_email: b.customerEmail,
      channel: channelView(b.channel),
      total_cents: b.totalCents,
      paid_cents: b.paidCents,
      due_on_site_cents: onSiteDueCents(b, b.paidCents),
      created_at: b.createdAt.toISOString(),
    })),
    total,
    page: s.page,
    page_size: s.pageSize,
    pages: Math.max(1, Math.ceil(total / s.pageSize)),
  };
}
