export { getStaffToday, dayTotals, FAILED_EMAIL_ALERT_DAYS, ALERT_ITEMS, type StaffToday, type TodayDay } from './get-staff-today.ts';
export type { TodaySlot, AlertList, PendingRefund, FailedEmail, UnpaidBooking, PendingReview, OpenMessage } from './today-repository.ts';
