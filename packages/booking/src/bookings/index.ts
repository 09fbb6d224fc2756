export { generateBookingNumber, isBookingNumber, BOOKING_NUMBER_ALPHABET, BOOKING_NUMBER_PATTERN } from './booking-number.ts';
export { generateManageToken, hashManageToken } from './manage-token.ts';
export { createPendingBooking, confirmBooking, markBookingPaid, recordBookingPaid } from './booking-transitions.ts';
export { findBookingByRef } from './booking-repository.ts';
export { findBookingByAccessToken, issueBookingAccessToken } from './booking-access.ts';
