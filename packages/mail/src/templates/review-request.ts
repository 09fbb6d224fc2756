import { formatDate } from '@tenuta/booking';
import { html } from '../html.ts';
import { button, emailLayout, heading, muted, paragraph, signOff } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { estate, guestStrings, type Locale } from '../strings.ts';

export interface ReviewRequestInput {
  locale: Locale;
  guestName: string | null;
  /** The experience's name in the guest's language. */
  experience: string;
  startsAt: Date;
  /** `${PUBLIC_URL}/reviews/new?booking=<id>&token=<token>` */
  reviewUrl: string;
}

const strings = {
  it: {
    subject: 'Grazie per la visita alla Tenuta: com’è andata?',
    preheader: 'Ci racconti la tua esperienza? Bastano due minuti.',
    title: 'Grazie di cuore per la tua visita',
    thanks: (experience: string, day: string) =>
      `è stato un piacere accoglierti alla Tenuta ${day} per «${experience}». Speriamo che la giornata tra le colline delle Langhe ti abbia lasciato un bel ricordo.`,
    ask: 'Ci racconti com’è andata? La tua recensione aiuta altri ospiti a scegliere e la nostra famiglia a fare sempre meglio. Bastano due minuti.',
    button: 'Lascia una recensione',
    note: 'Il link è personale e vale 60 giorni.',
  },
  en: {
    subject: 'Thank you for visiting Tenuta: how was it?',
    preheader: 'Would you tell us about your experience? It only takes two minutes.',
    title: 'Thank you so much for being our guest',
    thanks: (experience: string, day: string) =>
      `it was a pleasure to welcome you to Tenuta for the ${experience} on ${day}. We hope your day in the Langhe hills left you with a lovely memory.`,
    ask: 'Would you tell us how it went? Your review helps other guests choose and helps our family keep getting better. It only takes two minutes.',
    button: 'Leave a review',
    note: 'The link is personal and valid for 60 days.',
  },
} as const;

/** After the experience: warm thanks and one button to the review form. */
export function reviewRequestEmail(input: ReviewRequestInput): RenderedMail {
  const { locale } = input;
  const s = strings[locale];
  const g = guestStrings[locale];
  const thanks = s.thanks(input.experience, formatDate(input.startsAt, locale));
  const body = html`${heading(s.title)}
${paragraph(g.greeting(input.guestName))}
${paragraph(thanks)}
${paragraph(s.ask)}
${button(input.reviewUrl, s.button)}
${muted(s.note)}
${signOff(locale)}`;
  const text = [s.title, '', g.greeting(input.guestName), thanks, '', s.ask, '', `${s.button}: ${input.reviewUrl}`, s.note, '', g.signOff, g.signature].join('\n');
  return {
    subject: s.subject,
    text,
    html: emailLayout({ locale, title: s.subject, preheader: s.preheader, body, footerNote: g.footer }),
    language: locale,
    replyTo: estate.email,
    attachments: [],
  };
}
