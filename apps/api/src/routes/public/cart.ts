import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemRequest,
  addCartItemResponse,
  applyCouponRequest,
  cartIdParam,
  cartInitRequest,
  cartItemIdParam,
  cartMutationResponse,
  cartResponse,
  cartStatsResponse,
  errorResponse,
  updateCartItemRequest,
} from '@tenuta/contracts';
import { addCartItem, applyCartCoupon, clearCart, getCart, getCartStats, initCart, removeCartCoupon, removeCartItem, updateCartItem, type CartDeps } from '@tenuta/booking';

import { guestCaller } from '../../guest-caller.ts';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { addHoldMinutes } from '../../plugins/hold-minutes.ts';
import { attributeCartFromCookie } from '../../plugins/referral-cookie.ts';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 410: errorResponse, 429: errorResponse, 503: errorResponse };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptEmptyJsonBody(app);
  // A guest's new cart or added item carries the referral cookie: the cart is attributed to that click.
  app.addHook('preSerialization', attributeCartFromCookie(app));
  app.addHook('preSerialization', addHoldMinutes(app.config.HOLD_MINUTES));
  const deps = (): CartDeps => ({ ...app.deps, holdMinutes: app.config.HOLD_MINUTES, addQueueLimit: app.config.ADD_QUEUE_LIMIT });

  app.post(
    '/cart/init',
    {
      schema: {
        tags: ['cart'],
        summary: 'Returns the cart, or a new one for an absent/unknown id; applies a coupon if given',
        description: 'New carts are limited per client address (429 with Retry-After, docs/domain/abuse-limits.md).',
        body: cartInitRequest,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (req) => {
      const { cart, couponError } = await initCart(deps(), req.body ?? {}, guestCaller(app, req));
      return { success: true as const, ...cart, ...(couponError ? { coupon_error: couponError } : {}) };
    },
  );

  app.get(
    '/cart/:id',
    { schema: { tags: ['cart'], summary: 'The cart; expired holds are dropped and counted', params: cartIdParam, response: { 200: cartResponse, ...errors } } },
    async (req) => ({
      success: true as const,
      ...(await getCart(deps(), req.params.id)),
    }),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds a slot to the cart as a seat hold (HOLD_MINUTES)',
        description:
          'Limited per client address and per cart: adds per minute and seats held at once (429 with Retry-After, docs/domain/abuse-limits.md); 503 busy with Retry-After when too many adds are waiting.',
        body: addCartItemRequest,
        response: { 201: addCartItemResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { itemId, cart } = await addCartItem(deps(), req.body, guestCaller(app, req));
      return reply.status(201).send({ success: true as const, item_id: itemId, data: { item_id: itemId }, cart: { success: true as const, ...cart } });
    },
  );

  app.patch(
    '/cart/items/:itemId',
    {
      schema: {
        tags: ['cart'],
        summary: "Changes a hold's participants, VIP or language",
        params: cartItemIdParam,
        body: updateCartItemRequest,
        response: { 200: cartMutationResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, cart: { success: true as const, ...(await updateCartItem(deps(), req.params.itemId, req.body, guestCaller(app, req))) } }),
  );

  app.delete(
    '/cart/items/:itemId',
    { schema: { tags: ['cart'], summary: 'Removes an item (releases its hold)', params: cartItemIdParam, response: { 200: cartMutationResponse, ...errors } } },
    async (req) => ({
      success: true as const,
      cart: { success: true as const, ...(await removeCartItem(deps(), req.params.itemId)) },
    }),
  );

  app.delete(
    '/cart/:id/items',
    { schema: { tags: ['cart'], summary: 'Clears the cart (releases every hold)', params: cartIdParam, response: { 200: cartMutationResponse, ...errors } } },
    async (req) => ({
      success: true as const,
      cart: { success: true as const, ...(await clearCart(deps(), req.params.id)) },
    }),
  );

  app.get(
    '/cart/:id/stats',
    { schema: { tags: ['cart'], summary: 'Counts and totals of the cart', params: cartIdParam, response: { 200: cartStatsResponse, ...errors } } },
    async (req) => getCartStats(deps(), req.params.id),
  );

  app.post(
    '/cart/:id/apply-coupon',
    {
      schema: {
        tags: ['cart'],
        summary: 'Applies a coupon usable now (400 coupon_invalid otherwise)',
        params: cartIdParam,
        body: applyCouponRequest,
        response: { 200: cartResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, ...(await applyCartCoupon(deps(), req.params.id, req.body.coupon_code, guestCaller(app, req))) }),
  );

  app.delete(
    '/cart/:id/coupon',
    { schema: { tags: ['cart'], summary: "Removes the cart's coupon", params: cartIdParam, response: { 200: cartResponse, ...errors } } },
    async (req) => ({
      success: true as const,
      ...(await removeCartCoupon(deps(), req.params.id)),
    }),
  );
};
