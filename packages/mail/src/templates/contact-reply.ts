import { eq } from 'drizzle-orm';
import { contactMessages, contactReplies, staffAccounts } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { formatDate } from '@tenuta/booking';
import { html, trusted } from '../html.ts';
import { colors, contactsBlock, emailLayout, muted, paragraph, textContacts } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { estate, guestStrings, toLocale, type Locale } from '../strings.ts';
import { topicOf } from './staff-contact-message.ts';

export interface ContactReplyInput {
  /** The guest's language (the one they wrote in). */
  locale: Locale;
  guestName: string;
  /** The contact form's topic (null: general enquiry). */
  topic: string | null;
  messageId: number;
  receivedAt: Date;
  /** The staff member's words, plain text. */
  body: string;
  /** The staff member who signs: their first name only. */
  staffFirstName: string;
}

const strings = {
  it: {
    subject: (topic: string) => `Risposta al tuo messaggio: ${topic}`,
    about: (topic: string, day: string, ref: string) => `In risposta al tuo messaggio «${topic}» del ${day} (riferimento ${ref}).`,
    regards: 'Un caro saluto,',
    footer: 'Hai ricevuto questa e-mail perché ci hai scritto dal modulo contatti del sito della Tenuta.',
  },
  en: {
    subject: (topic: string) => `Reply to your message: ${topic}`,
    about: (topic: string, day: string, ref: string) => `In reply to your message “${topic}” of ${day} (reference ${ref}).`,
    regards: 'Kind regards,',
    footer: 'You received this e-mail because you wrote to us through the contact form on the Tenuta website.',
  },
} as const;

const serif = trusted("Georgia, 'Times New Roman', Times, serif");

/** Salutations a reply may open with, in Italian and English. */
const SALUTATION =
  /^(gentil[ei]ssim[oaie]|gentil[ei]|car[oaie]|carissim[oaie]|egregi[oa]|spettabile|buongiorno|buon ?pomeriggio|buonasera|salve|ciao|dear|hello|hi|good (morning|afternoon|evening)|greetings)\b/i;

/** Whether the staff member's text already greets the guest (then the e-mail adds no greeting of its own). */
export const opensWithGreeting = (body: string): boolean => SALUTATION.test(body.trimStart());

/** "Giulia" of "Giulia Rossi": the reply is signed by a person, not a department. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] || name.trim();

/**
 * A staff reply to a contact message, to the guest in their language. It
 * names the topic and the day they wrote, never repeats their text; it is
 * signed with the staff member's first name and the estate's contacts;
 * replies go to the estate. It greets the guest once: the staff member's own
 * opening when the text has one (the reply form starts with it), else the
 * e-mail's.
 */
export function contactReplyEmail(input: ContactReplyInput): RenderedMail {
  const { locale } = input;
  const s = strings[locale];
  const g = guestStrings[locale];
  const topic = topicOf(input.topic, locale);
  const about = s.about(topic, formatDate(input.receivedAt, locale), `#${input.messageId}`);
  const paragraphs = input.body.split(/\n{2,}/);
  const greeting = opensWithGreeting(input.body) ? null : g.greeting(input.guestName);
  const body = html`${greeting ? paragraph(greeting) : ''}
${paragraphs.map((p) => paragraph(html`${p.split('\n').map((l, i) => html`${i > 0 ? trusted('<br>') : ''}${l}`)}`))}
<p style="margin:24px 0 0;">${s.regards}<br><span style="font-family:${serif};font-size:17px;color:${colors.ink};">${input.staffFirstName}</span><br><span style="font-family:${serif};font-style:italic;font-size:15px;color:${colors.wine};">${g.signature}</span></p>
${contactsBlock(locale)}
${muted(about)}`;
  const text = [...(greeting ? [greeting, ''] : []), input.body, '', s.regards, input.staffFirstName, g.signature, '', textContacts(locale), '', about].join('\n');
  const subject = s.subject(topic);
  return {
    subject,
    text,
    html: emailLayout({ locale, title: subject, preheader: input.body.slice(0, 120), body, footerNote: s.footer }),
    language: locale,
    replyTo: estate.email,
    attachments: [],
  };
}

/** What a contact_reply row needs: `{ contact_reply_id }`; a string says why it can never be rendered. */
export async function contactReplyInput(db: Executor, payload: unknown): Promise<ContactReplyInput | string> {
  const id = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>).contact_reply_id : undefined;
  if (!Number.isSafeInteger(id)) return 'payload.contact_reply_id must be a contact reply id';
  const [row] = await db
    .select({ reply: contactReplies, message: contactMessages, staffName: staffAccounts.name })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
    .innerJoin(staffAccounts, eq(staffAccounts.id, contactReplies.staffId))
    .where(eq(contactReplies.id, id as number));
  if (!row) return `contact reply not found: ${String(id)}`;
  return {
    locale: toLocale(row.message.locale),
    guestName: row.message.name,
    topic: row.message.subject,
    messageId: row.message.id,
    receivedAt: row.message.createdAt,
    body: row.reply.body,
    staffFirstName: firstNameOf(row.staffName),
  };
}
