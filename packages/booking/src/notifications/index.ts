export { dispatchPendingNotifications, type DispatchDeps, type DispatchLogger, type DispatchResult } from './dispatch-pending-notifications.ts';
export { renderNotification, renderableKinds, NotificationDataError, type RenderContext, type NotificationToRender } from './render-notification.ts';
export { MAX_SEND_ATTEMPTS, RETRY_SCHEDULE_MINUTES } from './notification-repository.ts';
export { bookingCalendar, calendarUid } from './booking-calendar.ts';
export type { Mailer, MailAttachment, MailReference, OutgoingMail } from './mail.ts';
