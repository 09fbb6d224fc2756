import type { FastifyInstance } from 'fastify';
import type { CheckoutDeps, PaymentsDeps } from '@tenuta/booking';

/** The checkout use cases' dependencies, from the app's deps and config. */
export function checkoutDeps(app: FastifyInstance): CheckoutDeps {
  const { payments } = app.deps;
  if (!payments) throw new Error('No payment provider configured (deps.payments)');
  return {
    ...app.deps,
    payments,
    staffEmail: app.config.STAFF_EMAIL ?? 'staff@tenuta.example',
    publicUrl: app.config.publicUrl,
    allowLocalhostRedirects: app.config.NODE_ENV !== 'production',
  };
}

export function paymentsDeps(app: FastifyInstance): PaymentsDeps {
  return checkoutDeps(app);
}
