export { startCheckout } from './start-checkout.ts';
export { completeCheckout, type CompleteOutcome, type CompleteCheckoutInput } from './complete-checkout.ts';
export { expireCheckout, type ExpireOutcome } from './expire-checkout.ts';
export { sweepExpiredCheckouts } from './sweep-expired-checkouts.ts';
export { getCheckoutSession } from './get-checkout-session.ts';
export { validateCart, sameItems } from './validate-cart.ts';
export { paymentLineItems } from './create-payment.ts';
export { PAYMENT_SESSION_MINUTES, PRIVACY_POLICY_VERSION, paymentSessionExpiry, resolveRedirectUrl } from './checkout-policy.ts';
export type { CheckoutDeps } from './checkout-deps.ts';
