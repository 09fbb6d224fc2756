import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  staffBookingRefParam,
  staffCheckInRefusal,
  staffCheckInRequest,
  staffCheckInResponse,
  staffCheckInScanRequest,
  staffManifestCsv,
  staffManifestQuery,
  staffManifestResponse,
  type StaffArrival,
  type StaffManifestTotals,
} from '@tenuta/contracts';
import { channelView, checkInBooking, exportManifestCsv, getManifest, isCheckInRefused, type ArrivalBooking, type CheckInInput, type ManifestTotals } from '@tenuta/booking';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 503: errorResponse };

export const arrivalView = (b: ArrivalBooking): StaffArrival => ({
  id: b.id,
  booking_number: b.bookingNumber,
  status: b.status,
  category: b.category,
  slot_id: b.slotId,
  starts_at: b.startsAt.toISOString(),
  experience_title: b.experience,
  adults: b.adults,
  children: b.children,
  people_count: b.adults + b.children,
  language: b.language,
  vip: b.vip,
  customer_name: b.customerName,
  customer_phone: b.customerPhone,
  notes: b.notes,
  due_on_site_cents: b.dueCents,
  check_in: b.checkIn ? { at: b.checkIn.at.toISOString(), by: b.checkIn.by, method: b.checkIn.method } : null,
  channel: channelView(b.channel),
});

const totalsView = (t: ManifestTotals): StaffManifestTotals => ({
  bookings: t.bookings,
  adults: t.adults,
  children: t.children,
  people_count: t.people,
  checked_in_bookings: t.checkedInBookings,
  checked_in_people: t.checkedInPeople,
  due_on_site_cents: t.dueCents,
});

/**
 * Check-in, the day's manifest and its CSV. A refused check-in answers 409
 * with the reason in `detail` and what the desk needs to say why: who
 * checked the guest in and when (already_checked_in), the status
 * (not_checkable), the booking (the slot's time for outside_window).
 */
export const staffCheckInRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkIn = async (reply: FastifyReply, input: CheckInInput, req: Parameters<typeof currentStaff>[0]) => {
    try {
      const booking = await checkInBooking(app.deps, input, currentStaff(req));
      return reply.status(200).send({ success: true as const, data: { booking: arrivalView(booking) } });
    } catch (error) {
      if (!isCheckInRefused(error)) throw error;
      return reply.status(409).send({
        success: false as const,
        error: error.message,
        detail: error.reason,
        code: 'conflict',
        booking: arrivalView(error.booking),
        status: error.status,
        ...(error.checkIn ? { checked_in_by: error.checkIn.by, checked_in_at: error.checkIn.at.toISOString() } : {}),
      });
    }
  };
  const checkInResponses = { 200: staffCheckInResponse, 409: staffCheckInRefusal, ...errors };

  app.post(
    '/bookings/:id/check-in',
    {
      preHandler: requireStaff(app, 'checkin'),
      schema: {
        tags: ['staff'],
        summary: 'Checks a guest in by booking id or number (a tap on the manifest, or typed at the desk); 409 says who checked them in and when',
        params: staffBookingRefParam,
        body: staffCheckInRequest,
        response: checkInResponses,
      },
    },
    async (req, reply) => checkIn(reply, { bookingRef: req.params.id, method: req.body.method }, req),
  );

  app.post(
    '/check-in/scan',
    {
      preHandler: requireStaff(app, 'checkin'),
      schema: {
        tags: ['staff'],
        summary: 'Checks a guest in with the signed token of their confirmation’s QR code; a forged or altered token is a plain 404',
        body: staffCheckInScanRequest,
        response: checkInResponses,
      },
    },
    async (req, reply) => checkIn(reply, { token: req.body.token, method: 'qr' }, req),
  );

  app.get(
    '/manifest',
    {
      preHandler: requireStaff(app, 'manifest.read'),
      schema: {
        tags: ['staff'],
        summary: 'The day’s manifest: slots in time order, each with its bookings, arrivals and totals (date: Rome day, default today)',
        querystring: staffManifestQuery,
        response: { 200: staffManifestResponse, ...errors },
      },
    },
    async (req, reply) => {
      const m = await getManifest(app.deps, { date: req.query.date });
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: {
          date: m.date,
          slots: m.slots.map((s) => ({
            id: s.id,
            starts_at: s.startsAt.toISOString(),
            duration_minutes: s.durationMinutes,
            category: s.category,
            experience_title: s.experience,
            capacity_total: s.capacityTotal,
            is_active: s.isActive,
            cancelled: s.cancelled,
            bookings: s.bookings.map(arrivalView),
            totals: totalsView(s.totals),
          })),
          totals: totalsView(m.totals),
        },
      };
    },
  );

  app.get(
    '/manifest.csv',
    {
      preHandler: requireStaff(app, 'manifest.read'),
      schema: {
        tags: ['staff'],
        summary: 'The day’s manifest as CSV (UTF-8, one line per booking); the download is recorded in the audit log',
        querystring: staffManifestQuery,
        // 200 is the CSV text itself (sent as text/csv, so not serialised as JSON); errors are the usual JSON.
        response: { 200: staffManifestCsv, ...errors },
      },
    },
    async (req, reply) => {
      const file = await exportManifestCsv(app.deps, { date: req.query.date }, currentStaff(req));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );
};
