import { formatDateTime } from '@tenuta/booking';
import { html } from '../html.ts';
import { button, detailCard, emailLayout, heading, muted, paragraph, subheading, textRows, type DetailRow } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import type { Locale } from '../strings.ts';

const strings = {
  it: {
    subject: (stars: string, who: string, what: string) => `Nuova recensione da moderare: ${stars} ${who}, ${what}`,
    title: 'Nuova recensione da moderare',
    intro: 'Un ospite con una prenotazione conclusa ha scritto una recensione. Non è ancora visibile sul sito: leggila e decidi se pubblicarla.',
    rating: 'Valutazione',
    outOf: (n: number) => `${n} su 5`,
    experience: 'Esperienza',
    booking: 'Prenotazione',
    author: 'Autore',
    language: 'Lingua',
    languages: { it: 'Italiano', en: 'Inglese' },
    written: 'Scritta il',
    reviewTitle: 'Titolo',
    text: 'Testo della recensione',
    approve: 'Approva e pubblica',
    reject: 'Rifiuta',
    linksNote:
      'I link aprono una pagina con la recensione e i pulsanti per approvarla o rifiutarla: nulla cambia finché non premi un pulsante. Ogni link vale una sola volta; non inoltrare questa e-mail.',
    footer: 'Notifica automatica del sito di prenotazione.',
  },
  en: {
    subject: (stars: string, who: string, what: string) => `New review to moderate: ${stars} ${who}, ${what}`,
    title: 'New review to moderate',
    intro: 'A guest with a completed booking has written a review. It is not on the site yet: read it and decide whether to publish it.',
    rating: 'Rating',
    outOf: (n: number) => `${n} out of 5`,
    experience: 'Experience',
    booking: 'Booking',
    author: 'Author',
    language: 'Language',
    languages: { it: 'Italian', en: 'English' },
    written: 'Written on',
    reviewTitle: 'Title',
    text: 'Review text',
    approve: 'Approve and publish',
    reject: 'Reject',
    linksNote:
      'The links open a page with the review and buttons to approve or reject it: nothing changes until you press a button. Each link works once; do not forward this e-mail.',
    footer: 'Automatic notice from the booking website.',
  },
} as const;

export interface StaffReviewSubmittedInput {
  locale: Locale;
  review: {
    rating: number;
    title: string | null;
    body: string;
    authorName: string;
    authorCity: string | null;
    /** The language the guest wrote in. */
    locale: Locale;
    createdAt: Date;
    experienceTitle: Record<Locale, string>;
    bookingNumber: string | null;
    /** The guest's e-mail from the booking: staff can reply to it. */
    customerEmail: string | null;
  };
  approveUrl: string;
  rejectUrl: string;
}

const starsOf = (n: number) => '★'.repeat(n) + '☆'.repeat(Math.max(0, 5 - n));

/** To the estate: the review, its booking, and one-time links to approve or reject it. */
export function staffReviewSubmittedEmail(input: StaffReviewSubmittedInput): RenderedMail {
  const { locale, review } = input;
  const s = strings[locale];
  const who = review.authorCity ? `${review.authorName} (${review.authorCity})` : review.authorName;
  const rows: [string, string][] = [
    [s.rating, `${starsOf(review.rating)} ${s.outOf(review.rating)}`],
    [s.experience, review.experienceTitle[locale]],
    ...(review.bookingNumber ? [[s.booking, review.bookingNumber] as [string, string]] : []),
    [s.author, who],
    [s.language, s.languages[review.locale]],
    [s.written, formatDateTime(review.createdAt, locale)],
    ...(review.title ? [[s.reviewTitle, review.title] as [string, string]] : []),
  ];
  const subject = s.subject(starsOf(review.rating), who, review.experienceTitle[locale]);
  // The guest's text keeps its paragraphs; html`` escapes every piece.
  const paragraphs = review.body.split(/\n+/).filter(Boolean);
  const body = html`${heading(s.title)}
${paragraph(s.intro)}
${detailCard({ title: review.experienceTitle[locale], rows: rows as DetailRow[] })}
${subheading(s.text)}
<div lang="${review.locale}">${paragraphs.map((p) => paragraph(p))}</div>
${button(input.approveUrl, s.approve)}
${button(input.rejectUrl, s.reject)}
${muted(s.linksNote)}`;
  const text = [
    s.title,
    '',
    s.intro,
    '',
    textRows(rows),
    '',
    `${s.text}:`,
    review.body,
    '',
    `${s.approve}: ${input.approveUrl}`,
    `${s.reject}: ${input.rejectUrl}`,
    '',
    s.linksNote,
  ].join('\n');
  return {
    subject,
    text,
    html: emailLayout({ locale, title: subject, preheader: s.intro, body, footerNote: s.footer }),
    language: locale,
    ...(review.customerEmail ? { replyTo: review.customerEmail } : {}),
    attachments: [],
  };
}
