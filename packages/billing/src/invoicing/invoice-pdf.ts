import { formatIsoDay, formatMoney } from '@tenuta/booking';
import type { Locale } from '@tenuta/booking';
import { romeDate } from '@tenuta/core';
import { finishDocument, heightOf, label, letterhead, PALETTE, put, room, rule, type Sheet, startDocument } from '@tenuta/booking';
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

const percent = (bps: number) => `${Math.floor(bps / 100)}${bps % 100 ? `,${String(bps % 100).padStart(2, '0')}` : ''}%`;

const PANEL_PAD = 12;
const partyDetails = (lines: string[]) => lines.slice(1).filter(Boolean).join('\n');

/** The height of a party's panel at a width. */
function partyHeight(sheet: Sheet, lines: string[], w: number): number {
  const inner = w - 2 * PANEL_PAD;
  return 2 * PANEL_PAD + 12 + heightOf(sheet.doc, 'strong', lines[0] ?? '', inner, 11) + 3 + heightOf(sheet.doc, 'body', partyDetails(lines), inner, 8.5);
}

/** A party (seller or buyer) on a paper panel: its label, its name, its details. */
function partyPanel(sheet: Sheet, title: string, lines: string[], x: number, y: number, w: number, h: number): void {
  const { doc } = sheet;
  const inner = w - 2 * PANEL_PAD;
  doc.roundedRect(x, y, w, h, 5).fill(PALETTE.paperDeep);
  label(doc, title, x + PANEL_PAD, y + PANEL_PAD, { width: inner });
  put(doc, 'strong', lines[0] ?? '', x + PANEL_PAD, y + PANEL_PAD + 12, { width: inner, size: 11 });
  put(doc, 'body', partyDetails(lines), x + PANEL_PAD, doc.y + 3, { width: inner, size: 8.5, color: PALETTE.inkSoft });
}

/** The invoice as an A4 PDF (a courtesy copy of the e-invoice) in the estate's look, in the reader's language. */
export function renderInvoicePdf(doc: InvoiceDocument, seller: Seller, locale: Locale): Promise<Buffer> {
  const s = strings[locale];
  const lines = withNature(doc.lines, seller.zeroVatNature);
  const money = (c: number) => formatMoney(c, locale);
  const day = (d: string | null) => (d ? formatIsoDay(d, locale) : '');
  const title = `${s[doc.docType]}${doc.numberLabel ? ` ${doc.numberLabel}` : ''}`;
  const sheet = startDocument({ size: 'A4', locale, title, author: seller.name });
  const { doc: pdf, left, right, width } = sheet;
  let y = letterhead(sheet, [title, doc.issueDate ? `${s.date} ${day(doc.issueDate)}` : '']);

  // The title, a draft's warning and the document's dates.
  put(pdf, 'display', title, left, y, { width });
  if (doc.status === 'draft') put(pdf, 'strong', s.draft, left, pdf.y + 2, { color: PALETTE.danger, size: 10.5 });
  const facts = (
    [
      [s.date, day(doc.issueDate)],
      ...(doc.dueDate && doc.docType !== 'TD04' ? [[s.due, day(doc.dueDate)] as [string, string]] : []),
      ...(doc.period ? [[s.period, `${doc.period.slice(5, 7)}/${doc.period.slice(0, 4)}`] as [string, string]] : []),
      ...(doc.creditOf ? [[s.credits, `${doc.creditOf.numberLabel} ${s.of} ${day(doc.creditOf.issueDate)}`] as [string, string]] : []),
    ] as [string, string][]
  ).filter(([, v]) => v !== '');
  put(pdf, 'body', facts.map(([k, v]) => `${k}: ${v}`).join('    '), left, pdf.y + 4, { width, color: PALETTE.inkSoft });
  y = pdf.y + 18;

  // The parties, side by side on paper panels of one height.
  const b = doc.buyer;
  const sellerLines = [
    seller.name,
    seller.address,
    `${seller.postalCode} ${seller.city} (${seller.province}) ${seller.country}`,
    `${s.vat} ${seller.country}${seller.vatNumber}`,
    seller.fiscalCode && seller.fiscalCode !== seller.vatNumber ? `${s.fiscal} ${seller.fiscalCode}` : '',
    `${s.regime} ${seller.regime}`,
  ];
  const buyerLines = [
    b.name,
    b.address ?? '',
    [b.postal_code, b.city, b.province ? `(${b.province})` : '', b.country].filter(Boolean).join(' '),
    b.vat_number ? `${s.vat} ${b.vat_country ?? ''}${b.vat_number}` : '',
    b.fiscal_code ? `${s.fiscal} ${b.fiscal_code}` : '',
    b.sdi_code ? `${s.recipient} ${b.sdi_code}` : b.pec ? `${s.pec} ${b.pec}` : '',
  ];
  const half = (width - 14) / 2;
  const h = Math.max(partyHeight(sheet, sellerLines, half), partyHeight(sheet, buyerLines, half));
  partyPanel(sheet, s.seller, sellerLines, left, y, half, h);
  partyPanel(sheet, s.buyer, buyerLines, left + half + 14, y, half, h);
  y += h + 24;

  // The lines, with the header again on each new page.
  const col = { rate: right - 262, taxable: right - 212, tax: right - 138, amount: right - 70 };
  const descWidth = col.rate - left - 12;
  const header = () => {
    label(pdf, s.description, left, y, { width: descWidth });
    label(pdf, s.rate, col.rate, y, { width: 46, align: 'right' });
    label(pdf, s.taxable, col.taxable, y, { width: 66, align: 'right' });
    label(pdf, s.tax, col.tax, y, { width: 60, align: 'right' });
    label(pdf, s.amount, col.amount, y, { width: 70, align: 'right' });
    y += 13;
    rule(pdf, left, right, y, PALETTE.wine, 0.8);
    y += 7;
  };
  header();
  for (const l of lines) {
    const lh = Math.max(heightOf(pdf, 'body', l.description, descWidth), 12);
    const next = room(sheet, y, lh + 8);
    if (next !== y) {
      y = next;
      header();
    }
    put(pdf, 'body', l.description, left, y, { width: descWidth });
    const rate = l.vatBps === 0 && l.nature ? `0% ${l.nature}` : percent(l.vatBps);
    put(pdf, 'body', rate, col.rate, y, { width: 46, align: 'right' });
    put(pdf, 'body', money(l.taxableCents), col.taxable, y, { width: 66, align: 'right' });
    put(pdf, 'body', money(l.vatCents), col.tax, y, { width: 60, align: 'right' });
    put(pdf, 'strong', money(l.taxableCents + l.vatCents), col.amount, y, { width: 70, align: 'right' });
    y += lh + 5;
    rule(pdf, left, right, y - 2.5, PALETTE.line, 0.4);
  }
  y = room(sheet, y + 14, 150);

  // The VAT summary on the left, the totals on the right.
  const summaryWidth = width / 2 - 16;
  put(pdf, 'heading', s.summary, left, y, { width: summaryWidth });
  let sy = pdf.y + 4;
  for (const r of vatSummaries(lines)) {
    const rateLabel = r.vatBps === 0 ? `0% (${s.nature} ${r.nature ?? ''})` : percent(r.vatBps);
    put(pdf, 'body', `${s.rate} ${rateLabel}: ${s.taxable} ${money(r.taxableCents)} - ${s.tax} ${money(r.vatCents)}`, left, sy, { width: summaryWidth });
    // The legal reference of the Natura, as the e-invoice's RiferimentoNormativo (in Italian: it cites Italian law).
    if (r.vatBps === 0) put(pdf, 'small', natureReference(r.nature ?? '', seller), left, pdf.y + 1, { width: summaryWidth, size: 8 });
    sy = pdf.y + 4;
  }
  const tx = left + width / 2;
  const tw = width / 2;
  let ty = y + 2;
  for (const [name, value] of [
    [s.totalTaxable, money(doc.taxableCents)],
    [s.totalVat, money(doc.vatCents)],
  ] as const) {
    put(pdf, 'body', name, tx, ty, { width: tw - 100 });
    put(pdf, 'body', value, right - 100, ty, { width: 100, align: 'right' });
    ty += 16;
  }
  pdf.roundedRect(tx - 10, ty, tw + 10, 34, 5).fill(PALETTE.wineSoft);
  put(pdf, 'strong', s.total, tx, ty + 11, { width: tw - 120, size: 10.5, color: PALETTE.wineDeep });
  put(pdf, 'title', money(doc.totalCents), right - 130, ty + 6, { width: 120, align: 'right', size: 18, color: PALETTE.wineDeep });
  y = Math.max(sy, ty + 34) + 22;

  // How it is paid, the stamp duty, and what this copy is.
  if (doc.payment !== 'none') {
    const paid = doc.paidAt ? s.paid(day(romeDate(doc.paidAt))) : null;
    const how = doc.payment === 'card' ? s.card : s.transfer(doc.dueDate ? day(doc.dueDate) : null, seller.iban);
    const text = [how, paid].filter(Boolean).join('. ');
    y = room(sheet, y, 30 + heightOf(pdf, 'body', text, width));
    put(pdf, 'heading', s.payment, left, y);
    put(pdf, 'body', text, left, pdf.y + 2, { width });
    y = pdf.y + 12;
  }
  if (stampDutyDue(doc.lines, seller.zeroVatNature)) {
    const text = s.stamp(money(STAMP_DUTY_CENTS));
    y = room(sheet, y, heightOf(pdf, 'body', text, width) + 10);
    put(pdf, 'body', text, left, y, { width });
    y = pdf.y + 12;
  }
  y = room(sheet, y, heightOf(pdf, 'small', s.courtesy, width) + 10);
  rule(pdf, left, right, y);
  put(pdf, 'small', s.courtesy, left, y + 8, { width, size: 8 });
  return finishDocument(sheet);
}
