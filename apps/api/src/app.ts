import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BillingDeps, BookingDeps } from '@tenuta/booking';
import type { EncodedBody } from './cache/encoded-body.ts';
import { mayWrite } from './cache/cached-reply.ts';
import type { MicroCache } from './cache/micro-cache.ts';
import type { Config } from './config.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerMetrics } from './metrics/register-metrics.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { refuseIllFormedText } from './plugins/well-formed-text.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { registerReferralCookie } from './plugins/referral-cookie.ts';
import { availabilityRoutes } from './routes/public/availability.ts';
import { cartRoutes } from './routes/public/cart.ts';
import { checkoutRoutes } from './routes/public/checkout.ts';
import { bookingRoutes } from './routes/public/bookings.ts';
import { paymentApiRoutes } from './routes/public/payments.ts';
import { bookingPaymentRoutes } from './routes/public/payments-aliases.ts';
import { paymentSimulatorRoutes } from './routes/public/payment-simulator.ts';
import { stripeWebhookRoutes } from './routes/webhooks/stripe.ts';
import { couponRoutes } from './routes/public/coupons.ts';
import { experienceRoutes } from './routes/public/experiences.ts';
import { healthRoutes } from './routes/public/health.ts';
import { contactRoutes } from './routes/public/contact.ts';
import { newsletterRoutes } from './routes/public/newsletter.ts';
import { reviewRoutes } from './routes/public/reviews.ts';
import { giftVoucherRoutes } from './routes/public/gift-vouchers.ts';
import { staffRoutes } from './routes/staff/index.ts';
import { partnerRoutes } from './routes/partners/index.ts';
import { octoRoutes } from './routes/octo/index.ts';
import { octoWebhookRoutes } from './routes/octo-webhooks/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    config: AppConfig;
    /** Cached availability responses; undefined when caching is off (tests). */
    availabilityCache: MicroCache<EncodedBody> | undefined;
  }
}

/** The use cases' dependencies, billing's side of booking's port included. */
export type AppDeps = BookingDeps & BillingDeps;
export type AppConfig = Pick<Config, 'publicUrl' | 'HOLD_MINUTES' | 'NODE_ENV' | 'dataDir'> &
  Partial<Pick<Config, 'STAFF_EMAIL' | 'PAYMENTS_API_BASE' | 'TRUST_PROXY' | 'METRICS_TOKEN' | 'abuseLimits' | 'ADD_QUEUE_LIMIT'>> &
  Partial<Pick<Config, 'SELLER_NAME' | 'SELLER_IBAN' | 'SELLER_BIC' | 'PAYOUT_THRESHOLD_CENTS'>> &
  Partial<Pick<Config, 'OCTO_KEY_RATE_LIMIT'>> &
  Partial<Pick<Config, 'GIFT_VOUCHER_VALID_MONTHS'>> &
  /** The seller on invoices (tests: the demo company). */
  Partial<Pick<Config, 'seller'>>;

/** TRUST_PROXY as Fastify takes it: false, or the proxy addresses proxy-addr understands. */
export const trustProxySetting = (value: string | undefined): false | string | string[] => {
  const v = (value ?? 'loopback').trim();
  if (v === 'none') return false;
  return v.includes(',') ? v.split(',').map((s) => s.trim()) : v;
};

// From apps/api/src (tsx, tests) and from apps/api/dist (the bundle npm start runs) alike: same depth.
export const defaultWebBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/build/client');

export interface BuildAppOptions {
  deps: AppDeps;
  config: AppConfig;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  webBuildDir?: string | false;
  /** Availability responses cache (server.ts keeps it fresh with LISTEN seats_changed). */
  availabilityCache?: MicroCache<EncodedBody>;
}

/** Builds the Fastify app (no listening): used by main.ts and by inject tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 256 * 1024,
    // Only a trusted proxy may set the client address (rate limits are per address).
    trustProxy: trustProxySetting(options.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', options.deps);
  app.decorate('config', options.config);
  app.decorate('availabilityCache', options.availabilityCache);

  registerErrorHandling(app);
  refuseIllFormedText(app);
  await registerSecurity(app, { hsts: options.config.publicUrl.startsWith('https://') });
  await registerDocs(app);
  registerReferralCookie(app);
  // Before the routes, so that every route is timed.
  registerMetrics(app, { token: options.config.METRICS_TOKEN });

  await app.register(
    async (api) => {
      api.addHook('onSend', async (req, reply, payload) => {
        // A write of this process may have changed seats: its next read must see it (read-your-writes),
        // before the seats_changed notification comes back from PostgreSQL.
        if (mayWrite(req)) app.availabilityCache?.clear();
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      await api.register(healthRoutes);
      await api.register(experienceRoutes);
      await api.register(availabilityRoutes);
      await api.register(cartRoutes);
      await api.register(couponRoutes);
      await api.register(checkoutRoutes);
      await api.register(bookingRoutes);
      await api.register(bookingPaymentRoutes);
      await api.register(paymentSimulatorRoutes);
      await api.register(stripeWebhookRoutes);
      await api.register(contactRoutes);
      await api.register(newsletterRoutes);
      await api.register(reviewRoutes);
      await api.register(giftVoucherRoutes);
      await api.register(staffRoutes, { prefix: '/staff' });
      await api.register(partnerRoutes, { prefix: '/partners' });
    },
    { prefix: '/api' },
  );
  await app.register(paymentApiRoutes, { prefix: options.config.PAYMENTS_API_BASE ?? '/api/payments-api' });
  // The OCTO supplier API for resellers' systems (docs/domain/octo.md).
  await app.register(octoRoutes, { prefix: '/octo' });
  // OCTO's webhooks capability, beside the /octo API (its own plugin: key guard and OCTO errors of its own).
  await app.register(octoWebhookRoutes, { prefix: '/octo' });

  const pageFallback = options.webBuildDir === false ? undefined : await registerWeb(app, { buildDir: options.webBuildDir ?? defaultWebBuildDir });
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (!isApi && pageFallback && (request.method === 'GET' || request.method === 'HEAD')) return pageFallback(request, reply);
    return reply.status(404).send({ success: false, error: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'not_found' });
  });
  return app;
}
