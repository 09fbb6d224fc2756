import { formatDateTime, formatMoney } from '@tenuta/booking';
import { html } from '../html.ts';
import {
  bulletList,
  button,
  contactsBlock,
  detailCard,
  emailLayout,
  heading,
  paragraph,
  signOff,
  staffNotice,
  textBullets,
  textContacts,
  textRows,
  type DetailRow,
} from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { estate, guestStrings, type Locale } from '../strings.ts';

export interface RefundAfterExpiryInput {
  locale: Locale;
  amountCents: number;
  checkoutSessionId: string | null;
  /** Machine reason from the payments code (for staff only). */
  reason: string | null;
  /** Why no booking was made: the seats were gone (default) or the coupon had no uses left. */
  cause?: 'seats' | 'coupon';
  /** What the provider said of the refund when the e-mail was queued: only `succeeded` is told as done. */
  refundStatus?: 'succeeded' | 'pending' | 'failed';
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
    body1:
      'mentre il pagamento veniva completato, il tempo per cui tenevamo i posti era scaduto e nel frattempo sono stati prenotati da altri ospiti. Per questo non abbiamo potuto confermare la prenotazione.',
    body2: (amount: string) =>
      `Abbiamo rimborsato l’intero importo di ${amount} sulla carta usata per il pagamento. L’accredito dipende dalla tua banca e richiede di solito da 5 a 10 giorni lavorativi.`,
    body3: 'Ci piacerebbe comunque accoglierti alla Tenuta: scegli un’altra data, oppure contattaci e ti aiutiamo a trovarla.',
    chosen: 'Avevi scelto:',
    refunded: 'Importo rimborsato',
    reference: 'Riferimento del pagamento',
    bookAgain: 'Scegli un’altra data',
    couponSubject: 'Pagamento rimborsato: il codice sconto non era più disponibile',
    pendingSubject: 'Rimborso in corso: non abbiamo potuto confermare la prenotazione',
    pendingTitle: 'Ci dispiace: stiamo rimborsando il tuo pagamento',
    pendingBody2: (amount: string) =>
      `Abbiamo avviato il rimborso dell’intero importo di ${amount} sulla carta usata per il pagamento; il circuito della carta lo sta ancora elaborando. L’accredito dipende dalla tua banca e richiede di solito da 5 a 10 giorni lavorativi.`,
    pendingRow: 'Importo in rimborso',
    couponBody1:
      'mentre il pagamento veniva completato, il tempo per cui ti riservavamo il codice sconto era scaduto e nel frattempo il codice è stato usato fino al limite previsto. Per questo non abbiamo potuto confermare la prenotazione al prezzo scontato.',
  },
  en: {
    subject: 'Payment refunded: the places were no longer available',
    title: 'We are sorry: your payment has been refunded',
    body1:
      'while your payment was being completed, the time we were holding your places ran out and in the meantime they were booked by other guests. This is why we could not confirm your booking.',
    body2: (amount: string) =>
      `We have refunded the full amount of ${amount} to the card you paid with. When it shows up depends on your bank; it usually takes 5 to 10 working days.`,
    body3: 'We would still love to welcome you at Tenuta: choose another date, or contact us and we will help you find one.',
    chosen: 'You had chosen:',
    refunded: 'Amount refunded',
    reference: 'Payment reference',
    bookAgain: 'Choose another date',
    couponSubject: 'Payment refunded: the discount code was no longer available',
    pendingSubject: 'Refund under way: we could not confirm your booking',
    pendingTitle: 'We are sorry: we are refunding your payment',
    pendingBody2: (amount: string) =>
      `We have started a refund of the full amount of ${amount} to the card you paid with; the card network is still processing it. When it shows up depends on your bank; it usually takes 5 to 10 working days.`,
    pendingRow: 'Amount being refunded',
    couponBody1:
      'while your payment was being completed, the time we were keeping your discount code for ran out and in the meantime the code was used up to its limit. This is why we could not confirm your booking at the discounted price.',
  },
} as const;

const itemLines = (input: RefundAfterExpiryInput): string[] => input.items.map((i) => `${i.title[input.locale]}: ${formatDateTime(i.startsAt, input.locale)}`);

/** To the guest whose payment arrived after the hold expired and the seats were gone. */
export function paymentRefundedAfterExpiryEmail(input: RefundAfterExpiryInput): RenderedMail {
  const { locale } = input;
  const s = guest[locale];
  const g = guestStrings[locale];
  const amount = formatMoney(input.amountCents, locale);
  const pending = input.refundStatus === 'pending';
  const rows: [string, string][] = [
    [pending ? s.pendingRow : s.refunded, amount],
    ...(input.checkoutSessionId ? [[s.reference, input.checkoutSessionId] as [string, string]] : []),
  ];
  const chosen = itemLines(input);
  const body1 = input.cause === 'coupon' ? s.couponBody1 : s.body1;
  const subject = pending ? s.pendingSubject : input.cause === 'coupon' ? s.couponSubject : s.subject;
  const title = pending ? s.pendingTitle : s.title;
  const body2 = pending ? s.pendingBody2(amount) : s.body2(amount);
  const body = html`${heading(title)}
${paragraph(g.greeting(input.customerName))}
${paragraph(body1)}
${chosen.length > 0 ? html`${paragraph(s.chosen)}${bulletList(chosen)}` : ''}
${paragraph(body2)}
${detailCard({ rows: rows as DetailRow[] })}
${paragraph(s.body3)}
${button(input.bookAgainUrl, s.bookAgain)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [
    title,
    '',
    g.greeting(input.customerName),
    body1,
    '',
    ...(chosen.length > 0 ? [s.chosen, textBullets(chosen), ''] : []),
    body2,
    '',
    textRows(rows),
    '',
    s.body3,
    `${s.bookAgain}: ${input.bookAgainUrl}`,
    '',
    textContacts(locale),
    '',
    g.signOff,
    g.signature,
  ].join('\n');
  return {
    subject,
    text,
    html: emailLayout({ locale, title: subject, preheader: body2, body, footerNote: g.footer }),
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
    couponBody:
      'Un pagamento è arrivato dopo la scadenza della riserva del codice sconto e il codice aveva ormai esaurito gli utilizzi: il sistema non ha creato prenotazioni e ha rimborsato l’intero importo. Il cliente è stato avvisato via e-mail. Nessuna azione richiesta.',
    amount: 'Importo rimborsato',
    pendingSubject: (amount: string) => `Rimborso automatico di ${amount} in corso: pagamento arrivato dopo la scadenza`,
    pendingNote: 'Il gestore dei pagamenti ha accettato il rimborso ma lo sta ancora elaborando (stato: in corso); il sistema ne segue l’esito.',
    failedSubject: (amount: string) => `AZIONE RICHIESTA: rimborso automatico di ${amount} non riuscito`,
    failedBody:
      'Un pagamento è arrivato dopo la scadenza e il sistema non ha creato prenotazioni, ma il gestore dei pagamenti ha rifiutato o annullato il rimborso automatico: il cliente NON è stato rimborsato e non ha ricevuto e-mail di rimborso. Rimborsa l’importo dal pannello del gestore dei pagamenti e contatta il cliente.',
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
    couponBody:
      'A payment arrived after the discount code reservation had expired and the code had no uses left: the system created no bookings and refunded the full amount. The guest has been told by e-mail. No action needed.',
    amount: 'Amount refunded',
    pendingSubject: (amount: string) => `Automatic refund of ${amount} under way: payment arrived after expiry`,
    pendingNote: 'The payment provider accepted the refund but is still processing it (status: pending); the system follows it up.',
    failedSubject: (amount: string) => `ACTION NEEDED: automatic refund of ${amount} failed`,
    failedBody:
      'A payment arrived after expiry and the system created no bookings, but the payment provider refused or canceled the automatic refund: the guest has NOT been refunded and got no refund e-mail. Refund the amount from the payment provider’s dashboard and contact the guest.',
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
  const base = input.cause === 'coupon' ? s.couponBody : s.body;
  const subject = input.refundStatus === 'failed' ? s.failedSubject(amount) : input.refundStatus === 'pending' ? s.pendingSubject(amount) : s.subject(amount);
  const body = input.refundStatus === 'failed' ? s.failedBody : input.refundStatus === 'pending' ? `${base} ${s.pendingNote}` : base;
  return staffNotice({ locale, subject, title: s.title, body, rows, footer: s.footer, replyTo: input.customerEmail });
}
