import { formatDateTime, formatIsoDay, formatMoney } from '@tenuta/booking';
import { html } from '../html.ts';
import { contactsBlock, detailCard, type DetailRow, guestMail, heading, muted, paragraph, signOff, textRows } from '../layout.ts';
import type { RenderedMail } from '../mail.ts';
import { guestStrings } from '../strings.ts';
import type { GiftVoucherMailInput } from './gift-voucher-input.ts';

/** The receipt's reference: the voucher's id, as staff find it. */
export const voucherReceiptNumber = (id: number): string => `GV-${String(id).padStart(6, '0')}`;

const strings = {
  it: {
    subject: (n: string) => `Ricevuta di pagamento ${n}: il tuo buono regalo della Tenuta`,
    preheader: 'Grazie: il pagamento del buono regalo è andato a buon fine.',
    title: 'Ricevuta di pagamento',
    intro: (name: string) => `grazie per aver regalato un’esperienza alla Tenuta. Abbiamo ricevuto il pagamento del buono regalo per ${name}.`,
    number: 'Ricevuta n.',
    paidAt: 'Pagato il',
    amount: 'Importo pagato',
    method: 'Metodo',
    card: 'Carta di pagamento',
    what: 'Descrizione',
    voucherFor: (name: string) => `Buono regalo multiuso per ${name}`,
    meantFor: 'Pensato per',
    delivery: 'Consegna',
    toYouNow: 'A te, con un’e-mail a parte, adesso',
    toRecipient: (email: string, day: string) => `A ${email}, il ${day}`,
    validUntil: 'Valido fino al',
    notInvoice:
      'Questa è una ricevuta di pagamento, non una fattura: la vendita di un buono multiuso non è un’operazione soggetta a IVA (art. 6-quater del DPR 633/1972). L’IVA si applica, e la fattura è emessa se richiesta, quando il buono viene usato per prenotare un’esperienza.',
    codeApart: 'Il codice del buono non è in questa ricevuta: viaggia solo nell’e-mail del buono, con il PDF da stampare o inoltrare.',
  },
  en: {
    subject: (n: string) => `Payment receipt ${n}: your Tenuta gift voucher`,
    preheader: 'Thank you: the payment for the gift voucher went through.',
    title: 'Payment receipt',
    intro: (name: string) => `thank you for giving an experience at Tenuta. We have received the payment for the gift voucher for ${name}.`,
    number: 'Receipt no.',
    paidAt: 'Paid on',
    amount: 'Amount paid',
    method: 'Method',
    card: 'Payment card',
    what: 'Description',
    voucherFor: (name: string) => `Multi-purpose gift voucher for ${name}`,
    meantFor: 'Meant for',
    delivery: 'Delivery',
    toYouNow: 'To you, in a separate e-mail, now',
    toRecipient: (email: string, day: string) => `To ${email}, on ${day}`,
    validUntil: 'Valid until',
    notInvoice:
      'This is a receipt of payment, not an invoice: under Italian VAT law the sale of a multi-purpose voucher is not a taxable supply (art. 6-quater of Presidential Decree 633/1972). VAT applies, and an invoice is issued if you ask for one, when the voucher is used to book an experience.',
    codeApart: 'The voucher’s code is not in this receipt: it travels only in the voucher’s own e-mail, with the PDF to print or forward.',
  },
} as const;

/** To the buyer once the payment arrived: a receipt of payment (never an invoice) and where the voucher goes. */
export function giftVoucherReceiptEmail(input: GiftVoucherMailInput): RenderedMail {
  const { locale, voucher: v } = input;
  const s = strings[locale];
  const g = guestStrings[locale];
  const number = voucherReceiptNumber(v.id);
  const delivery = v.deliverTo === 'recipient' && v.recipientEmail ? s.toRecipient(v.recipientEmail, formatIsoDay(v.deliverOn ?? '', locale) || '—') : s.toYouNow;
  const rows: [string, string][] = [
    [s.number, number],
    [s.paidAt, formatDateTime(v.paidAt ?? v.updatedAt, locale)],
    [s.what, s.voucherFor(v.recipientName)],
    ...(input.meantFor ? [[s.meantFor, input.meantFor] as [string, string]] : []),
    [s.amount, formatMoney(v.amountCents, locale)],
    [s.method, s.card],
    [s.delivery, delivery],
    [s.validUntil, formatIsoDay(input.expiresOn, locale)],
  ];
  const body = html`${heading(s.title)}
${paragraph(g.greeting(v.buyerName))}
${paragraph(s.intro(v.recipientName))}
${detailCard({ title: `${s.number} ${number}`, rows: rows as DetailRow[] })}
${paragraph(s.codeApart)}
${muted(s.notInvoice)}
${contactsBlock(locale)}
${signOff(locale)}`;
  const text = [s.title, '', g.greeting(v.buyerName), s.intro(v.recipientName), '', textRows(rows), '', s.codeApart, '', s.notInvoice, ''];
  return guestMail({ locale, subject: s.subject(number), preheader: s.preheader, body, text });
}
