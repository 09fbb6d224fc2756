// The use cases that move money through the provider: the payment API (intent, confirm, status,
// list) and the provider's events. They sit above checkout and bookings, which never import them.
export { handleProviderEvent } from './handle-provider-event.ts';
export { createPaymentIntent } from './create-payment-intent.ts';
export { confirmPayment, type ConfirmPaymentResult } from './confirm-payment.ts';
export { getPaymentStatus } from './get-payment-status.ts';
export { listBookingPayments, getBookingPaymentStatus } from './list-booking-payments.ts';
export { createBookingPaymentIntent, confirmBookingPayment } from './booking-payment-aliases.ts';
