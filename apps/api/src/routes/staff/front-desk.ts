import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  staffBookingRefParam,
  staffBookingResponse,
  staffCollectRequest,
  staffCollectResponse,
  staffUndoResponse,
  staffVoidPaymentParams,
  staffVoidPaymentRequest,
} from '@tenuta/contracts';
import { collectAtCheckIn, undoCheckIn, undoNoShow, voidOnSitePayment } from '@tenuta/booking';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';
import { arrivalView } from './check-in.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };
const tags = ['staff'];

/**
 * The front desk's corrections and takings: a check-in or a no-show undone
 * (permission checkin: the desk that checks guests in corrects itself),
 * the amount due collected from the check-in result (payments.on_site), an
 * on-site payment recorded by mistake voided (payments.void: owner and
 * manager). Every answer is personal data: never cached.
 */
export const staffFrontDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/bookings/:id/check-in/undo',
    {
      preHandler: requireStaff(app, 'checkin'),
      schema: {
        tags,
        summary: 'Undoes a check-in made by mistake: the booking is booked again (confirmed or paid) and can be checked in again; 409 not_checked_in',
        params: staffBookingRefParam,
        response: { 200: staffUndoResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { booking: arrivalView(await undoCheckIn(app.deps, { bookingRef: req.params.id }, currentStaff(req))) } }),
  );

  app.post(
    '/bookings/:id/no-show/undo',
    {
      preHandler: requireStaff(app, 'checkin'),
      schema: {
        tags,
        summary: 'Undoes a no-show on the slot’s day (a late guest): the booking is booked again and can be checked in; 409 not_no_show or outside_window',
        params: staffBookingRefParam,
        response: { 200: staffUndoResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { booking: arrivalView(await undoNoShow(app.deps, { bookingRef: req.params.id }, currentStaff(req))) } }),
  );

  app.post(
    '/bookings/:id/check-in/collect',
    {
      preHandler: requireStaff(app, 'payments.on_site'),
      schema: {
        tags,
        summary: 'Collects money due on site from the check-in screen (cash or card terminal); never more than is due (409 amount_exceeds_due with the numbers)',
        params: staffBookingRefParam,
        body: staffCollectRequest,
        response: { 201: staffCollectResponse, ...errors },
      },
    },
    async (req, reply) => {
      const r = await collectAtCheckIn(app.deps, { bookingRef: req.params.id, amountCents: req.body.amount_cents, method: req.body.method }, currentStaff(req));
      return reply.status(201).send({ success: true as const, data: { booking: arrivalView(r.booking), payment_id: r.paymentId, due_cents: r.dueCents } });
    },
  );

  app.post(
    '/bookings/:id/payments/:paymentId/void',
    {
      preHandler: requireStaff(app, 'payments.void'),
      schema: {
        tags,
        summary: 'Voids an on-site payment recorded by mistake (reason required): it no longer counts as paid and the amount due comes back; audited',
        params: staffVoidPaymentParams,
        body: staffVoidPaymentRequest,
        response: { 200: staffBookingResponse, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: { booking: await voidOnSitePayment(app.deps, { ref: req.params.id, paymentId: req.params.paymentId, reason: req.body.reason }, currentStaff(req)) },
    }),
  );
};
