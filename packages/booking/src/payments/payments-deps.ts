import type { BookingDeps } from '../deps.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** The seed's payment API: database, clock and the payment provider. */
export type PaymentsDeps = Pick<BookingDeps, 'db' | 'clock'> & { payments: PaymentProvider };
