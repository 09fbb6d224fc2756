export { sendContactMessage, type ContactDeps, type ContactContext, type ContactOutcome } from './send-contact-message.ts';
export { CONTACT_EMAIL_RULE, CONTACT_IP_RULE, toPlainText } from './contact-rules.ts';
