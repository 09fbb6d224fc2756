import type { StaffBookingDetail, StaffBookingRefundChoice } from '@tenuta/contracts';

/**
 * What a cancellation would give back, as the server decides it: the policy's amount it
 * computed, or a percentage of what is refundable, floored to the cent and never more than
 * can go back to the card (money taken on site is settled at the desk).
 */
export function refundPreview(b: Pick<StaffBookingDetail, 'actions' | 'money'>, choice: StaffBookingRefundChoice): number {
  const c = b.actions.cancel;
  if (choice === 'policy') return c.policy_refund_cents;
  if (choice === 'full') return c.max_refund_cents;
  if (choice === 'none') return 0;
  const percent = Math.min(100, Math.max(0, Math.trunc(choice.percent)));
  return Math.min(Math.floor((b.money.refundable_cents * percent) / 100), c.max_refund_cents);
}
