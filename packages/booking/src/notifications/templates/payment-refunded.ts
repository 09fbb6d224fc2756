import { formatDateTime, formatMoney } from '../format.ts';
import { html } from '../html.ts';
import { bulletList, button, contactsBlock, detailCard, emailLayout, heading, paragraph, signOff, staffNotice, textBullets, textContacts, textRows, type DetailRow } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { estate, guestStrings, type Locale } from '../strings.ts';

export interface RefundAfterExpiryInput {
  locale: Locale;
  amountCents: number;
  checkoutSessionId: string | null;
  /** Machine reason from the payments code (for staff only). */
  reason: string | null;
  customerName: string | null;
  customerEmail: string | null;
  /** What the guest had chosen, when the checkout session tells. */
  items: readonly { title: Record<Locale, string>; startsAt: Date }[];
  /** Where the guest can choose another date. */
  bookAgainUrl: string;
}

const guest = {
  it: {
    subject: 'Pagamento rimborsato: i posti non erano più disponibili',
    title: 'Ci dispiace: abbiamo rimborsato il tuo pagamento',
    body1: 'mentre il pagamento veniva completato, il tempo per cui tenevamo i posti era scaduto e nel frattempo sono stati prenotati da altri ospiti. Per questo non abbiamo potuto confermare la prenotazione.',
    body2: (amount: string) => `Abbiamo rimborsato l’intero importo di ${amount} sulla carta usata per il pagamento. L’accredito dipende dalla tua banca e richiede di solito da 5 a 10 giorni lavorativi.`,
    body3: 'Ci piacerebbe comunque accoglierti alla Tenuta: scegli un’altra data, oppure contattaci e ti aiutiamo a trovarla.',
    chosen: 'Avevi scelto:',
    refunded: 'Importo rimborsato',
    reference: 'Riferimento del pagamento',
    bookAgain: 'Scegli un’altra data',
  },
  en: {
    subject: 'Payment refunded: the places were no longer available',
    title: 'We are sorry: your payment has been refunded',
    body1: 'while your payment was being completed, the time we were holding your places ran out and in the meantime they were booked by other guests. This is why we could not confirm your booking.',
    body2: (amount: string) => `We have refunded the full amount of ${amount} to the card you paid with. When it shows up depends on your bank; it usually takes 5 to 10 working days.`,
    body3: 'We would still love to welcome you at Tenuta: choose another date, or contact us and we will help you find one.',
    chosen: 'You had chosen:',
    refunded: 'Amount refunded',
    reference: 'Payment reference',
    bookAgain: 'Choose another date',
  },
} as const;

const itemLines = (input: RefundAfterExpiryInput): string[] => input.items.map((i) => `${i.title[input.locale]}: ${formatDateTime(i.startsAt, input.locale)}`);

/** To the guest whose payment arrived after the hold expired and the seats were gone. */
export function paymentRefundedAfterExpiryEmail(input: RefundAfterExpiryInput): RenderedMail {
  const { locale } = input;
  const s = guest[locale];
  const g = guestStrings[locale];
  const amount = formatMoney(input.amountCents, locale);
  const rows: [string, string][] = [[s.refunded, amount], ...(input.checkoutSessionId ? [[s.reference, input.checkoutSessionId] as [string, string]] : [])];
  const chosen = itemLines(input);
  const body = html`${heading(s.title)}
${paragraph(g.greeting(input.customerName))}
${paragraph(s.body1)}
${chosen.length > 0 ? html`${paragraph(s.chosen)}${bulletList(chosen)}` : ''}
${paragraph(s.body2(amount))}
${detailCard({ rows: rows as DetailRow[] })}
${paragraph(s.body3)}
${button(input.bookAgainUrl, s.bookAgain)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [s.title, '', g.greeting(input.customerName), s.body1, '', ...(chosen.length > 0 ? [s.chosen, textBullets(chosen), ''] : []), s.body2(amount), '', textRows(rows), '', s.body3, `${s.bookAgain}: ${input.bookAgainUrl}`, '', textContacts(locale), '', g.signOff, g.signature].join('\n');
  return {
    subject: s.subject,
    text,
    html: emailLayout({ locale, title: s.subject, preheader: s.body2(amount), body, footerNote: g.footer }),
    language: locale,
    replyTo: estate.email,
    attachments: [],
  };
}

const staff = {
  it: {
    subject: (amount: string) => `Rimborso automatico di ${amount}: pagamento arrivato dopo la scadenza`,
    title: 'Rimborso automatico',
    body: 'Un pagamento è arrivato dopo la scadenza del blocco dei posti e i posti non erano più liberi: il sistema non ha creato prenotazioni e ha rimborsato l’intero importo. Il cliente è stato avvisato via e-mail. Nessuna azione richiesta.',
    amount: 'Importo rimborsato',
    checkout: 'Sessione di checkout',
    reason: 'Motivo',
    customer: 'Cliente',
    items: 'Esperienze scelte',
    footer: 'Notifica automatica del sito di prenotazione.',
  },
  en: {
    subject: (amount: string) => `Automatic refund of ${amount}: payment arrived after expiry`,
    title: 'Automatic refund',
    body: 'A payment arrived after the seat hold had expired and the seats were no longer free: the system created no bookings and refunded the full amount. The guest has been told by e-mail. No action needed.',
    amount: 'Amount refunded',
    checkout: 'Checkout session',
    reason: 'Reason',
    customer: 'Guest',
    items: 'Experiences chosen',
    footer: 'Automatic notice from the booking website.',
  },
} as const;

/** To the estate: the same event, with the references staff need to look it up. */
export function staffPaymentRefundedAfterExpiryEmail(input: RefundAfterExpiryInput): RenderedMail {
  const { locale } = input;
  const s = staff[locale];
  const amount = formatMoney(input.amountCents, locale);
  const who = [input.customerName, input.customerEmail].filter(Boolean).join(' · ');
  const rows: [string, string][] = [
    [s.amount, amount],
    ...(input.checkoutSessionId ? [[s.checkout, input.checkoutSessionId] as [string, string]] : []),
    ...(input.reason ? [[s.reason, input.reason] as [string, string]] : []),
    ...(who ? [[s.customer, who] as [string, string]] : []),
    ...(input.items.length > 0 ? [[s.items, itemLines(input).join('; ')] as [string, string]] : []),
  ];
  return staffNotice({ locale, subject: s.subject(amount), title: s.title, body: s.body, rows, footer: s.footer, replyTo: input.customerEmail });
}
