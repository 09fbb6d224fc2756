import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmPaymentFailure,
  confirmPaymentRequest,
  confirmPaymentSuccess,
  createPaymentIntentRequest,
  createPaymentIntentResponse,
  errorResponse,
  paymentStatusResponse,
} from '@tenuta/contracts';
import { confirmBookingPayment, createBookingPaymentIntent, getPaymentStatus } from '@tenuta/booking';
import { paymentsDeps } from '../../checkout-deps.ts';
import { exactValidationMessages, tokenQuery } from './payments.ts';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse, 503: errorResponse };

/** POST /payments/create-intent: booking_id and amount (cents); the booking's outstanding amount, nothing else. */
const createIntentBody = createPaymentIntentRequest.pick({ booking_id: true, amount: true });
/** POST /payments/confirm: payment_intent_id and booking_id (simulator: card_number as on the payment API). */
const confirmBody = confirmPaymentRequest.extend({ booking_id: createPaymentIntentRequest.shape.booking_id });
const intentParam = z.object({ id: z.string().min(1).max(200) });

const wrapped = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.literal(true), data });

/**
 * The payment calls under the booking API base (docs/product.md, Payment API), as thin
 * aliases over the payment API's use cases. Results are wrapped as the
 * booking API wraps them: `{ success, data }`, or `{ success: false, error,
 * detail, code }` (a declined card also carries the failure object in `data`).
 */
export const bookingPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  exactValidationMessages(app);
  app.post(
    '/payments/create-intent',
    {
      schema: {
        tags: ['payments'],
        summary: "A PaymentIntent for the booking's outstanding amount (cents); a different amount is a 400. Needs the booking's manage token (404 without it)",
        body: createIntentBody,
        querystring: tokenQuery,
        response: { 200: wrapped(createPaymentIntentResponse), ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await createBookingPaymentIntent(paymentsDeps(app), req.body, req.query.token) }),
  );

  app.post(
    '/payments/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: "Confirms a PaymentIntent of the booking; 400 with the failure object on decline. Needs the booking's manage token (404 without it)",
        body: confirmBody,
        querystring: tokenQuery,
        response: {
          200: wrapped(confirmPaymentSuccess),
          400: errorResponse.extend({ data: confirmPaymentFailure.optional() }),
          404: errorResponse,
          409: errorResponse,
          502: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const result = await confirmBookingPayment(paymentsDeps(app), req.body, req.query.token);
      if (result.ok) return reply.status(200).send({ success: true as const, data: result.body });
      const f = result.body;
      return reply.status(400).send({ success: false as const, error: f.message, detail: f.error_message, code: f.error_code, data: f });
    },
  );

  app.get(
    '/payments/:id/status',
    {
      schema: {
        tags: ['payments'],
        summary: "A PaymentIntent's status, re-read from the provider",
        params: intentParam,
        response: { 200: wrapped(paymentStatusResponse), ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await getPaymentStatus(paymentsDeps(app), req.params.id) }),
  );
};
