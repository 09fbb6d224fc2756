import PDFDocument from 'pdfkit';
import { formatIsoDay, formatMoney } from '@tenuta/booking';
import type { Locale } from '@tenuta/booking';
import { romeDate } from '@tenuta/core';
import { winAnsi } from '@tenuta/booking';
import type { InvoiceDocument } from './invoice-document.ts';
import { withNature } from './invoice-lines.ts';
import { vatSummaries } from './invoice-money.ts';
import { natureReference } from './nature-references.ts';
import type { Seller } from './seller.ts';
import { STAMP_DUTY_CENTS, stampDutyDue } from './stamp-duty.ts';

const strings = {
  it: {
    TD01: 'Fattura',
    TD24: 'Fattura differita',
    TD04: 'Nota di credito',
    draft: 'BOZZA - non valida ai fini fiscali',
    number: 'Numero',
    date: 'Data',
    due: 'Scadenza',
    period: 'Esperienze del mese',
    credits: 'Storno della fattura',
    of: 'del',
    seller: 'Cedente / prestatore',
    buyer: 'Cessionario / committente',
    vat: 'P. IVA',
    fiscal: 'Cod. fiscale',
    regime: 'Regime fiscale',
    recipient: 'Codice destinatario',
    pec: 'PEC',
    description: 'Descrizione',
    rate: 'IVA',
    taxable: 'Imponibile',
    tax: 'Imposta',
    amount: 'Importo',
    summary: 'Riepilogo IVA',
    nature: 'Natura',
    totalTaxable: 'Totale imponibile',
    totalVat: 'Totale IVA',
    total: 'Totale documento',
    payment: 'Pagamento',
    transfer: (due: string | null, iban: string | null) => `Bonifico bancario${due ? ` entro il ${due}` : ''}${iban ? ` - IBAN ${iban}` : ''}`,
    card: 'Pagata con carta al momento della prenotazione',
    paid: (when: string) => `Pagata il ${when}`,
    courtesy: 'Copia di cortesia. Il documento fiscale è il file XML (FatturaPA) trasmesso tramite il Sistema di Interscambio.',
    stamp: (amount: string) => `Imposta di bollo di ${amount} assolta in modo virtuale ai sensi dell'art. 6 del DM 17 giugno 2014.`,
  },
  en: {
    TD01: 'Invoice',
    TD24: 'Deferred invoice',
    TD04: 'Credit note',
    draft: 'DRAFT - not valid for tax purposes',
    number: 'Number',
    date: 'Date',
    due: 'Due date',
    period: 'Experiences of',
    credits: 'Credits invoice',
    of: 'of',
    seller: 'Seller',
    buyer: 'Customer',
    vat: 'VAT no.',
    fiscal: 'Tax code',
    regime: 'Tax regime',
    recipient: 'Recipient code',
    pec: 'PEC',
    description: 'Description',
    rate: 'VAT',
    taxable: 'Taxable',
    tax: 'VAT',
    amount: 'Amount',
    summary: 'VAT summary',
    nature: 'Nature',
    totalTaxable: 'Total taxable',
    totalVat: 'Total VAT',
    total: 'Document total',
    payment: 'Payment',
    transfer: (due: string | null, iban: string | null) => `Bank transfer${due ? ` by ${due}` : ''}${iban ? ` - IBAN ${iban}` : ''}`,
    card: 'Paid by card when booking',
    paid: (when: string) => `Paid on ${when}`,
    courtesy: 'Courtesy copy. The tax document is the XML file (FatturaPA) sent through the Italian exchange system (SdI).',
    stamp: (amount: string) => `Stamp duty of ${amount} paid virtually under art. 6 of the Italian Ministerial Decree of 17 June 2014.`,
  },
} as const;

const INK = '#2b2118';
const MUTED = '#6b5d4f';
const ACCENT = '#7a4b1f';
const RULE = '#d9cbb8';

const percent = (bps: number) => `${Math.floor(bps / 100)}${bps % 100 ? `,${String(bps % 100).padStart(2, '0')}` : ''}%`;

/** The invoice as an A4 PDF (a courtesy copy of the e-invoice), in the reader's language. */
export function renderInvoicePdf(doc: InvoiceDocument, seller: Seller, locale: Locale): Promise<Buffer> {
  const s = strings[locale];
  const lines = withNature(doc.lines, seller.zeroVatNature);
  const money = (c: number) => formatMoney(c, locale);
  const day = (d: string | null) => (d ? formatIsoDay(d, locale) : '');
  const title = `${s[doc.docType]}${doc.numberLabel ? ` ${doc.numberLabel}` : ''}`;
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: seller.name, Subject: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const t = (x: string) => winAnsi(x);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom - 40;

  // The parties, side by side.
  const party = (label: string, lines: string[], x: number, y: number) => {
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(t(label.toUpperCase()), x, y, { width: width / 2 - 10 });
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(t(lines[0] ?? ''), { width: width / 2 - 10 });
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(t(lines.slice(1).filter(Boolean).join('\n')), { width: width / 2 - 10 });
    return pdf.y;
  };
  const b = doc.buyer;
  const sellerBottom = party(
    s.seller,
    [
      seller.name,
      seller.address,
      `${seller.postalCode} ${seller.city} (${seller.province}) ${seller.country}`,
      `${s.vat} ${seller.country}${seller.vatNumber}`,
      seller.fiscalCode && seller.fiscalCode !== seller.vatNumber ? `${s.fiscal} ${seller.fiscalCode}` : '',
      `${s.regime} ${seller.regime}`,
    ],
    left,
    50,
  );
  const buyerBottom = party(
    s.buyer,
    [
      b.name,
      b.address ?? '',
      [b.postal_code, b.city, b.province ? `(${b.province})` : '', b.country].filter(Boolean).join(' '),
      b.vat_number ? `${s.vat} ${b.vat_country ?? ''}${b.vat_number}` : '',
      b.fiscal_code ? `${s.fiscal} ${b.fiscal_code}` : '',
      b.sdi_code ? `${s.recipient} ${b.sdi_code}` : b.pec ? `${s.pec} ${b.pec}` : '',
    ],
    left + width / 2 + 10,
    50,
  );

  let y = Math.max(sellerBottom, buyerBottom) + 24;
  pdf.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT).text(t(title), left, y);
  if (doc.status === 'draft') pdf.font('Helvetica-Bold').fontSize(11).fillColor('#a12a1a').text(t(s.draft));
  const facts = (
    [
      [s.date, day(doc.issueDate)],
      ...(doc.dueDate && doc.docType !== 'TD04' ? [[s.due, day(doc.dueDate)] as [string, string]] : []),
      ...(doc.period ? [[s.period, `${doc.period.slice(5, 7)}/${doc.period.slice(0, 4)}`] as [string, string]] : []),
      ...(doc.creditOf ? [[s.credits, `${doc.creditOf.numberLabel} ${s.of} ${day(doc.creditOf.issueDate)}`] as [string, string]] : []),
    ] as [string, string][]
  ).filter(([, v]) => v !== '');
  pdf
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(t(facts.map(([k, v]) => `${k}: ${v}`).join('   ')));
  y = pdf.y + 16;

  // The lines.
  const cols = { desc: left, rate: left + width - 250, taxable: left + width - 200, tax: left + width - 130, amount: left + width - 65 };
  const header = () => {
    pdf.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
    pdf.text(t(s.description.toUpperCase()), cols.desc, y, { width: cols.rate - cols.desc - 8 });
    pdf.text(t(s.rate.toUpperCase()), cols.rate, y, { width: 45, align: 'right' });
    pdf.text(t(s.taxable.toUpperCase()), cols.taxable, y, { width: 65, align: 'right' });
    pdf.text(t(s.tax.toUpperCase()), cols.tax, y, { width: 60, align: 'right' });
    pdf.text(t(s.amount.toUpperCase()), cols.amount, y, { width: 65, align: 'right' });
    y += 14;
    pdf
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(RULE)
      .stroke();
    y += 6;
  };
  header();
  for (const l of lines) {
    pdf.font('Helvetica').fontSize(9);
    const h = pdf.heightOfString(t(l.description), { width: cols.rate - cols.desc - 8 });
    if (y + h > bottom()) {
      pdf.addPage();
      y = pdf.page.margins.top;
      header();
    }
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(t(l.description), cols.desc, y, { width: cols.rate - cols.desc - 8 });
    const rate = l.vatBps === 0 && l.nature ? `0% ${l.nature}` : percent(l.vatBps);
    pdf.text(t(rate), cols.rate, y, { width: 45, align: 'right' });
    pdf.text(t(money(l.taxableCents)), cols.taxable, y, { width: 65, align: 'right' });
    pdf.text(t(money(l.vatCents)), cols.tax, y, { width: 60, align: 'right' });
    pdf.text(t(money(l.taxableCents + l.vatCents)), cols.amount, y, { width: 65, align: 'right' });
    y += Math.max(h, 12) + 6;
  }
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  if (y > bottom() - 120) {
    pdf.addPage();
    y = pdf.page.margins.top;
  }

  // VAT summary and totals.
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(t(s.summary), left, y);
  y = pdf.y + 4;
  for (const r of vatSummaries(lines)) {
    const label = r.vatBps === 0 ? `0% (${s.nature} ${r.nature ?? ''})` : percent(r.vatBps);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(t(`${s.rate} ${label}: ${s.taxable} ${money(r.taxableCents)} - ${s.tax} ${money(r.vatCents)}`), left, y, { width: width / 2 });
    // The legal reference of the Natura, as the e-invoice's RiferimentoNormativo (in Italian: it cites Italian law).
    if (r.vatBps === 0)
      pdf
        .fontSize(8)
        .fillColor(MUTED)
        .text(t(natureReference(r.nature ?? '', seller)), { width: width / 2 });
    y = pdf.y + 2;
  }
  const totals: [string, string, boolean][] = [
    [s.totalTaxable, money(doc.taxableCents), false],
    [s.totalVat, money(doc.vatCents), false],
    [s.total, money(doc.totalCents), true],
  ];
  let ty = y + 8;
  for (const [label, value, strong] of totals) {
    pdf
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .fillColor(INK);
    pdf.text(t(label), left + width / 2, ty, { width: width / 2 - 90 });
    pdf.text(t(value), left + width - 90, ty, { width: 90, align: 'right' });
    ty = pdf.y + 4;
  }

  // Payment and the courtesy note.
  y = ty + 14;
  if (doc.payment !== 'none') {
    const paid = doc.paidAt ? s.paid(day(romeDate(doc.paidAt))) : null;
    const how = doc.payment === 'card' ? s.card : s.transfer(doc.dueDate ? day(doc.dueDate) : null, seller.iban);
    pdf.font('Helvetica-Bold').fontSize(10).text(t(s.payment), left, y);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(t([how, paid].filter(Boolean).join('. ')), { width });
    y = pdf.y + 10;
  }
  if (stampDutyDue(doc.lines, seller.zeroVatNature)) {
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(t(s.stamp(money(STAMP_DUTY_CENTS))), left, y, { width });
    y = pdf.y + 10;
  }
  pdf.font('Helvetica').fontSize(8).fillColor(MUTED).text(t(s.courtesy), left, y, { width });
  pdf.end();
  return done;
}
