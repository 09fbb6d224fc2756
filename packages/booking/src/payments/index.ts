export type {
  PaymentProvider,
  ProviderName,
  ProviderCheckoutSession,
  ProviderPaymentIntent,
  ProviderEvent,
  ProviderRefund,
  ProviderLineItem,
  CreateCheckoutSessionInput,
  CreatePaymentIntentInput as ProviderCreatePaymentIntentInput,
} from './payment-provider.ts';
export { WebhookSignatureError } from './payment-provider.ts';
export { verifyStripeWebhook, signWebhookPayload, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature.ts';
export { describeCardError, RETRYABLE_DECLINE_CODES, type CardErrorView, type CardLocale } from './card-messages.ts';
export { createStripeProvider, StripeProvider, stripeHostConfig, type StripeProviderOptions } from './stripe/stripe-provider.ts';
export { createSimulatorProvider, SimulatorProvider, SimulatorRequestError, simulatorCheckoutPath, type SimulatorOptions } from './simulator/simulator-provider.ts';
export { cardOutcome, luhnValid, TEST_CARDS, LISTED_TEST_CARDS, type CardOutcome } from './simulator/card-outcomes.ts';
export {
  loadSimulatedCheckout,
  paySimulatedCheckout,
  answerSimulatedChallenge,
  validateCardForm,
  type CardForm,
  type PageState,
  type PayResult,
  type SignedEvent,
} from './simulator/pay-simulated-checkout.ts';
export { handleProviderEvent } from './handle-provider-event.ts';
export { createPaymentIntent } from './create-payment-intent.ts';
export { confirmPayment, type ConfirmPaymentResult } from './confirm-payment.ts';
export { getPaymentStatus } from './get-payment-status.ts';
export { listBookingPayments, getBookingPaymentStatus } from './list-booking-payments.ts';
export { createBookingPaymentIntent, confirmBookingPayment } from './booking-payment-aliases.ts';
export { netPaidCents, isPaid, outstandingCents, countAttempts } from './payment-summary.ts';
export type { PaymentsDeps } from './payments-deps.ts';
