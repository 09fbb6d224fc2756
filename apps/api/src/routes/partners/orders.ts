import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  idParam,
  partnerBasketResponse,
  partnerCancelRequest,
  partnerCancelResponse,
  partnerOrderErrorResponse,
  partnerOrderPlacedResponse,
  partnerOrderRequest,
  partnerOrderResponse,
  partnerOrdersQuery,
  partnerOrdersResponse,
  partnerVoucherQuery,
} from '@tenuta/contracts';
import { cancelPartnerOrder, createPartnerBasket, getPartnerOrder, getPartnerVoucher, listPartnerOrders, placePartnerOrder, seesMoney } from '@tenuta/booking';
import { checkoutDeps } from '../../checkout-deps.ts';
import { currentPartner, requirePartner } from '../../plugins/partner-auth.ts';
import { sendPdfAttachment } from '../pdf-attachment.ts';

const tags = ['partners'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 410: errorResponse, 502: errorResponse, 503: errorResponse };

/**
 * A partner's orders: the reseller's basket and order (the booking engine's checkout), the list and
 * detail (resellers: their bookings; referrers: the bookings made with their codes), the guest's
 * voucher and the reseller's cancellation. Every query is scoped to the caller's partner.
 */
export const partnerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const any = requirePartner(app);
  const reseller = requirePartner(app, { type: 'reseller' });

  app.post(
    '/basket',
    {
      onRequest: reseller,
      schema: {
        tags,
        summary: "A new order basket: a cart owned by the reseller; add lines with the public cart calls (seat holds as a guest's)",
        response: { 201: partnerBasketResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { cartId } = await createPartnerBasket(app.deps, currentPartner(req));
      return reply.status(201).send({ success: true as const, data: { cart_id: cartId } });
    },
  );

  app.post(
    '/orders',
    {
      onRequest: reseller,
      schema: {
        tags,
        summary:
          'Places the basket as bookings for one guest: on account (confirmed at once within the credit limit, else 409 credit_limit_exceeded with the numbers) or by card (the payment page URL); wine is paid on site',
        body: partnerOrderRequest,
        response: { 200: partnerOrderPlacedResponse, ...errors, 409: partnerOrderErrorResponse },
      },
    },
    async (req) => {
      const b = req.body;
      const placed = await placePartnerOrder(checkoutDeps(app), currentPartner(req), {
        cartId: b.cart_id,
        guestName: b.guest_name,
        guestPhone: b.guest_phone,
        guestEmail: b.guest_email,
        reference: b.reference,
        notes: b.notes,
        locale: b.locale,
      });
      return {
        success: true as const,
        data: {
          status: placed.status,
          orders: placed.orders,
          payment_url: placed.paymentUrl,
          checkout_session_id: placed.checkoutSessionId,
          retail_cents: placed.retailCents,
          net_cents: placed.netCents,
        },
      };
    },
  );

  app.get(
    '/orders',
    {
      onRequest: any,
      schema: {
        tags,
        summary: "The partner's orders: upcoming | past | cancelled | all, Rome dates from..to, q over booking number, guest and reference; paged",
        querystring: partnerOrdersQuery,
        response: { 200: partnerOrdersResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await listPartnerOrders(checkoutDeps(app), currentPartner(req), req.query) }),
  );

  app.get(
    '/orders/:id',
    { onRequest: any, schema: { tags, summary: "One of the partner's orders (another partner's id: 404)", params: idParam, response: { 200: partnerOrderResponse, ...errors } } },
    async (req) => ({
      success: true as const,
      data: { order: await getPartnerOrder(checkoutDeps(app), currentPartner(req), req.params.id) },
    }),
  );

  app.get(
    '/orders/:id/voucher',
    {
      onRequest: reseller,
      schema: {
        tags,
        summary:
          "The guest's voucher as a PDF (booking, date and time, meeting point, what to bring, check-in QR code, agency and reference; no prices); a cancelled booking: 409 voucher_cancelled",
        params: idParam,
        querystring: partnerVoucherQuery,
        // 200 is the PDF itself (application/pdf); errors are the usual JSON.
        response: { 200: z.any().describe('application/pdf: the voucher, as an attachment'), ...errors },
      },
    },
    async (req, reply) => {
      const file = await getPartnerVoucher(app.deps, currentPartner(req), req.params.id, req.query.lang);
      return sendPdfAttachment(reply, file);
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      onRequest: reseller,
      schema: {
        tags,
        summary:
          "Cancels one of the reseller's orders within the refund policy: card orders get the policy's share back, on account the policy's share stays owed; from the start on 409 cancel_too_late",
        params: idParam,
        body: partnerCancelRequest,
        response: { 200: partnerCancelResponse, ...errors },
      },
    },
    async (req) => {
      const caller = currentPartner(req);
      const done = await cancelPartnerOrder(checkoutDeps(app), caller, req.params.id, req.body.reason);
      const money = seesMoney(caller);
      return {
        success: true as const,
        data: { order: done.order, refund_percent: done.refundPercent, refund_cents: money ? done.refundCents : null, retained_cents: money ? done.retainedCents : null },
      };
    },
  );
};
