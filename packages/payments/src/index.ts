// The payment adapters: the Stripe client and the local simulator. Both implement the
// PaymentProvider port of @tenuta/booking; the API picks one at start and hands it to the use cases.
export { verifyStripeWebhook, signWebhookPayload, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature.ts';
export { createStripeProvider, StripeProvider, stripeHostConfig, type StripeProviderOptions } from './stripe/stripe-provider.ts';
export { createSimulatorProvider, SimulatorProvider, type SimulatorOptions } from './simulator/simulator-provider.ts';
export { SimulatorRequestError, simulatorCheckoutPath } from './simulator/simulator-objects.ts';
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
