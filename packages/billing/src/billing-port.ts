import type { BillingPort } from '@tenuta/booking';
import { invoicePaidCheckout } from './invoicing/guest-invoice.ts';
import { reverseCommission, settleCommissionAfterRefund } from './partner-money/commission-ledger.ts';
import { snapshotAttribution } from './partner-money/snapshot-attribution.ts';
import { refundBookingToVouchers } from './vouchers/refund-to-vouchers.ts';
import { abandonCheckoutVouchers, enterCheckoutVouchers, requestCheckoutVouchers, spendCheckoutVouchers } from './vouchers/spend-vouchers.ts';

/**
 * Billing's side of the port booking calls inside its transactions: attribution and commission
 * when a booking is created, the invoice of a paid checkout, reversals when a booking is voided
 * or refunded, and the gift vouchers a checkout pays with (spent, given back when it ends unpaid,
 * refunded first when a booking is cancelled). The apps hand it to booking's use cases as `deps.billing`.
 */
export const billingPort: BillingPort = {
  async bookingCreated(tx, booking, checkout) {
    await snapshotAttribution(tx, booking, checkout);
  },
  async checkoutPaid(tx, checkout, bookingIds, now) {
    await invoicePaidCheckout(tx, checkout, bookingIds, now);
  },
  async bookingVoided(tx, bookingId, reason) {
    await reverseCommission(tx, bookingId, reason);
  },
  async bookingRestored(tx, bookingId, reason) {
    await reverseCommission(tx, bookingId, reason, { correction: reason });
  },
  async refundSettled(tx, bookingId, outcome) {
    await settleCommissionAfterRefund(tx, bookingId, outcome);
  },
  checkoutVouchersEntered: enterCheckoutVouchers,
  checkoutVouchersRequested: requestCheckoutVouchers,
  checkoutVouchersSpent: spendCheckoutVouchers,
  checkoutAbandoned: abandonCheckoutVouchers,
  bookingRefundRequested: refundBookingToVouchers,
};
