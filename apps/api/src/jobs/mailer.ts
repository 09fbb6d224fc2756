import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailReference, Mailer, OutgoingMail } from '@tenuta/mail';

export interface MailerConfig {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  dataDir: string;
}

export interface AppMailer extends Mailer {
  /** "smtp://host:port" (no credentials) or the .eml folder: for the start-up log. */
  readonly target: string;
  close(): void;
}

function message(from: string, mail: OutgoingMail): SendMailOptions {
  return {
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // Inline images (a cid) sit beside the HTML in multipart/related; binary files arrive as base64.
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
      ...(a.encoding ? { encoding: a.encoding } : {}),
      ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
    })),
    headers: {
      'Content-Language': mail.language,
      'Auto-Submitted': 'auto-generated',
      // RFC 2369 + RFC 8058: mail clients show "Unsubscribe" and POST to the link in one click.
      ...(mail.listUnsubscribe ? { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
  };
}

/** SMTP_URL set: real SMTP, pooled, with timeouts short enough not to hold an outbox row lock for long. */
export function smtpMailer(url: string, from: string): AppMailer {
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 2, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  const u = new URL(url);
  return {
    target: `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}`,
    async send(mail) {
      const info = await transport.sendMail(message(from, mail));
      return { messageId: String(info.messageId) };
    },
    close: () => transport.close(),
  };
}

const fileStamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('.', '');

/** SMTP_URL unset: each message becomes `<timestamp>-<notification id>-<kind>.eml` in `dir`, to open in any mail client. */
export function emlMailer(dir: string, from: string, clock: () => Date = () => new Date()): AppMailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    target: dir,
    async send(mail: OutgoingMail, ref: MailReference) {
      const info = await transport.sendMail(message(from, mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${fileStamp(clock())}-${ref.notificationId}-${ref.kind}.eml`);
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      return { messageId: String(info.messageId) };
    },
    close: () => transport.close(),
  };
}

export const createMailer = (config: MailerConfig): AppMailer =>
  config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : emlMailer(path.join(config.dataDir, 'outbox'), config.MAIL_FROM);
