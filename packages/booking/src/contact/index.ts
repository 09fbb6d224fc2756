export { sendContactMessage, type ContactDeps, type ContactContext, type ContactOutcome } from './send-contact-message.ts';
export { CONTACT_EMAIL_RULE, CONTACT_IP_RULE, toPlainText } from './contact-rules.ts';
export { listContactMessages, getContactMessage } from './list-contact-messages.ts';
export { replyToContactMessage, REPLY_MAX } from './reply-to-contact-message.ts';
export { setContactMessageStatus } from './set-contact-message-status.ts';
