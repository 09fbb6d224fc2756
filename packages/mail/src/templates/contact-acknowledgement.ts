import { formatDateTime } from '@tenuta/booking';
import { html } from '../html.ts';
import { contactsBlock, detailCard, type DetailRow, guestMail, heading, paragraph, signOff, textRows } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { guestStrings, type Locale } from '../strings.ts';
import { topicOf, type StaffContactMessageInput } from './staff-contact-message.ts';

const strings = {
  it: {
    subject: 'Abbiamo ricevuto il tuo messaggio',
    preheader: 'Grazie per averci scritto: ti rispondiamo entro un giorno lavorativo.',
    title: 'Grazie per averci scritto',
    intro: 'abbiamo ricevuto il tuo messaggio e ti risponderemo entro un giorno lavorativo, in italiano, a questo indirizzo.',
    topic: 'Argomento',
    received: 'Ricevuto',
    reference: 'Riferimento',
    notYou: 'Non ci hai scritto tu? Ignora questa e-mail: non riceverai altro da noi.',
  },
  en: {
    subject: 'We have received your message',
    preheader: 'Thank you for writing to us: we will reply within one working day.',
    title: 'Thank you for writing to us',
    intro: 'we have received your message and will reply within one working day, in English, to this address.',
    topic: 'Subject',
    received: 'Received',
    reference: 'Reference',
    notYou: 'Did you not write to us? Please ignore this e-mail: you will not hear from us again.',
  },
} as const;

/**
 * To the guest who used the contact form, in their language: received, when
 * to expect a reply, a reference. It never repeats the message itself, so
 * the form cannot be used to send someone else words of a stranger's choosing.
 */
export function contactAcknowledgementEmail(input: StaffContactMessageInput): RenderedMail {
  const m = input.message;
  const locale: Locale = m.locale;
  const s = strings[locale];
  const g = guestStrings[locale];
  const topic = topicOf(m.subject, locale);
  const rows: [string, string][] = [
    [s.topic, topic],
    [s.received, formatDateTime(m.createdAt, locale)],
    [s.reference, `#${m.id}`],
  ];
  const body = html`${heading(s.title)}
${paragraph(g.greeting(m.name))}
${paragraph(s.intro)}
${detailCard({ rows: rows as DetailRow[] })}
${paragraph(s.notYou)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [s.title, '', g.greeting(m.name), s.intro, '', textRows(rows), '', s.notYou, ''];
  return guestMail({ locale, subject: s.subject, preheader: s.preheader, body, text });
}
