import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingAccessQuery,
  bookingRefParam,
  cancelBookingRequest,
  cancelBookingResponse,
  changeDateRequest,
  changeDateResponse,
  createBookingRequest,
  createBookingResponse,
  dateOptionsResponse,
  errorResponse,
  manageBookingResponse,
} from '@tenuta/contracts';
import { cancelBooking, cancelResultBody, changeBookingDate, createBooking, getBookingCalendar, getManagedBooking, listDateOptions, type GuestBookingDeps } from '@tenuta/booking';
import { enforceRateLimit, toEuros, type RateLimitRule } from '@tenuta/core';
import { checkoutDeps } from '../../checkout-deps.ts';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse, 502: errorResponse, 503: errorResponse };

/** POST /api/bookings per client address: 10 bookings in 10 minutes. */
export const DEFAULT_CREATE_BOOKING_RATE_LIMIT: RateLimitRule = { name: 'booking-create', limit: 10, windowSeconds: 600 };

export interface BookingRoutesOptions {
  /** Tests may give their own budget. */
  createRateLimit?: RateLimitRule;
}

/**
 * The guest's bookings (docs/product.md, Booking calls: GET /bookings/{id} with a token,
 * POST /bookings/{id}/cancel with a reason, POST /bookings) and the manage
 * page's date change and calendar file. Every route but the create one
 * answers the same 404 without the booking's manage token.
 */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, options) => {
  const deps = (): GuestBookingDeps & { publicUrl: string } => checkoutDeps(app);
  const createRule = options.createRateLimit ?? DEFAULT_CREATE_BOOKING_RATE_LIMIT;

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'A booking by id or BK- number, with its manage token: details, money, what the guest may still do',
        params: bookingRefParam,
        querystring: bookingAccessQuery,
        response: { 200: manageBookingResponse, ...errors },
      },
    },
    async (req) => {
      const booking = await getManagedBooking(deps(), { ref: req.params.id, token: req.query.token }, req.query.locale);
      return { success: true as const, data: { booking } };
    },
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancels the booking (reason required): refund per the policy, seats freed, e-mails queued',
        params: bookingRefParam,
        querystring: bookingAccessQuery,
        body: cancelBookingRequest,
        response: { 200: cancelBookingResponse, ...errors },
      },
    },
    async (req) => {
      const result = await cancelBooking(deps(), {
        ref: req.params.id,
        token: req.query.token,
        reason: req.body.reason,
        ...(req.query.locale ? { locale: req.query.locale } : {}),
      });
      return { success: true as const, data: cancelResultBody(result) };
    },
  );

  app.get(
    '/bookings/:id/date-options',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Other slots of the same experience, from tomorrow, that the party fits: a free change of date (7+ days before)',
        params: bookingRefParam,
        querystring: bookingAccessQuery,
        response: { 200: dateOptionsResponse, ...errors },
      },
    },
    async (req) => {
      const o = await listDateOptions(deps(), { ref: req.params.id, token: req.query.token });
      return {
        success: true as const,
        data: { allowed_free: o.allowedFree, deadline: o.deadline.toISOString(), reason_if_not_allowed: o.reason, options: o.options },
      };
    },
  );

  app.post(
    '/bookings/:id/change-date',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Moves the booking to another slot (free, 7+ days before; same price); e-mail with the new .ics',
        params: bookingRefParam,
        querystring: bookingAccessQuery,
        body: changeDateRequest,
        response: { 200: changeDateResponse, ...errors },
      },
    },
    async (req) => {
      const r = await changeBookingDate(deps(), {
        ref: req.params.id,
        token: req.query.token,
        slotId: req.body.slot_id,
        ...(req.query.locale ? { locale: req.query.locale } : {}),
      });
      return { success: true as const, data: { booking: r.booking, previous: r.previous, email_queued: r.emailQueued } };
    },
  );

  app.get(
    '/bookings/:id/calendar.ics',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The booking as an iCalendar file (text/calendar attachment)',
        params: bookingRefParam,
        querystring: bookingAccessQuery,
        // 200 is the .ics text itself (not JSON); errors are the usual JSON.
      },
    },
    async (req, reply) => {
      const d = deps();
      const ics = await getBookingCalendar(d, { ref: req.params.id, token: req.query.token, publicUrl: d.publicUrl, ...(req.query.locale ? { locale: req.query.locale } : {}) });
      return reply
        .header('content-type', ics.contentType)
        .header('content-disposition', `attachment; filename="${ics.filename.replace(/[^\w.-]/g, '_')}"`)
        .send(ics.content);
    },
  );

  app.post(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Books one slot directly: wine confirmed (pay on site), truffle pending (pay through the payment API)',
        body: createBookingRequest,
        response: { 201: createBookingResponse, ...errors },
      },
    },
    async (req, reply) => {
      const d = deps();
      await enforceRateLimit(d, createRule, req.ip);
      const created = await createBooking(d, req.body);
      return reply.status(201).send({
        success: true as const,
        data: {
          booking: created.booking,
          manage_token: created.manageToken,
          payment: { required: created.amountDueCents > 0, amount: toEuros(created.amountDueCents), amount_cents: created.amountDueCents },
        },
      });
    },
  );
};
