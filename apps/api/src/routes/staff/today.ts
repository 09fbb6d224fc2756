import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, staffTodayResponse, type StaffTodayDay } from '@tenuta/contracts';
import { getStaffToday, type TodayDay } from '@tenuta/booking';
import { requireStaff } from '../../plugins/staff-auth.ts';

const minutesSince = (at: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));

const dayView = (d: TodayDay): StaffTodayDay => ({
  date: d.date,
  slots: d.slots.map((s) => ({
    id: s.id,
    starts_at: s.startsAt.toISOString(),
    duration_minutes: s.durationMinutes,
    category: s.category,
    experience_title: s.experience,
    capacity_total: s.capacityTotal,
    booked: s.booked,
    held: s.held,
    free: s.free,
    is_active: s.isActive,
    is_private: s.isPrivate,
    cancelled: s.cancelled,
    arrivals: s.arrivals,
    checked_in: s.checkedIn,
    due_on_site_cents: s.dueCents,
    ended: s.ended,
    channels: s.channels,
    next_arrivals: s.nextArrivals.map((a) => ({ booking_id: a.bookingId, booking_number: a.bookingNumber, customer_name: a.customerName, people_count: a.people })),
  })),
  totals: {
    capacity: d.totals.capacity,
    booked: d.totals.booked,
    held: d.totals.held,
    free: d.totals.free,
    arrivals: { bookings: d.totals.arrivals, people: d.totals.arrivalPeople },
    checked_in: { bookings: d.totals.checkedIn, people: d.totals.checkedInPeople },
    due_on_site_cents: d.totals.dueCents,
  },
});

/** GET /api/staff/today: today's and tomorrow's slots, arrivals and money on site, and what needs a person. */
export const staffTodayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/today',
    {
      preHandler: requireStaff(app, 'today.read'),
      schema: {
        tags: ['staff'],
        summary:
          'Today and tomorrow: seats booked/held/free per slot, arrivals, money to collect on site; alerts (pending refunds, failed e-mails, unpaid bookings, reviews and messages waiting)',
        response: { 200: staffTodayResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (_req, reply) => {
      const t = await getStaffToday(app.deps);
      const a = t.alerts;
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: {
          now: t.now.toISOString(),
          days: t.days.map(dayView),
          alerts: {
            refunds_pending: {
              count: a.refundsPending.count,
              items: a.refundsPending.items.map((r) => ({
                payment_id: r.paymentId,
                booking_id: r.bookingId,
                booking_number: r.bookingNumber,
                amount_cents: r.amountCents,
                created_at: r.createdAt.toISOString(),
                age_minutes: minutesSince(r.createdAt, t.now),
                error_code: r.errorCode,
              })),
            },
            emails_failed: {
              count: a.emailsFailed.count,
              items: a.emailsFailed.items.map((e) => ({
                id: e.id,
                kind: e.kind,
                recipient: e.recipient,
                booking_id: e.bookingId,
                contact_message_id: e.contactMessageId,
                created_at: e.createdAt.toISOString(),
                last_error: e.lastError,
              })),
            },
            unpaid_bookings: {
              count: a.unpaidBookings.count,
              items: a.unpaidBookings.items.map((b) => ({
                booking_id: b.bookingId,
                booking_number: b.bookingNumber,
                customer_name: b.customerName,
                total_cents: b.totalCents,
                created_at: b.createdAt.toISOString(),
                age_minutes: minutesSince(b.createdAt, t.now),
                starts_at: b.startsAt.toISOString(),
              })),
            },
            reviews_pending: {
              count: a.reviewsPending.count,
              items: a.reviewsPending.items.map((r) => ({
                id: r.id,
                author_name: r.authorName,
                rating: r.rating,
                experience_title: r.experience,
                created_at: r.createdAt.toISOString(),
              })),
            },
            messages_open: {
              count: a.messagesOpen.count,
              items: a.messagesOpen.items.map((m) => ({ id: m.id, name: m.name, subject: m.subject, created_at: m.createdAt.toISOString() })),
            },
          },
        },
      };
    },
  );
};
