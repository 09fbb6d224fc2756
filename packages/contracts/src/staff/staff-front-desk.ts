import { z } from 'zod';
import { staffArrival } from './staff-check-in.ts';
import { onSitePaymentMethods } from './staff-bookings.ts';

/**
 * The front desk's corrections and takings: a no-show or a check-in undone,
 * the amount due collected from the check-in result, an on-site payment
 * recorded by mistake voided. Money in integer euro cents (`*_cents`).
 */

/** Collect what is due straight from the check-in result: the amount (never more than is due) and cash or card terminal. */
export const staffCollectRequest = z.object({
  amount_cents: z.number().int('amount_cents is a whole number of cents').positive('amount_cents must be more than 0').max(10_000_000),
  method: onSitePaymentMethods,
});
export type StaffCollectRequest = z.infer<typeof staffCollectRequest>;

export const staffCollectResponse = z.object({
  success: z.literal(true),
  data: z.object({ booking: staffArrival, payment_id: z.number().int(), due_cents: z.number().int() }),
});
export type StaffCollectResponse = z.infer<typeof staffCollectResponse>;

/** A no-show or a check-in undone: the booking as the desk sees it now. */
export const staffUndoResponse = z.object({ success: z.literal(true), data: z.object({ booking: staffArrival }) });
export type StaffUndoResponse = z.infer<typeof staffUndoResponse>;

export const VOID_REASON_MIN = 3;
export const VOID_REASON_MAX = 500;
/** The booking (id or BK- number) and the payment of its ledger to void. */
export const staffVoidPaymentParams = z.object({ id: z.string().trim().min(1).max(40), paymentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const staffVoidPaymentRequest = z.object({
  reason: z
    .string({ message: 'reason is required' })
    .trim()
    .min(VOID_REASON_MIN, `reason must be ${VOID_REASON_MIN} to ${VOID_REASON_MAX} characters`)
    .max(VOID_REASON_MAX, `reason must be ${VOID_REASON_MIN} to ${VOID_REASON_MAX} characters`),
});
export type StaffVoidPaymentRequest = z.infer<typeof staffVoidPaymentRequest>;
