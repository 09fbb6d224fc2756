export { queueDueReminders, REMINDER_BATCH_SIZE, type QueueResult, type ReminderDeps } from './queue-due-reminders.ts';
export { queueDueReviewRequests } from './queue-due-review-requests.ts';
export { reminderDay, reviewRequestDays, REVIEW_REQUEST_MAX_DAYS, REVIEW_TOKEN_DAYS } from './reminder-days.ts';
