import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartIdParam, checkoutSessionDetailsResponse, checkoutSessionRequest, checkoutSessionResponse, errorResponse } from '@tenuta/contracts';
import { getCheckoutSession, startCheckout } from '@tenuta/booking';
import { checkoutDeps } from '../../checkout-deps.ts';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 410: errorResponse, 502: errorResponse, 503: errorResponse };
const sessionIdParam = z.object({ id: z.string().min(1).max(200) });
const successQuery = z.object({ session_id: z.string().min(1, 'session_id is required').max(200) });

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const startSchema = (summary: string) => ({ tags: ['checkout'], summary, params: cartIdParam, body: checkoutSessionRequest, response: { 200: checkoutSessionResponse, ...errors } });
  app.post(
    '/cart/:id/checkout-session',
    { schema: startSchema('Starts checkout: wine only completes now (pay on site); with truffles opens a card payment session') },
    async (req) => startCheckout(checkoutDeps(app), req.params.id, req.body),
  );
  // Seed section 7 also lists POST /cart/{id}/checkout: the same call.
  app.post('/cart/:id/checkout', { schema: startSchema('The same as /cart/{id}/checkout-session (the seed lists both paths)') }, async (req) =>
    startCheckout(checkoutDeps(app), req.params.id, req.body),
  );

  app.get(
    '/checkout-sessions/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: "A checkout's state and bookings (our id or the provider's session id); the success page polls it",
        params: sessionIdParam,
        response: { 200: checkoutSessionDetailsResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await getCheckoutSession(checkoutDeps(app), req.params.id) }),
  );

  app.get(
    '/checkout/success',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The same, by the session_id query parameter of the success page',
        querystring: successQuery,
        response: { 200: checkoutSessionDetailsResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await getCheckoutSession(checkoutDeps(app), req.query.session_id) }),
  );
};
