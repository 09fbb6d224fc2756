// The payment port and the ledger: the interface every provider adapter implements (the adapters
// themselves live in @tenuta/payments) and the payment rows. Nothing here calls a provider.
export type {
  PaymentProvider,
  ProviderName,
  ProviderCheckoutSession,
  ProviderPaymentIntent,
  ProviderPaymentError,
  ProviderEvent,
  ProviderRefund,
  ProviderRefundStatus,
  ProviderLineItem,
  PaymentIntentStatus,
  ConfirmPaymentIntentInput,
  RefundInput,
  CreateCheckoutSessionInput,
  CreatePaymentIntentInput as ProviderCreatePaymentIntentInput,
} from './payment-provider.ts';
export {
  WebhookSignatureError,
  ProviderRequestError,
  isInvalidProviderRequest,
  CHECKOUT_SESSION_MIN_SECONDS,
  CHECKOUT_SESSION_MAX_SECONDS,
} from './payment-provider.ts';
export { describeCardError, RETRYABLE_DECLINE_CODES, type CardErrorView, type CardLocale } from './card-messages.ts';
export { netPaidCents, isPaid, outstandingCents, countAttempts, VOUCHER_PROVIDER, voucherRoomCents } from './payment-summary.ts';
export type { PaymentsDeps } from './payments-deps.ts';
