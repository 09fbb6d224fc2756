/**
 * What the checkout needs only after its first step (docs/decisions/0029-public-page-javascript-as-it-stands.md):
 * step 2's form, step 3's review and pay buttons, the processing and error panels, and the submit.
 * use-checkout.ts loads it when step 1 becomes valid, or when the guest reaches step 2.
 */
export { createCheckoutSession } from './api/checkout-api.ts';
export { buildCheckoutRequest, decideCheckoutOutcome, sessionErrorMessage, voucherErrorKey } from './checkout-outcome.ts';
export { BillingForm } from './components/billing-form.tsx';
export { ErrorPanel, PayBox, ProcessingPanel } from './components/checkout-panels.tsx';
export { ReviewDetails } from './components/review-details.tsx';
export { VoucherField } from './components/voucher-field.tsx';
