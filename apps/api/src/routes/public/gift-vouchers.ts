import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  giftVoucherCheckRequest,
  giftVoucherCheckResponse,
  giftVoucherPurchaseParams,
  giftVoucherPurchaseRequest,
  giftVoucherPurchaseStarted,
  giftVoucherPurchaseStatus,
} from '@tenuta/contracts';
import { checkVoucherCode, getVoucherPurchase, startVoucherPurchase, type VoucherPurchaseDeps } from '@tenuta/billing';

/** The voucher purchase's dependencies, from the app's deps and config. */
export function voucherPurchaseDeps(app: FastifyInstance): VoucherPurchaseDeps {
  const { payments } = app.deps;
  if (!payments) throw new Error('No payment provider configured (deps.payments)');
  return { ...app.deps, payments, publicUrl: app.config.publicUrl, ...(app.config.GIFT_VOUCHER_VALID_MONTHS ? { validMonths: app.config.GIFT_VOUCHER_VALID_MONTHS } : {}) };
}

/** Gift vouchers for guests: buying one, the return page after paying, checking a code (docs/domain/gift-vouchers.md). */
export const giftVoucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/gift-vouchers',
    {
      schema: {
        tags: ['gift-vouchers'],
        summary: 'Starts buying a gift voucher: an amount or an experience for N people; answers the payment page (rate-limited per address)',
        body: giftVoucherPurchaseRequest,
        response: { 201: giftVoucherPurchaseStarted, 400: errorResponse, 429: errorResponse, 502: errorResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await startVoucherPurchase(voucherPurchaseDeps(app), req.body, req.ip)),
  );

  app.get(
    '/gift-vouchers/purchase/:id',
    {
      schema: {
        tags: ['gift-vouchers'],
        summary: "A purchase's state for the return page (asks the provider while unpaid); never the code, which goes by e-mail",
        params: giftVoucherPurchaseParams,
        response: { 200: giftVoucherPurchaseStatus, 404: errorResponse },
      },
    },
    async (req) => getVoucherPurchase(voucherPurchaseDeps(app), req.params.id),
  );

  app.post(
    '/gift-vouchers/check',
    {
      schema: {
        tags: ['gift-vouchers'],
        summary: "A code's balance and expiry (10 look-ups per 15 minutes per address; 404 voucher_not_found)",
        body: giftVoucherCheckRequest,
        response: { 200: giftVoucherCheckResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (req) => ({ success: true as const, voucher: await checkVoucherCode(app.deps, { code: req.body.code, address: req.ip }) }),
  );
};
