import { sampleBooking as bookingSample } from '@tenuta/booking/notifications-test-support';
import type { ConfirmationBooking } from './templates/booking-confirmation.ts';

export { DST_AUTUMN, DST_SPRING, parseIcs } from '@tenuta/booking/notifications-test-support';

/** A booking as the loader returns it, for template tests. */
export const sampleBooking = (over: Partial<ConfirmationBooking> = {}): ConfirmationBooking => bookingSample<ConfirmationBooking>(over);
