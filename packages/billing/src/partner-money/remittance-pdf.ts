import { formatMoney } from '@tenuta/booking';
import type { Locale } from '@tenuta/booking';
import { factRows, finishDocument, heightOf, label, letterhead, PALETTE, put, room, rule, startDocument } from '@tenuta/booking';

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

/**
 * The remittance advice as an A4 PDF in the estate's look: payer and payee, period, gross,
 * withholding (with the payer that withholds: name and VAT number), net and the rows.
 */
export function renderRemittancePdf(r: RemittanceInput, payer: RemittancePayer): Promise<Buffer> {
  const s = strings[r.locale];
  const payerVat = `${payer.country}${payer.vatNumber}`;
  const sheet = startDocument({ size: 'A4', locale: r.locale, title: `${s.title} ${r.payoutId}`, subject: `${s.payout} ${r.payoutId}` });
  const { doc, left, right, width } = sheet;
  const money = (c: number) => formatMoney(c, r.locale);
  let y = letterhead(sheet, [`${s.payout} ${r.payoutId}`, r.paidAt ? `${s.paidOn} ${numericDate(r.paidAt, r.locale)}` : s.notPaid]);
  put(doc, 'display', s.title, left, y, { width });
  y = doc.y + 16;

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
  y = factRows(sheet, info, left, y, { labelWidth: 140 });

  // The totals on a panel: gross, withholding (naming who withheld it: the payee's proof of the
  // tax paid on its behalf), net.
  const note = r.withholdingCents > 0 ? s.withheldBy(payer.name, payerVat) : null;
  const inner = width - 32;
  const panel = 16 + 18 + 18 + (note ? heightOf(doc, 'small', note, inner - 130, 8) + 4 : 0) + 34 + 10;
  y = room(sheet, y + 12, panel);
  doc.roundedRect(left, y, width, panel, 6).fill(PALETTE.paperDeep);
  let ty = y + 16;
  const line = (name: string, value: string) => {
    put(doc, 'body', name, left + 16, ty, { width: inner - 130 });
    put(doc, 'body', value, right - 136, ty, { width: 120, align: 'right' });
    ty += 18;
  };
  line(s.gross, money(r.grossCents));
  line(
    r.withholdingCents > 0 ? s.withholding(r.withholdingBps === null ? null : formatRate(r.withholdingBps, r.locale)) : s.noWithholding,
    r.withholdingCents > 0 ? `- ${money(r.withholdingCents)}` : money(0),
  );
  if (note) {
    put(doc, 'small', note, left + 16, ty - 4, { width: inner - 130, size: 8 });
    ty = doc.y + 8;
  }
  rule(doc, left + 16, right - 16, ty - 2, PALETTE.line, 0.6);
  put(doc, 'strong', s.net, left + 16, ty + 10, { width: inner - 150, size: 11, color: PALETTE.wineDeep });
  put(doc, 'title', money(r.netCents), right - 176, ty + 4, { width: 160, align: 'right', size: 18, color: PALETTE.wineDeep });
  y += panel + 24;

  // The rows, with the header again on each page.
  y = room(sheet, y, 60);
  put(doc, 'heading', s.rowsTitle, left, y);
  y = doc.y + 8;
  const colX = [0, 120, 215, 295, 380, 430].map((x) => left + x);
  const colW = [115, 90, 75, 80, 45, width - 430];
  const alignRight = [false, false, false, true, true, true];
  const header = () => {
    for (const [i, c] of s.cols.entries()) label(doc, c, colX[i]!, y, { width: colW[i]!, align: alignRight[i] ? 'right' : 'left' });
    y += 12;
    rule(doc, left, right, y, PALETTE.wine, 0.8);
    y += 7;
  };
  header();
  for (const row of r.rows) {
    const next = room(sheet, y, 18);
    if (next !== y) {
      y = next;
      header();
    }
    const cells = [row.bookingNumber, numericDate(row.earnedAt, r.locale), s.kinds[row.kind], money(row.baseCents), formatRate(row.rateBps, r.locale), money(row.amountCents)];
    for (const [i, c] of cells.entries()) put(doc, i === 5 ? 'strong' : 'body', c, colX[i]!, y, { width: colW[i]!, align: alignRight[i] ? 'right' : 'left', lineBreak: false });
    y += 16;
    rule(doc, left, right, y - 3, PALETTE.line, 0.4);
  }
  y = room(sheet, y + 12, heightOf(doc, 'small', s.footer, width, 8) + 4);
  put(doc, 'small', s.footer, left, y, { width, size: 8 });
  return finishDocument(sheet);
}
