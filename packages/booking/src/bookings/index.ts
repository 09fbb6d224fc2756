export { generateBookingNumber, isBookingNumber, BOOKING_NUMBER_ALPHABET, BOOKING_NUMBER_PATTERN } from './booking-number.ts';
export { generateManageToken, hashManageToken } from './manage-token.ts';
export {
  createPendingBooking,
  confirmBooking,
  confirmOnAccount,
  markBookingPaid,
  recordBookingPaid,
  recordLatePaymentRefund,
  markBookingCancelled,
  expireUnpaidBooking,
  recordBookingDateChange,
} from './booking-transitions.ts';
export { findBookingByRef } from './booking-repository.ts';
export { findBookingByAccessToken, issueBookingAccessToken } from './booking-access.ts';
export type { GuestBookingDeps } from './guest-booking-deps.ts';
export { getManagedBooking, requireBookingAccess, type BookingAccess } from './get-managed-booking.ts';
export { cancelBooking, cancelResultBody, type CancelBookingResult } from './cancel-booking.ts';
export { cancelWithRefund, type CancellationRules, type CancellationOutcome } from './cancel-with-refund.ts';
export {
  listDateOptions,
  changeBookingDate,
  moveBookingDate,
  findDateOptions,
  GUEST_DATE_CHANGE,
  type DateOptions,
  type ChangeDateResult,
  type DateChangeRules,
  type DateMove,
} from './change-booking-date.ts';
export { getBookingCalendar } from './get-booking-calendar.ts';
export { createBooking, type CreatedDirectBooking } from './create-booking.ts';
export { retryPendingRefunds, settleBookingRefunds, allocateRefund, queueLatePaymentRefund, CANCEL_REFUND_REASON, STAFF_CANCEL_REFUND_REASON } from './booking-refunds.ts';
export { expireUnpaidBookings, UNPAID_BOOKING_MINUTES } from './expire-unpaid-bookings.ts';
export { cancellationTerms, dateChangeTerms, ACTIVE_STATUSES } from './booking-policy.ts';
export { loadManagedBooking, type ManagedBookingRow } from './manage-booking-repository.ts';
export { refundableCents } from './manage-booking-mapper.ts';
export type { StaffBookingDeps } from './staff-booking-deps.ts';
export { searchStaffBookings, type StaffBookingSearch } from './search-staff-bookings.ts';
export { getStaffBooking, staffBookingView } from './get-staff-booking.ts';
export { cancelBookingByStaff, refundPercentOf, type StaffCancelInput, type StaffCancelResult } from './cancel-booking-by-staff.ts';
export { changeBookingDateByStaff, listStaffDateOptions, STAFF_DATE_CHANGE } from './change-booking-date-by-staff.ts';
export { resendBookingConfirmation } from './resend-booking-confirmation.ts';
export { addBookingNote } from './add-booking-note.ts';
export { recordOnSitePayment, takeOnSitePayment, type OnSiteMethod } from './record-on-site-payment.ts';
export { voidOnSitePayment } from './void-on-site-payment.ts';
export { markBookingNoShow } from './mark-booking-no-show.ts';
export { exportBookingsCsv, MAX_EXPORT_DAYS, type BookingsExportDate } from './export-bookings-csv.ts';
export { exportPaymentsLedgerCsv } from './export-payments-ledger-csv.ts';
