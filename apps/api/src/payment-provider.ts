import { randomBytes } from 'node:crypto';
import type { Database } from '@tenuta/db';
import { createSimulatorProvider, createStripeProvider, type Clock, type PaymentProvider } from '@tenuta/booking';
import type { Config } from './config.ts';

/**
 * The configured payment provider: the real Stripe SDK, or the simulator
 * (default). The simulator signs its events with STRIPE_WEBHOOK_SECRET when
 * set, else with a secret of this process (its events are delivered in-process).
 */
export function buildPaymentProvider(
  config: Pick<Config, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE' | 'publicUrl'>,
  db: Database,
  clock: Clock,
): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      ...(config.STRIPE_API_BASE ? { apiBase: config.STRIPE_API_BASE } : {}),
    });
  }
  return createSimulatorProvider({
    db,
    clock,
    publicUrl: config.publicUrl,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? `whsec_sim_${randomBytes(24).toString('base64url')}`,
  });
}
