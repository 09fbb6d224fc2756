import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartIdParam, checkoutSessionDetailsResponse, checkoutSessionRequest, checkoutSessionResponse, errorResponse } from '@tenuta/contracts';
import { getCheckoutSession, limitCheckoutOpen, startCheckout } from '@tenuta/booking';
import { checkoutDeps } from '../../checkout-deps.ts';
import { guestCaller } from '../../guest-caller.ts';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 410: errorResponse, 429: errorResponse, 502: errorResponse, 503: errorResponse };
const sessionIdParam = z.object({ id: z.string().min(1).max(200) });
const successQuery = z.object({ session_id: z.string().min(1, 'session_id is required').max(200) });

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const startSchema = (summary: string) => ({
    tags: ['checkout'],
    summary,
    params: cartIdParam,
    body: checkoutSessionRequest,
    response: { 200: checkoutSessionResponse, ...errors },
  });
  app.post(
    '/cart/:id/checkout-session',
    { schema: startSchema('Starts checkout: wine only completes now (pay on site); with truffles opens a card payment session') },
    async (req) => {
      // Opening and re-opening are limited per cart and per address (docs/domain/abuse-limits.md).
      await limitCheckoutOpen(app.deps, guestCaller(app, req), req.params.id);
      return startCheckout(checkoutDeps(app), req.params.id, req.body);
    },
  );
  // POST /cart/{id}/checkout is the same call under its other name (docs/product.md, Checkout calls).
  app.post('/cart/:id/checkout', { schema: startSchema('The same as /cart/{id}/checkout-session (the product call list names both paths)') }, async (req) => {
    await limitCheckoutOpen(app.deps, guestCaller(app, req), req.params.id);
    return startCheckout(checkoutDeps(app), req.params.id, req.body);
  });

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
