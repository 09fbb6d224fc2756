export { listContactMessages, getContactMessage } from './list-contact-messages.ts';
export { replyToContactMessage, REPLY_MAX } from './reply-to-contact-message.ts';
export { setContactMessageStatus } from './set-contact-message-status.ts';
