import { describe, expect, it } from 'vitest';
import { systemClock } from '@tenuta/core';
import { SimulatorProvider, StripeProvider } from '@tenuta/payments';
import type { Database } from '@tenuta/db';
import { buildPaymentProvider } from './payment-provider.ts';

const db = undefined as unknown as Database; // neither provider touches the database when built
const logged = () => {
  const lines: { obj: object; msg: string }[] = [];
  return { lines, log: { warn: (obj: object, msg: string) => void lines.push({ obj, msg }) } };
};

describe('buildPaymentProvider', () => {
  it('warns in the log when the simulator serves a public address (a demo site that opted in)', () => {
    const { lines, log } = logged();
    const p = buildPaymentProvider({ PAYMENT_PROVIDER: 'simulator', publicUrl: 'https://demo.tenuta.example' }, db, systemClock, log);
    expect(p).toBeInstanceOf(SimulatorProvider);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(/simulator on a public address \(ALLOW_PAYMENT_SIMULATOR=true\)/);
    expect(lines[0]!.obj).toEqual({ publicUrl: 'https://demo.tenuta.example' });
  });

  it('says nothing on a local install or with Stripe', () => {
    const { lines, log } = logged();
    buildPaymentProvider({ PAYMENT_PROVIDER: 'simulator', publicUrl: 'http://localhost:3000' }, db, systemClock, log);
    const stripe = buildPaymentProvider(
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', publicUrl: 'https://tenuta.example' },
      db,
      systemClock,
      log,
    );
    expect(stripe).toBeInstanceOf(StripeProvider);
    expect(lines).toEqual([]);
  });
});
