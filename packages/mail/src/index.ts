// E-mail: the templates, their layout and words, rendering an outbox row into a message, and the
// dispatcher that claims due rows (through @tenuta/booking's outbox) and hands them to a Mailer.
// It reads what a template shows with booking's read functions; booking never imports it.
export { dispatchPendingNotifications, type DispatchDeps, type DispatchLogger, type DispatchResult } from './dispatch-pending-notifications.ts';
export { renderNotification, renderableKinds, NotificationDataError, type RenderContext } from './render-notification.ts';
export type { Mailer, MailAttachment, MailReference, OutgoingMail, RenderedMail } from './mail.ts';
