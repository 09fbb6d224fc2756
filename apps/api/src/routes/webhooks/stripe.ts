import type { FastifyPluginAsync } from 'fastify';
import { handleProviderEvent, type ProviderEvent, WebhookSignatureError } from '@tenuta/booking';
import { checkoutDeps } from '../../checkout-deps.ts';
import { handleVoucherProviderEvent } from '@tenuta/billing';
import { voucherPurchaseDeps } from '../public/gift-vouchers.ts';

/**
 * POST /api/webhooks/stripe: Stripe's (or the simulator's) signed events.
 * The body is kept RAW (a Buffer, for this route only) because the
 * signature covers the exact bytes. Bad signature → 400; each event id is
 * processed once; a handled or ignored event → 200 quickly; a busy database
 * or provider → 5xx so Stripe retries.
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post('/webhooks/stripe', { schema: { tags: ['webhooks'], summary: 'Stripe webhook (signed, raw body)', hide: false } }, async (req, reply) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers['stripe-signature'];
    let event: ProviderEvent;
    try {
      event = checkoutDeps(app).payments.parseWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
    } catch (e) {
      if (e instanceof WebhookSignatureError) {
        return reply.status(400).send({ success: false, error: 'Invalid webhook signature', detail: e.message, code: 'invalid_signature' });
      }
      throw e;
    }
    // A gift voucher purchase's payment is billing's; every other event is the booking engine's.
    const { outcome } = (await handleVoucherProviderEvent(voucherPurchaseDeps(app), event)) ?? (await handleProviderEvent(checkoutDeps(app), event));
    req.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    return reply.status(200).send({ received: true, outcome });
  });
};
