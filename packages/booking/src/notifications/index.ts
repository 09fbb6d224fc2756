// The outbox and what every message or document about a booking shows. Use cases write
// `notifications` rows in their own transaction; @tenuta/mail renders and sends them later,
// claiming each row here. The readers and formats below are shared by e-mails, .ics files and PDFs.
export {
  claimNextDueNotification,
  markNotificationSent,
  markNotificationAttemptFailed,
  MAX_SEND_ATTEMPTS,
  RETRY_SCHEDULE_MINUTES,
  type ClaimedNotification,
  type NotificationToRender,
} from './notification-repository.ts';
export { REMOVED_LINK, TOKEN_LINK, TOKEN_LINK_SQL, TOKEN_PAYLOAD_KEYS, withoutTokens } from './stored-payload.ts';
export { loadBookingDetails, dueOnSiteCents, isPaidNow, paidByAgency, pgIntArray, type BookingDetails } from './booking-details.ts';
export { loadCheckoutSummary, type CheckoutSummary } from './checkout-summary.ts';
export { bookingCalendar, calendarUid, type CalendarBooking } from './booking-calendar.ts';
export type { Attachment } from './attachment.ts';
export { bookAgainUrl, guestPageUrl, LANG_PARAM, manageBookingUrl } from './site-links.ts';
export { formatDate, formatShortDate, formatTime, formatDateTime, formatIsoDay, formatMoney, formatPeople, formatTourLanguage } from './format.ts';
export { calendarStrings, estate, estateAddress, estateMapUrl, MEETING_POINT, toLocale, type Locale } from './strings.ts';
