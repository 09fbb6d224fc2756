import type { BillingPort } from '../billing-port.ts';
import type { BookingDeps } from '../deps.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** The calendar's use cases: database, clock, the e-mail outbox and, to refund a cancelled slot, the payment provider. */
export type StaffSlotsDeps = Pick<BookingDeps, 'db' | 'clock' | 'outbox'> & { payments?: PaymentProvider; billing: BillingPort };

/** A slot whose end has passed is history: the calendar shows it, nobody changes it. */
export const hasEnded = (s: { startsAt: Date; durationMinutes: number }, now: Date): boolean => s.startsAt.getTime() + s.durationMinutes * 60_000 <= now.getTime();
