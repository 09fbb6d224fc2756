import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingRefParam,
  errorResponse,
  staffBookingCancelRequest,
  staffBookingCancelResponse,
  staffBookingChangeDateRequest,
  staffBookingDateOptionsResponse,
  staffBookingNoteRequest,
  staffBookingPaymentRequest,
  staffBookingResponse,
  staffBookingsCsvQuery,
  staffBookingsQuery,
  staffBookingsResponse,
} from '@tenuta/contracts';
import {
  addBookingNote,
  cancelBookingByStaff,
  changeBookingDateByStaff,
  exportBookingsCsv,
  getStaffBooking,
  listStaffDateOptions,
  markBookingNoShow,
  recordOnSitePayment,
  resendBookingConfirmation,
  resendPaymentLink,
  searchStaffBookings,
} from '@tenuta/booking';
import { can } from '@tenuta/identity';
import { checkoutDeps } from '../../checkout-deps.ts';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse, 503: errorResponse };
const tags = ['staff'];

/**
 * Bookings in the back office: search, the detail page, the CSV export, and
 * the actions (cancel with the policy's or an overridden refund, change of
 * date, confirmation again, internal note, payment taken on site, no-show).
 * Every answer is personal data: never cached.
 */
export const staffBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => checkoutDeps(app);
  const read = requireStaff(app, 'bookings.read');
  const write = requireStaff(app, 'bookings.write');
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const detail = (booking: Awaited<ReturnType<typeof getStaffBooking>>) => ({ success: true as const, data: { booking } });

  app.get(
    '/bookings',
    {
      preHandler: read,
      schema: {
        tags,
        summary:
          'Searches bookings: q (number, guest name or e-mail, any case or accents, partial; or phone, any formatting), Rome slot dates from..to, status, category, channel (direct, reseller, referrer, octo); newest first or by slot time; paged',
        querystring: staffBookingsQuery,
        response: { 200: staffBookingsResponse, ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      const data = await searchStaffBookings(app.deps.db, {
        q: q.q,
        from: q.from,
        to: q.to,
        status: q.status,
        category: q.category,
        channel: q.channel,
        sort: q.sort,
        page: q.page,
        pageSize: q.page_size,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/bookings.csv',
    {
      preHandler: requireStaff(app, 'exports'),
      schema: {
        tags,
        summary:
          "Bookings of the Rome days from..to as CSV, by experience date (the slot) or by payment date (by=payment); the exports' one dialect (UTF-8 with BOM, semicolons, euros with a decimal comma); recorded in the audit log",
        querystring: staffBookingsCsvQuery,
        // 200 is the CSV text itself (sent as text/csv); errors are the usual JSON.
        response: { 200: z.string().describe('text/csv; charset=utf-8: a header line, then one line per booking'), ...errors },
      },
    },
    async (req, reply) => {
      const file = await exportBookingsCsv(app.deps, req.query, currentStaff(req));
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.content);
    },
  );

  app.get(
    '/bookings/:id',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A booking by id or BK- number: guest, slot, prices, payments ledger, e-mails, history with notes, check-in, the actions possible now',
        params: bookingRefParam,
        response: { 200: staffBookingResponse, ...errors },
      },
    },
    async (req) => detail(await getStaffBooking(app.deps, req.params.id)),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      preHandler: write,
      schema: {
        tags,
        summary:
          'Cancels (reason required; also after the start) at the guest’s request or by the estate: refund per the active policy, or full / none / a percentage with bookings.refund; the guest is e-mailed unless notify_guest is false',
        params: bookingRefParam,
        body: staffBookingCancelRequest,
        response: { 200: staffBookingCancelResponse, ...errors },
      },
    },
    async (req) => {
      const staff = currentStaff(req);
      const r = await cancelBookingByStaff(
        deps(),
        {
          ref: req.params.id,
          reason: req.body.reason,
          refund: req.body.refund,
          mayOverrideRefund: can(staff.role, 'bookings.refund'),
          cancelledBy: req.body.cancelled_by,
          notifyGuest: req.body.notify_guest,
        },
        staff,
      );
      return {
        success: true as const,
        data: {
          booking: r.booking,
          refund_percent: r.refundPercent,
          refund_cents: r.refundCents,
          refund_status: r.refundStatus,
          policy_percent: r.policyPercent,
          email_queued: r.emailQueued,
        },
      };
    },
  );

  app.get(
    '/bookings/:id/date-options',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Slots of the same experience, not yet started, that the party fits (staff: no 7-day rule; another price is shown, the booking keeps its own)',
        params: bookingRefParam,
        response: { 200: staffBookingDateOptionsResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await listStaffDateOptions(app.deps, req.params.id) }),
  );

  app.post(
    '/bookings/:id/change-date',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Moves the booking to another slot under the slot locks and the seat re-check; the guest gets the new date and .ics',
        params: bookingRefParam,
        body: staffBookingChangeDateRequest,
        response: { 200: staffBookingResponse, ...errors },
      },
    },
    async (req) => detail(await changeBookingDateByStaff(deps(), { ref: req.params.id, slotId: req.body.slot_id }, currentStaff(req))),
  );

  app.post(
    '/bookings/:id/resend-confirmation',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Sends the confirmation e-mail again, with a fresh manage link (confirmed or paid bookings with an address)',
        params: bookingRefParam,
        response: { 200: staffBookingResponse, ...errors },
      },
    },
    async (req) => detail(await resendBookingConfirmation(deps(), req.params.id, currentStaff(req))),
  );

  app.post(
    '/bookings/:id/resend-payment-link',
    {
      // Whoever may send a payment link (a booking taken at the desk) may send it again.
      preHandler: requireStaff(app, 'bookings.create'),
      schema: {
        tags,
        summary: 'Sends the e-mail with the open payment link again (the same page, until the same time); 409 no_open_link once paid, expired or released',
        params: bookingRefParam,
        response: { 200: staffBookingResponse, ...errors },
      },
    },
    async (req) => detail(await resendPaymentLink(deps(), req.params.id, currentStaff(req))),
  );

  app.post(
    '/bookings/:id/notes',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Adds an internal note (never shown to the guest; append-only)',
        params: bookingRefParam,
        body: staffBookingNoteRequest,
        response: { 201: staffBookingResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(detail(await addBookingNote(app.deps, { ref: req.params.id, body: req.body.body }, currentStaff(req)))),
  );

  app.post(
    '/bookings/:id/payments',
    {
      preHandler: requireStaff(app, 'payments.on_site'),
      schema: {
        tags,
        summary: 'Records money taken on site (cash or card terminal) for a pay-on-site booking; never more than is due (409 with the numbers); covered: paid',
        params: bookingRefParam,
        body: staffBookingPaymentRequest,
        response: { 201: staffBookingResponse, ...errors },
      },
    },
    async (req, reply) => {
      const r = await recordOnSitePayment(app.deps, { ref: req.params.id, amountCents: req.body.amount_cents, method: req.body.method }, currentStaff(req));
      return reply.status(201).send(detail(r.booking));
    },
  );

  app.post(
    '/bookings/:id/no-show',
    {
      preHandler: requireStaff(app, 'checkin'),
      schema: {
        tags,
        summary: 'Marks a confirmed or paid booking as a no-show, once its slot has started (no refund); the desk may (permission checkin)',
        params: bookingRefParam,
        response: { 200: staffBookingResponse, ...errors },
      },
    },
    async (req) => detail(await markBookingNoShow(app.deps, req.params.id, currentStaff(req))),
  );
};
