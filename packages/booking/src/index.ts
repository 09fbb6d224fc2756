export { type AbuseLimits, DEFAULT_ABUSE_LIMITS, type GuestCaller, NO_ABUSE_LIMITS, parseAbuseLimits } from './abuse-limits/abuse-limits.ts';
export { limitCheckoutOpen } from './abuse-limits/limit-guest-calls.ts';
export { checkAvailability } from './availability/check-availability.ts';
export { getExperienceAvailability } from './availability/get-experience-availability.ts';
export { listAvailability } from './availability/list-availability.ts';
export { listAvailableSlots } from './availability/list-available-slots.ts';
export type {
  BillingDeps,
  BillingPort,
  BookingRefundSplit,
  CheckoutVoucherRequest,
  CheckoutVoucherSpend,
  EnteredVoucher,
  VoucherAllocation,
  VoucherPayableLine,
} from './billing-port.ts';
export { addBookingNote } from './bookings/add-booking-note.ts';
export { findBookingByAccessToken, issueBookingAccessToken } from './bookings/booking-access.ts';
export { generateBookingNumber } from './bookings/booking-number.ts';
export { retryPendingRefunds } from './bookings/booking-refunds.ts';
export { cancelBookingByStaff } from './bookings/cancel-booking-by-staff.ts';
export { cancelBooking, cancelResultBody } from './bookings/cancel-booking.ts';
export { changeBookingDateByStaff, listStaffDateOptions } from './bookings/change-booking-date-by-staff.ts';
export { changeBookingDate, listDateOptions } from './bookings/change-booking-date.ts';
export { createBooking } from './bookings/create-booking.ts';
export { expireUnpaidBookings } from './bookings/expire-unpaid-bookings.ts';
export { exportBookingsCsv, type BookingsExportDate } from './bookings/export-bookings-csv.ts';
export { exportPaymentsLedgerCsv } from './bookings/export-payments-ledger-csv.ts';
export { getBookingCalendar } from './bookings/get-booking-calendar.ts';
export { getManagedBooking } from './bookings/get-managed-booking.ts';
export { getStaffBooking } from './bookings/get-staff-booking.ts';
export type { GuestBookingDeps } from './bookings/guest-booking-deps.ts';
export { hashManageToken } from './bookings/manage-token.ts';
export { markBookingNoShow } from './bookings/mark-booking-no-show.ts';
export { recordOnSitePayment } from './bookings/record-on-site-payment.ts';
export { voidOnSitePayment } from './bookings/void-on-site-payment.ts';
export { resendBookingConfirmation } from './bookings/resend-booking-confirmation.ts';
export { resendPaymentLink } from './payment-links/resend-payment-link.ts';
export { searchStaffBookings } from './bookings/search-staff-bookings.ts';
export { ADD_QUEUE_LIMIT, addCartItem } from './cart/add-cart-item.ts';
export { applyCartCoupon } from './cart/apply-cart-coupon.ts';
export type { CartDeps } from './cart/cart-deps.ts';
export { clearCart } from './cart/clear-cart.ts';
export { getCartStats } from './cart/get-cart-stats.ts';
export { getCart } from './cart/get-cart.ts';
export { initCart } from './cart/init-cart.ts';
export { removeCartCoupon } from './cart/remove-cart-coupon.ts';
export { removeCartItem } from './cart/remove-cart-item.ts';
export { updateCartItem } from './cart/update-cart-item.ts';
export { getExperience } from './catalog/get-experience.ts';
export { listExperiences } from './catalog/list-experiences.ts';
export { checkInBooking, type CheckInInput } from './check-in/check-in-booking.ts';
export { collectAtCheckIn } from './check-in/collect-at-check-in.ts';
export { undoCheckIn } from './check-in/undo-check-in.ts';
export { undoNoShow } from './check-in/undo-no-show.ts';
export { issueCheckInToken } from './check-in/check-in-key.ts';
export { checkInQr } from './check-in/check-in-qr.ts';
export { isCheckInRefused } from './check-in/check-in-refused.ts';
export type { ArrivalBooking } from './check-in/check-in-repository.ts';
export { getManifest, type ManifestTotals } from './check-in/get-manifest.ts';
export { getStaffToday, type TodayDay } from './check-in/get-staff-today.ts';
export { exportManifestCsv } from './check-in/manifest-csv.ts';
export { type CheckoutDeps, kickOutbox } from './checkout/checkout-deps.ts';
export { getCheckoutSession } from './checkout/get-checkout-session.ts';
export { startCheckout } from './checkout/start-checkout.ts';
export { sweepExpiredCheckouts } from './checkout/sweep-expired-checkouts.ts';
export { toPlainText } from './contact/contact-rules.ts';
export { getContactMessage, listContactMessages } from './contact/list-contact-messages.ts';
export { replyToContactMessage } from './contact/reply-to-contact-message.ts';
export { sendContactMessage } from './contact/send-contact-message.ts';
export { setContactMessageStatus } from './contact/set-contact-message-status.ts';
export { countCouponUses } from './coupons/coupon-repository.ts';
export { COUPON_NOT_FOUND_MESSAGE } from './coupons/coupon-status.ts';
export { createCoupon } from './coupons/create-coupon.ts';
export { listCouponBookings } from './coupons/list-coupon-bookings.ts';
export { listStaffCoupons } from './coupons/list-staff-coupons.ts';
export { reserveCouponUse } from './coupons/reserve-coupon-use.ts';
export { setCouponActive } from './coupons/set-coupon-active.ts';
export { updateCoupon } from './coupons/update-coupon.ts';
export { validateCoupon } from './coupons/validate-coupon.ts';
export type { BookingDeps } from './deps.ts';
export { HOLD_MAX_LIFE_MINUTES } from './holds/hold-policy.ts';
export { findSlotWithOccupancy } from './holds/seat-repository.ts';
export { freeSeats } from './holds/slot-state.ts';
export { sweepExpiredHolds } from './holds/sweep-expired-holds.ts';
export { confirmNewsletter } from './newsletter/confirm-newsletter.ts';
export { hashNewsletterToken } from './newsletter/newsletter-tokens.ts';
export { subscribeNewsletter } from './newsletter/subscribe-newsletter.ts';
export { unsubscribeNewsletter } from './newsletter/unsubscribe-newsletter.ts';
export type { Attachment } from './notifications/attachment.ts';
export { bookingCalendar } from './notifications/booking-calendar.ts';
export { type BookingDetails, dueOnSiteCents, isPaidNow, loadBookingDetails, paidByAgency, pgIntArray } from './notifications/booking-details.ts';
export { loadCheckoutSummary } from './notifications/checkout-summary.ts';
export { formatDate, formatDateTime, formatIsoDay, formatMoney, formatPeople, formatShortDate, formatTime, formatTourLanguage } from './notifications/format.ts';
export {
  claimNextDueNotification,
  markNotificationAttemptFailed,
  markNotificationSent,
  MAX_SEND_ATTEMPTS,
  type NotificationToRender,
  RETRY_SCHEDULE_MINUTES,
} from './notifications/notification-repository.ts';
export { bookAgainUrl, guestPageUrl, manageBookingUrl } from './notifications/site-links.ts';
export { REMOVED_LINK, SECRET_PAYLOAD_KEYS, TOKEN_LINK_SQL, TOKEN_PAYLOAD_KEYS, withoutTokens } from './notifications/stored-payload.ts';
export { calendarStrings, estate, estateAddress, estateMapUrl, type Locale, MEETING_POINT, toLocale } from './notifications/strings.ts';
export {
  deleteOctoWebhook,
  deliverDueOctoWebhooks,
  type DeliverOctoWebhooksDeps,
  DELIVERY_LOG_PAGE,
  isPublicAddress,
  listOctoWebhookDeliveries,
  listOctoWebhooks,
  OCTO_SIGNATURE_HEADER,
  OCTO_WEBHOOK_BACKOFF_SECONDS,
  OCTO_WEBHOOK_MAX_ATTEMPTS,
  OCTO_WEBHOOKS_PER_KEY,
  type OctoWebhookDeliveryView,
  type OctoWebhookDeps,
  type OctoWebhookInput,
  type OctoWebhookOwner,
  type OctoWebhookView,
  queueOctoBookingUpdates,
  registerOctoWebhook,
  SIGNATURE_TOLERANCE_SECONDS,
  signOctoWebhook,
  verifyOctoWebhook,
  type WebhookPost,
  type WebhookRequest,
} from './octo-webhooks/index.ts';
export {
  cancelOctoBooking,
  checkOctoAvailability,
  confirmOctoBooking,
  extendOctoBooking,
  getOctoBooking,
  getOctoProduct,
  getOctoSupplier,
  getOctoVoucher,
  listOctoBookings,
  listOctoProducts,
  OCTO_CAPABILITIES,
  OCTO_OPTION_ID,
  octoAvailabilityCalendar,
  type OctoBookingDeps,
  octoBookingsOfBooking,
  type OctoCaller as OctoApiCaller,
  octoErrorAnswer,
  octoLocaleOf,
  type OctoView,
  reserveOctoBooking,
  updateOctoBooking,
} from './octo/index.ts';
export { cancelPartnerOrder } from './partner-orders/cancel-partner-order.ts';
export { createPartnerBasket } from './partner-orders/create-partner-basket.ts';
export { getPartnerVoucher } from './partner-orders/get-partner-voucher.ts';
export { getPartnerOrder, listPartnerOrders } from './partner-orders/list-partner-orders.ts';
export { findReferralCodes, listReferralCodes } from './partner-orders/list-referral-codes.ts';
export { type PartnerCaller, type PartnerOrderDeps, seesMoney } from './partner-orders/partner-order-deps.ts';
export { toPartnerOrder } from './partner-orders/partner-order-mapper.ts';
export { findPartnerOrders } from './partner-orders/partner-orders-repository.ts';
export {
  DOCUMENT_FACES,
  drawEstateMark,
  factRows,
  finishDocument,
  fitText,
  heightOf,
  label,
  letterhead,
  PALETTE,
  type Pdf,
  pdfFonts,
  pdfText,
  put,
  room,
  rule,
  type Sheet,
  startDocument,
  type TypeRole,
  setType,
} from './documents/index.ts';
export { placePartnerOrder } from './partner-orders/place-partner-order.ts';
export { confirmBookingPayment, createBookingPaymentIntent } from './payment-flows/booking-payment-aliases.ts';
export { confirmPayment } from './payment-flows/confirm-payment.ts';
export { createPaymentIntent } from './payment-flows/create-payment-intent.ts';
export { getPaymentStatus } from './payment-flows/get-payment-status.ts';
export { handleProviderEvent } from './payment-flows/handle-provider-event.ts';
export { getBookingPaymentStatus, listBookingPayments } from './payment-flows/list-booking-payments.ts';
export { type CardErrorView, type CardLocale, describeCardError } from './payments/card-messages.ts';
export {
  CHECKOUT_SESSION_MAX_SECONDS,
  CHECKOUT_SESSION_MIN_SECONDS,
  type ConfirmPaymentIntentInput,
  type CreateCheckoutSessionInput,
  type PaymentIntentStatus,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type CreatePaymentIntentInput as ProviderCreatePaymentIntentInput,
  type ProviderEvent,
  type ProviderPaymentError,
  type ProviderPaymentIntent,
  type ProviderRefund,
  type ProviderRefundStatus,
  ProviderRequestError,
  type RefundInput,
  WebhookSignatureError,
} from './payments/payment-provider.ts';
export type { PaymentsDeps } from './payments/payments-deps.ts';
export { recordWebhookEvent } from './payments/payments-repository.ts';
export { itemSubtotal } from './pricing/price-cart.ts';
export {
  type BookingChannel,
  bookingChannel,
  channelColumnsSql,
  channelFromRow,
  channelKindSql,
  channelView,
  type LinePayer,
  linePayer,
  paidByAgencyLine,
  type SalesChannel,
  salesChannels,
} from './sales-channel.ts';
export { erasePersonalData, exportCounts, exportPersonalData } from './privacy/data-subject-requests.ts';
export { type OutboxFileStore, purgeExpiredPersonalData } from './privacy/purge-expired-personal-data.ts';
export { queueDueReminders } from './reminders/queue-due-reminders.ts';
export { queueDueReviewRequests } from './reminders/queue-due-review-requests.ts';
export {
  exportBookingReportCsv,
  exportCashUpCsv,
  exportReportCsv,
  getCashUp,
  getOccupancyReport,
  getPaymentsReport,
  getSalesReport,
  LIVE_BOOKING,
  type ReportCsvFile,
  type ReportPeriod,
  reportPeriod,
} from './reports/index.ts';
export { listReviews } from './reviews/list-reviews.ts';
export { listStaffReviews } from './reviews/list-staff-reviews.ts';
export { moderateReviewAsStaff } from './reviews/moderate-review-as-staff.ts';
export { unpublishReview } from './reviews/unpublish-review.ts';
export { replyToReview } from './reviews/reply-to-review.ts';
export { getReviewForModeration, moderateReview } from './reviews/moderate-review.ts';
export type { ReviewDeps } from './reviews/review-deps.ts';
export { findReviewById } from './reviews/review-repository.ts';
export { REVIEW_THANKS, submitReview } from './reviews/submit-review.ts';
export {
  changeBookingGuest,
  changeBookingParty,
  createStaffBooking,
  type CreatedStaffBooking,
  type DeskDeps,
  DESK_SLOTS_MAX_DAYS,
  type DeskPayment,
  listDeskPartners,
  listDeskSlots,
  type PartyChangeOutcome,
} from './staff-bookings/index.ts';
export { cancelSlot } from './slots/cancel-slot.ts';
export { createSlots } from './slots/create-slots.ts';
export { getStaffSlot } from './slots/get-staff-slot.ts';
export { listStaffSlots } from './slots/list-staff-slots.ts';
export { setBookingCutoff } from './slots/set-booking-cutoff.ts';
export { updateSlot } from './slots/update-slot.ts';
