import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingPaymentStatusResponse,
  bookingPaymentsResponse,
  confirmPaymentFailure,
  confirmPaymentRequest,
  confirmPaymentSuccess,
  createPaymentIntentRequest,
  createPaymentIntentResponse,
  errorResponse,
  paymentStatusResponse,
} from '@tenuta/contracts';
import { confirmPayment, createPaymentIntent, getBookingPaymentStatus, getPaymentStatus, listBookingPayments } from '@tenuta/booking';
import { paymentsDeps } from '../../checkout-deps.ts';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse, 503: errorResponse };
const intentParam = z.object({ payment_intent_id: z.string().min(1, 'payment_intent_id is required').max(200) });
const bookingParam = z.object({ booking_id: z.string().min(1, 'booking_id is required').max(40) });
/** The booking's manage token: without the right one a booking's payments are a 404, like an unknown booking. */
export const tokenQuery = z.object({ token: z.string().max(500).optional() });

/** The front end shows the server's message: answer a schema failure with its exact validation text. */
export function exactValidationMessages(app: FastifyInstance): void {
  app.setErrorHandler((error, _req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = [...new Set(error.validation.map((v) => v.message))];
      return reply.status(400).send({ success: false, error: messages[0] ?? 'Validation failed', detail: messages.join('; '), code: 'validation_error' });
    }
    throw error;
  });
}

/** The payment API (docs/product.md, Payment API), mounted at PAYMENTS_API_BASE. Amounts in cents. */
export const paymentApiRoutes: FastifyPluginAsyncZod = async (app) => {
  exactValidationMessages(app);
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/create-payment-intent',
    {
      schema: {
        tags: ['payments'],
        summary: "A PaymentIntent for what a booking still owes; every attempt is a ledger row. Needs the booking's manage token (404 without it)",
        body: createPaymentIntentRequest,
        querystring: tokenQuery,
        response: { 200: createPaymentIntentResponse, ...errors },
      },
    },
    async (req) => createPaymentIntent(paymentsDeps(app), req.body, req.query.token),
  );

  app.post(
    '/confirm-payment',
    {
      schema: {
        tags: ['payments'],
        summary: "Confirms a PaymentIntent (simulator: with a Stripe test card_number); 400 with the failure object on decline. Needs the booking's manage token (404 without it)",
        body: confirmPaymentRequest,
        querystring: tokenQuery,
        response: { 200: confirmPaymentSuccess, 400: confirmPaymentFailure.or(errorResponse), 404: errorResponse, 409: errorResponse, 502: errorResponse, 503: errorResponse },
      },
    },
    async (req, reply) => {
      const result = await confirmPayment(paymentsDeps(app), req.body, req.query.token);
      return result.ok ? reply.status(200).send(result.body) : reply.status(400).send(result.body);
    },
  );

  app.get(
    '/payment-status/:payment_intent_id',
    { schema: { tags: ['payments'], summary: "A PaymentIntent's status, re-read from the provider", params: intentParam, response: { 200: paymentStatusResponse, ...errors } } },
    async (req) => getPaymentStatus(paymentsDeps(app), req.params.payment_intent_id),
  );

  app.get(
    '/booking/:booking_id/payments',
    {
      schema: {
        tags: ['payments'],
        summary: "A booking's payment attempts and refunds (id or BK- number); needs the booking's manage token",
        params: bookingParam,
        querystring: tokenQuery,
        response: { 200: bookingPaymentsResponse, ...errors },
      },
    },
    async (req) => listBookingPayments(app.deps, req.params.booking_id, req.query.token),
  );

  app.get(
    '/booking/:booking_id/payment-status',
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether a booking is paid; 404 means not paid (code not_paid) or no such booking for this token (code not_found)',
        params: bookingParam,
        querystring: tokenQuery,
        response: { 200: bookingPaymentStatusResponse, ...errors },
      },
    },
    async (req, reply) => {
      const paid = await getBookingPaymentStatus(app.deps, req.params.booking_id, req.query.token);
      if (paid) return paid;
      return reply.status(404).send({ success: false, error: 'Booking not paid', detail: 'No payments cover this booking yet', code: 'not_paid' });
    },
  );
};
