import { formatIsoDay, formatMoney } from '@tenuta/booking';
import { html } from '../../html.ts';
import { button, detailCard, type DetailRow, emailLayout, heading, muted, paragraph, textRows } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { estate } from '../../strings.ts';
import type { InvoiceEmailInput } from './invoice-email-input.ts';

const strings = {
  it: {
    TD01: 'Fattura',
    TD24: 'Fattura differita',
    TD04: 'Nota di credito',
    subject: (what: string, number: string) => `${what} ${number} della Tenuta`,
    intro: (name: string) => `Gentile ${name}, in allegato trovate il documento emesso dalla Tenuta: il PDF (copia di cortesia) e il file XML della fattura elettronica.`,
    period: 'Esperienze del mese',
    number: 'Numero',
    date: 'Data',
    due: 'Scadenza',
    credits: 'Storno della fattura',
    taxable: 'Imponibile',
    vat: 'IVA',
    total: 'Totale',
    transfer: 'Il pagamento si effettua con bonifico bancario entro la scadenza: le coordinate sono nel documento.',
    sdi: 'La fattura elettronica viene trasmessa anche tramite il Sistema di Interscambio al vostro codice destinatario o PEC.',
    button: 'Le vostre fatture',
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    TD01: 'Invoice',
    TD24: 'Deferred invoice',
    TD04: 'Credit note',
    subject: (what: string, number: string) => `${what} ${number} from Tenuta`,
    intro: (name: string) => `Dear ${name}, attached is the document the Tenuta issued: the PDF (courtesy copy) and the XML file of the Italian e-invoice.`,
    period: 'Experiences of',
    number: 'Number',
    date: 'Date',
    due: 'Due date',
    credits: 'Credits invoice',
    taxable: 'Taxable',
    vat: 'VAT',
    total: 'Total',
    transfer: 'Please pay by bank transfer by the due date: the bank details are on the document.',
    sdi: 'The e-invoice is also sent through the Italian exchange system (SdI) to your recipient code or PEC.',
    button: 'Your invoices',
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

/** To a reseller when staff issue its invoice or credit note: the figures, the due date, the PDF and the XML attached. */
export function partnerInvoiceIssuedEmail(input: InvoiceEmailInput): RenderedMail {
  const { locale, invoice: d } = input;
  const s = strings[locale];
  const subject = s.subject(s[d.docType], d.numberLabel ?? '');
  const rows: [string, string][] = [
    [s.number, d.numberLabel ?? ''],
    [s.date, formatIsoDay(d.issueDate ?? '', locale)],
    ...(d.period ? [[s.period, `${d.period.slice(5, 7)}/${d.period.slice(0, 4)}`] as [string, string]] : []),
    ...(d.creditOf ? [[s.credits, d.creditOf.numberLabel] as [string, string]] : []),
    [s.taxable, formatMoney(d.taxableCents, locale)],
    [s.vat, formatMoney(d.vatCents, locale)],
    [s.total, formatMoney(d.totalCents, locale)],
    ...(d.dueDate && d.docType === 'TD24' ? [[s.due, formatIsoDay(d.dueDate, locale)] as [string, string]] : []),
  ];
  const intro = s.intro(d.buyer.name);
  const pay = d.docType === 'TD24' ? s.transfer : null;
  const body = html`${heading(subject)}
${paragraph(intro)}
${detailCard({ rows: rows as DetailRow[] })}
${pay ? paragraph(pay) : ''}
${button(input.invoicesUrl, s.button)}
${muted(s.sdi)}`;
  return {
    subject,
    text: [subject, '', intro, '', textRows(rows), '', ...(pay ? [pay, ''] : []), `${s.button}: ${input.invoicesUrl}`, '', s.sdi].join('\n'),
    html: emailLayout({ locale, title: subject, preheader: intro, body, footerNote: s.footer }),
    language: locale,
    replyTo: estate.email,
    attachments: input.attachments,
  };
}
