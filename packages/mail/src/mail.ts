import type { Attachment } from '@tenuta/booking';

/** An e-mail ready for a transport: the domain's view, no nodemailer types. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** BCP 47 language of the content (Content-Language). */
  language: 'it' | 'en';
  replyTo?: string;
  /**
   * Newsletter mail: an https URL that unsubscribes with one POST (RFC 8058);
   * the transport adds List-Unsubscribe and List-Unsubscribe-Post for it.
   */
  listUnsubscribe?: string;
  attachments: MailAttachment[];
}

/** A file attached to a message (booking's Attachment: calendar files, QR codes). */
export type MailAttachment = Attachment;

/** Which outbox row a message belongs to (file names, logs, Message-ID). */
export interface MailReference {
  notificationId: number;
  kind: string;
}

/** Sends one message; throws when the transport refuses it. */
export interface Mailer {
  send(mail: OutgoingMail, ref: MailReference): Promise<{ messageId: string }>;
}

/** A template's output before the dispatcher addresses it. */
export type RenderedMail = Omit<OutgoingMail, 'to'>;
