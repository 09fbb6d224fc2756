import { randomBytes } from 'node:crypto';
import type { Database } from '@tenuta/db';
import type { Clock } from '@tenuta/core';
import type { PaymentProvider } from '@tenuta/booking';
import { createSimulatorProvider, createStripeProvider } from '@tenuta/payments';
import { isLoopbackUrl } from '@tenuta/identity';
import type { Config } from './config.ts';

/**
 * The configured payment provider: the real Stripe SDK, or the simulator
 * (default). The simulator signs its events with STRIPE_WEBHOOK_SECRET when
 * set, else with a secret of this process (its events are delivered in-process).
 * On a public address (allowed only with ALLOW_PAYMENT_SIMULATOR=true) the
 * simulator says so in the log at every start.
 */
export function buildPaymentProvider(
  config: Pick<Config, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE' | 'publicUrl'>,
  db: Database,
  clock: Clock,
  log?: { warn(obj: object, msg: string): void },
): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      ...(config.STRIPE_API_BASE ? { apiBase: config.STRIPE_API_BASE } : {}),
    });
  }
  if (!isLoopbackUrl(config.publicUrl)) {
    log?.warn(
      { publicUrl: config.publicUrl },
      'PAYMENT_PROVIDER=simulator on a public address (ALLOW_PAYMENT_SIMULATOR=true): payments are simulated, anyone can "pay" with a test card and no money is taken',
    );
  }
  return createSimulatorProvider({
    db,
    clock,
    publicUrl: config.publicUrl,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? `whsec_sim_${randomBytes(24).toString('base64url')}`,
  });
}
