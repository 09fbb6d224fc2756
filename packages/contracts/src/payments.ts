import { z } from 'zod';

/** The payment API (docs/product.md, Payment API; mounted under PAYMENTS_API_BASE, default /api/payments-api). Cents. */
const AMOUNT_MESSAGE = 'Valid amount is required for payment intent creation';
const BOOKING_MESSAGE = 'booking_id is required for payment intent creation';
const EMAIL_MESSAGE = 'customer_email is required for payment intent creation';
export const createPaymentIntentRequest = z.object({
  amount: z.coerce
    .number({ message: AMOUNT_MESSAGE })
    .int('Valid amount is required for payment intent creation')
    .positive('Valid amount is required for payment intent creation')
    .max(100_000_00, AMOUNT_MESSAGE),
  booking_id: z.union([z.string().trim().min(1, BOOKING_MESSAGE), z.number().int().positive(BOOKING_MESSAGE)], { message: BOOKING_MESSAGE }),
  customer_email: z.string({ message: EMAIL_MESSAGE }).trim().email(EMAIL_MESSAGE),
  customer_name: z.string().max(200).optional(),
  description: z.string().max(500).optional(),
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequest>;

export const createPaymentIntentResponse = z.object({
  client_secret: z.string(),
  payment_intent_id: z.string(),
  booking_id: z.string(),
  attempt_number: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
});

export const confirmPaymentRequest = z.object({
  payment_intent_id: z.string({ message: 'payment_intent_id is required' }).min(1, 'payment_intent_id is required'),
  /** Simulator only: the test card to confirm with (Stripe test numbers). */
  card_number: z.string().max(30).optional(),
  payment_method: z.string().max(100).optional(),
});

export const confirmPaymentSuccess = z.object({
  success: z.literal(true),
  status: z.string(),
  payment_intent_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  message: z.string(),
  receipt_url: z.string().nullable(),
});

/** A 400 with error_code: the failure object. */
export const confirmPaymentFailure = z.object({
  success: z.literal(false),
  status: z.string(),
  message: z.string(),
  error_code: z.string(),
  error_decline_code: z.string().nullable(),
  error_message: z.string(),
  requires_action: z.boolean(),
  next_action: z.unknown().nullable(),
  /** Whether trying the same card again makes sense (generic_decline, insufficient_funds, processing_error). */
  can_retry: z.boolean().optional(),
});

export const paymentStatusResponse = z.object({
  payment_intent_id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  created: z.number().int(),
});

export const paymentRecord = z.object({
  payment_intent_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  created: z.number().int(),
  receipt_url: z.string().nullable(),
  attempt_number: z.number().int(),
});

export const bookingPaymentsResponse = z.object({
  booking_id: z.string(),
  total_attempts: z.number().int(),
  successful_payments: z.number().int(),
  failed_attempts: z.number().int(),
  has_successful_payment: z.boolean(),
  payments: z.array(paymentRecord),
  last_successful_payment: paymentRecord.nullable(),
  is_paid: z.boolean(),
  /** Additions: refunds (ledger rows), net paid and the booking's total, in cents. */
  refunds: z.array(paymentRecord).optional(),
  net_paid: z.number().int().optional(),
  amount_due: z.number().int().optional(),
});

export const bookingPaymentStatusResponse = z.object({
  booking_id: z.string(),
  is_paid: z.literal(true),
  payment_details: z.object({ payment_intent_id: z.string(), amount: z.number().int(), created_at: z.string() }),
});
