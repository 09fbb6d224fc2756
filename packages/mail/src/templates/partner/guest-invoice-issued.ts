import { formatIsoDay, formatMoney } from '@tenuta/booking';
import { html } from '../../html.ts';
import { detailCard, type DetailRow, guestMail, paragraph, textRows } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import type { InvoiceEmailInput } from './invoice-email-input.ts';

const strings = {
  it: {
    TD01: 'Fattura',
    TD24: 'Fattura',
    TD04: 'Nota di credito',
    subject: (what: string, number: string) => `${what} ${number} della Tenuta`,
    intro: (name: string) =>
      `Gentile ${name}, grazie per aver prenotato alla Tenuta. Come richiesto al momento del pagamento, in allegato trovate la copia di cortesia in PDF del documento.`,
    number: 'Numero',
    date: 'Data',
    credits: 'Storno della fattura',
    taxable: 'Imponibile',
    vat: 'IVA',
    total: 'Totale',
    paid: 'Pagata con carta al momento della prenotazione.',
    sdi: 'La fattura elettronica è trasmessa tramite il Sistema di Interscambio al codice destinatario o alla PEC indicati.',
  },
  en: {
    TD01: 'Invoice',
    TD24: 'Invoice',
    TD04: 'Credit note',
    subject: (what: string, number: string) => `${what} ${number} from Tenuta`,
    intro: (name: string) => `Dear ${name}, thank you for booking at Tenuta. As you asked when paying, attached is the courtesy copy of the document as a PDF.`,
    number: 'Number',
    date: 'Date',
    credits: 'Credits invoice',
    taxable: 'Taxable',
    vat: 'VAT',
    total: 'Total',
    paid: 'Paid by card when booking.',
    sdi: 'The e-invoice is sent through the Italian exchange system (SdI) to the recipient code or PEC you gave.',
  },
} as const;

/** To a guest business whose booking was paid and who asked for an invoice (or its credit note): the figures and the PDF attached. */
export function guestInvoiceIssuedEmail(input: InvoiceEmailInput): RenderedMail {
  const { locale, invoice: d } = input;
  const s = strings[locale];
  const subject = s.subject(s[d.docType], d.numberLabel ?? '');
  const rows: [string, string][] = [
    [s.number, d.numberLabel ?? ''],
    [s.date, formatIsoDay(d.issueDate ?? '', locale)],
    ...(d.creditOf ? [[s.credits, d.creditOf.numberLabel] as [string, string]] : []),
    [s.taxable, formatMoney(d.taxableCents, locale)],
    [s.vat, formatMoney(d.vatCents, locale)],
    [s.total, formatMoney(d.totalCents, locale)],
  ];
  const intro = s.intro(d.buyer.name);
  const extra = [...(d.docType === 'TD01' ? [s.paid] : []), ...(d.buyer.country === 'IT' ? [s.sdi] : [])];
  return guestMail({
    locale,
    subject,
    preheader: intro,
    body: html`${paragraph(intro)}
${detailCard({ title: subject, rows: rows as DetailRow[] })}
${extra.map((e) => paragraph(e))}`,
    text: [intro, '', subject, textRows(rows), '', ...extra, ''],
    attachments: input.attachments,
  });
}
