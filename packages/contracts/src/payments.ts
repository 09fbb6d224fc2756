import { z } from 'zod';

/** The seed's payment API (mounted under PAYMENTS_API_BASE, default /api/payments-api). Cents. */
export const createPaymentIntentRequest = z.object({
  amount: z.coerce.number().int('Valid amount is required for payment intent creation').positive('Valid amount is required for payment intent creation').max(100_000_00),
  booking_id: z.union([z.string().min(1), z.number().int().positive()], { message: 'booking_id is required for payment intent creation' }),
  customer_email: z.string().trim().email('customer_email is required for payment intent creation'),
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
  payment_intent_id: z.string().min(1, 'payment_intent_id is required'),
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

/** A 400 with error_code: the seed's failure object. */
export const confirmPaymentFailure = z.object({
  success: z.literal(false),
  status: z.string(),
  message: z.string(),
  error_code: z.string(),
  error_decline_code: z.string().nullable(),
  error_message: z.string(),
  requires_action: z.boolean(),
  next_action: z.unknown().nullable(),
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
});

export const bookingPaymentStatusResponse = z.object({
  booking_id: z.string(),
  is_paid: z.literal(true),
  payment_details: z.object({ payment_intent_id: z.string(), amount: z.number().int(), created_at: z.string() }),
});
