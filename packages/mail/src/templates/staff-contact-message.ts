import type { ContactSubject } from '@tenuta/contracts';
import { formatDateTime } from '@tenuta/booking';
import { html, trusted } from '../html.ts';
import { colors, detailCard, emailLayout, heading, paragraph, subheading, textRows, textSection, type DetailRow } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import type { Locale } from '../strings.ts';

export interface StaffContactMessageInput {
  /** The staff's language (Italian). */
  locale: Locale;
  message: {
    id: number;
    name: string;
    email: string;
    phone: string | null;
    subject: string | null;
    message: string;
    /** The guest's language: reply in it. */
    locale: Locale;
    createdAt: Date;
  };
}

const strings = {
  it: {
    subject: (topic: string, name: string) => `Messaggio dal sito: ${topic} · ${name}`,
    title: 'Nuovo messaggio dal modulo contatti',
    intro: (name: string) => `Rispondi a questa e-mail per scrivere direttamente a ${name}.`,
    replyIn: (language: string) => `Rispondi in ${language}.`,
    guest: 'Mittente',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefono',
    topic: 'Argomento',
    language: 'Lingua',
    received: 'Ricevuto',
    reference: 'Riferimento',
    text: 'Messaggio',
    none: 'non indicato',
    topics: { truffle_hunt: 'Caccia al tartufo', wine_tasting: 'Degustazione vini', groups_events: 'Gruppi ed eventi', other: 'Altro', general: 'Richiesta generica' },
    languages: { it: 'italiano', en: 'inglese' },
    footer: 'Notifica automatica del sito. Il mittente ha accettato l’informativa privacy.',
  },
  en: {
    subject: (topic: string, name: string) => `Website message: ${topic} · ${name}`,
    title: 'New message from the contact form',
    intro: (name: string) => `Reply to this e-mail to write to ${name} directly.`,
    replyIn: (language: string) => `Please reply in ${language}.`,
    guest: 'Sender',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    topic: 'Subject',
    language: 'Language',
    received: 'Received',
    reference: 'Reference',
    text: 'Message',
    none: 'not given',
    topics: { truffle_hunt: 'Truffle hunt', wine_tasting: 'Wine tasting', groups_events: 'Groups and events', other: 'Other', general: 'General enquiry' },
    languages: { it: 'Italian', en: 'English' },
    footer: 'Automatic notice from the website. The sender accepted the privacy notice.',
  },
} as const;

const serif = trusted("Georgia, 'Times New Roman', Times, serif");

/** The contact form's topic in a language ("general" without one). */
export const topicOf = (subject: string | null, locale: Locale): string => {
  const topics = strings[locale].topics;
  return subject && Object.hasOwn(topics, subject) ? topics[subject as ContactSubject] : topics.general;
};

/** To the estate: who wrote, about what, and the message; Reply-To is the guest. */
export function staffContactMessageEmail(input: StaffContactMessageInput): RenderedMail {
  const { locale, message: m } = input;
  const s = strings[locale];
  const topic = topicOf(m.subject, locale);
  const rows: [string, string][] = [
    [s.name, m.name],
    [s.email, m.email],
    [s.phone, m.phone ?? s.none],
    [s.topic, topic],
    [s.language, s.languages[m.locale]],
    [s.received, formatDateTime(m.createdAt, locale)],
    [s.reference, `#${m.id}`],
  ];
  const subject = s.subject(topic, m.name);
  const lines = m.message.split('\n');
  // The guest's words as they wrote them: escaped, line breaks kept.
  const quote = html`<div style="margin:0 0 16px;padding:14px 18px;border-left:4px solid ${colors.gold};background-color:${colors.paper};font-family:${serif};font-size:16px;line-height:1.6;color:${colors.ink};">${lines.map((l, i) => html`${i > 0 ? trusted('<br>') : ''}${l}`)}</div>`;
  const body = html`${heading(s.title)}
${paragraph(html`${s.intro(m.name)} ${s.replyIn(s.languages[m.locale])}`)}
${subheading(s.text)}
${quote}
${subheading(s.guest)}
${detailCard({ rows: rows as DetailRow[] })}`;
  const text = [s.title, '', `${s.intro(m.name)} ${s.replyIn(s.languages[m.locale])}`, '', textSection(s.text, m.message), '', textSection(s.guest, textRows(rows))].join('\n');
  return {
    subject,
    text,
    html: emailLayout({ locale, title: subject, preheader: m.message.slice(0, 120), body, footerNote: s.footer }),
    language: locale,
    replyTo: m.email,
    attachments: [],
  };
}
