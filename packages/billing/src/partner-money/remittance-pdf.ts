import PDFDocument from 'pdfkit';
import { formatMoney } from '@tenuta/booking';
import { estate, estateAddress, type Locale } from '@tenuta/booking';
import { winAnsi } from '@tenuta/booking';

/** One commission row of a payout, as the remittance lists it. */
export interface RemittanceRow {
  bookingNumber: string;
  kind: 'commission' | 'reversal';
  /** The experience date (the row's earned_at). */
  earnedAt: Date;
  baseCents: number;
  rateBps: number;
  amountCents: number;
}

/**
 * The estate as the payer that withholds (sostituto d'imposta): its legal name and VAT number, as
 * configured for its invoices (the SELLER_* values). The partner needs them to claim the tax withheld.
 */
export interface RemittancePayer {
  name: string;
  /** Partita IVA, 11 digits without the country prefix. */
  vatNumber: string;
  /** ISO 3166 two letters, printed before the VAT number (IT). */
  country: string;
}

/** What the remittance advice of a paid payout says. Amounts in cents. */
export interface RemittanceInput {
  locale: Locale;
  payoutId: number;
  period: string;
  paidAt: Date | null;
  partner: { companyName: string; address: string | null; vatNumber: string | null; fiscalCode: string | null };
  accountHolder: string | null;
  /** Masked: only the last four characters are printed. */
  iban: string | null;
  grossCents: number;
  withholdingCents: number;
  netCents: number;
  /** The rate applied, when known (the payout stores amounts only). */
  withholdingBps: number | null;
  rows: readonly RemittanceRow[];
}

const strings = {
  it: {
    title: 'Avviso di pagamento provvigioni',
    payout: 'Pagamento n.',
    period: 'Periodo',
    paidOn: 'Pagato il',
    notPaid: 'Non ancora pagato',
    to: 'Beneficiario',
    payer: 'Pagante',
    vat: 'P. IVA',
    fiscal: 'Codice fiscale',
    account: 'Conto di accredito',
    gross: 'Provvigioni lorde',
    withholding: (rate: string | null) => `Ritenuta d’acconto (${rate ? `${rate}, ` : ''}art. 25-bis DPR 600/73)`,
    noWithholding: 'Ritenuta d’acconto: non applicata (fattura del beneficiario)',
    withheldBy: (name: string, vat: string) => `Ritenuta operata e versata da ${name}, P. IVA ${vat}, in qualità di sostituto d’imposta`,
    net: 'Netto pagato',
    rowsTitle: 'Dettaglio delle provvigioni',
    cols: ['Prenotazione', 'Data esperienza', 'Tipo', 'Base', 'Aliquota', 'Importo'],
    kinds: { commission: 'Provvigione', reversal: 'Storno' },
    footer: 'Le provvigioni sono calcolate sul prezzo pagato dall’ospite al netto dell’IVA e degli sconti. Gli storni derivano da cancellazioni o rimborsi.',
  },
  en: {
    title: 'Commission remittance advice',
    payout: 'Payout no.',
    period: 'Period',
    paidOn: 'Paid on',
    notPaid: 'Not paid yet',
    to: 'Payee',
    payer: 'Paid by',
    vat: 'VAT no.',
    fiscal: 'Tax code',
    account: 'Paid to account',
    gross: 'Gross commissions',
    withholding: (rate: string | null) => `Withholding tax (${rate ? `${rate}, ` : ''}art. 25-bis DPR 600/73)`,
    noWithholding: 'Withholding tax: none (the payee invoices us)',
    withheldBy: (name: string, vat: string) => `Withheld and paid over by ${name}, VAT no. ${vat}, as withholding agent (sostituto d’imposta)`,
    net: 'Net paid',
    rowsTitle: 'Commission details',
    cols: ['Booking', 'Experience date', 'Kind', 'Base', 'Rate', 'Amount'],
    kinds: { commission: 'Commission', reversal: 'Reversal' },
    footer: 'Commissions are computed on what the guest paid, net of VAT and discounts. Reversals come from cancellations or refunds.',
  },
} as const;

/** A rate in basis points as a percentage: 1150 → "11,5 %" / "11.5%". */
export function formatRate(bps: number, locale: Locale): string {
  const whole = Math.floor(bps / 100);
  const frac = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const n = frac ? `${whole}${locale === 'it' ? ',' : '.'}${frac}` : String(whole);
  return locale === 'it' ? `${n} %` : `${n}%`;
}

/** The IBAN with all but the last four characters hidden. */
export const maskIban = (iban: string | null): string | null => (iban ? `${'•'.repeat(4)} ${iban.slice(-4)}` : null);

/** 25/10/2026: a Rome calendar day, short enough for a table cell. */
export const numericDate = (at: Date, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'it' ? 'it-IT' : 'en-GB', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);

const INK = '#2b2118';
const MUTED = '#6b5d4f';
const ACCENT = '#7a4b1f';
const RULE = '#d9cbb8';

/**
 * The remittance advice as an A4 PDF (standard Helvetica): payer and payee, period, gross,
 * withholding (with the payer that withholds: name and VAT number), net and the rows.
 */
export function renderRemittancePdf(r: RemittanceInput, payer: RemittancePayer): Promise<Buffer> {
  const s = strings[r.locale];
  const payerVat = `${payer.country}${payer.vatNumber}`;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${s.title} ${r.payoutId}`, Author: estate.name, Subject: `${s.payout} ${r.payoutId}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const t = winAnsi;
  const money = (c: number) => t(formatMoney(c, r.locale));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(24).text(estate.name, left, 50);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(t(`${estateAddress(r.locale)} · ${estate.email}`));
  doc.moveDown(1.2);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(t(s.title));
  doc.moveDown(0.5);

  const info: [string, string][] = [
    [s.payout, String(r.payoutId)],
    [s.period, r.period],
    [s.paidOn, r.paidAt ? numericDate(r.paidAt, r.locale) : s.notPaid],
    [s.payer, `${payer.name} · ${s.vat} ${payerVat}`],
    [s.to, r.accountHolder && r.accountHolder !== r.partner.companyName ? `${r.accountHolder} (${r.partner.companyName})` : r.partner.companyName],
    ...(r.partner.address ? [['', r.partner.address] as [string, string]] : []),
    ...(r.partner.vatNumber ? [[s.vat, r.partner.vatNumber] as [string, string]] : []),
    ...(r.partner.fiscalCode ? [[s.fiscal, r.partner.fiscalCode] as [string, string]] : []),
    ...(r.iban ? [[s.account, maskIban(r.iban)!.replace(/•/g, '*')] as [string, string]] : []),
  ];
  let y = doc.y;
  for (const [label, value] of info) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(t(label.toUpperCase()), left, y, { width: 130 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(t(value), left + 140, y, { width: width - 140 });
    y = Math.max(doc.y, y + 12) + 5;
  }

  // The totals: gross, withholding, net.
  y += 8;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  // The withholding line names who withheld it: the payee's proof of the tax paid on its behalf.
  const totals: [string, string, boolean, string | null][] = [
    [s.gross, money(r.grossCents), false, null],
    [
      r.withholdingCents > 0 ? s.withholding(r.withholdingBps === null ? null : formatRate(r.withholdingBps, r.locale)) : s.noWithholding,
      r.withholdingCents > 0 ? `- ${money(r.withholdingCents)}` : money(0),
      false,
      r.withholdingCents > 0 ? s.withheldBy(payer.name, payerVat) : null,
    ],
    [s.net, money(r.netCents), true, null],
  ];
  for (const [label, value, strong, note] of totals) {
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .fillColor(INK);
    doc.text(t(label), left, y, { width: width - 130 });
    doc.text(value, left + width - 120, y, { width: 120, align: 'right' });
    y = Math.max(doc.y, y + 14) + 6;
    if (note) {
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(t(note), left, y - 4, { width: width - 130 });
      y = doc.y + 6;
    }
  }
  y += 4;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();

  // The rows, with a header repeated on each page.
  y += 16;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(t(s.rowsTitle), left, y);
  y = doc.y + 8;
  const colX = [0, 120, 215, 295, 380, 430].map((x) => left + x);
  const colW = [115, 90, 75, 80, 45, width - 430];
  const right = [false, false, false, true, true, true];
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
    for (const [i, c] of s.cols.entries()) doc.text(t(c.toUpperCase()), colX[i]!, y, { width: colW[i]!, align: right[i] ? 'right' : 'left' });
    y += 14;
  };
  header();
  for (const row of r.rows) {
    if (y > bottom - 40) {
      doc.addPage();
      y = doc.page.margins.top;
      header();
    }
    const cells = [row.bookingNumber, numericDate(row.earnedAt, r.locale), s.kinds[row.kind], money(row.baseCents), formatRate(row.rateBps, r.locale), money(row.amountCents)];
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    for (const [i, c] of cells.entries()) doc.text(t(c), colX[i]!, y, { width: colW[i]!, align: right[i] ? 'right' : 'left', lineBreak: false });
    y += 14;
  }
  if (y > bottom - 50) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(t(s.footer), left, y + 14, { width });
  doc.end();
  return done;
}
