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
    // A site that itself runs on a loopback address (npm start, tests) may be
    // opened as localhost or 127.0.0.1 alike; a public site only on its own origin.
    allowLocalhostRedirects: app.config.NODE_ENV !== 'production' || isLoopback(app.config.publicUrl),
  };
}

export function paymentsDeps(app: FastifyInstance): PaymentsDeps {
  return checkoutDeps(app);
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
