import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../invoicing/invoicing-test-support.ts';
import { renderRemittancePdf, type RemittanceInput, type RemittancePayer } from './remittance-pdf.ts';

/** An estate whose name and VAT number appear nowhere else in the document. */
const payer: RemittancePayer = { name: 'Cantina Esempio S.r.l.', vatNumber: '09876543210', country: 'IT' };

const remittance = (over: Partial<RemittanceInput> = {}): RemittanceInput => ({
  locale: 'it',
  payoutId: 31,
  period: '2026-02',
  paidAt: new Date('2026-03-05T10:00:00Z'),
  partner: { companyName: 'Mario Rossi', address: 'Via Roma 1, 12051 Alba (CN)', vatNumber: null, fiscalCode: 'RSSMRA80A01A124X' },
  accountHolder: 'Mario Rossi',
  iban: 'IT60X0542811101000000123456',
  grossCents: 7_000,
  withholdingCents: 805,
  netCents: 6_195,
  withholdingBps: 1150,
  rows: [{ bookingNumber: 'TNT-AB12', kind: 'commission', earnedAt: new Date('2026-02-10T09:00:00Z'), baseCents: 70_000, rateBps: 1000, amountCents: 7_000 }],
  ...over,
});

/** The PDF's text with its lines joined, so a sentence wrapped over two lines still reads whole. */
const flat = async (r: RemittanceInput) => pdfText(await renderRemittancePdf(r, payer)).replace(/\s+/g, ' ');

describe('the remittance advice names the payer that withholds', () => {
  it('in Italian: the estate’s legal name and VAT number, beside the withholding as sostituto d’imposta', async () => {
    const text = await flat(remittance());
    expect(text).toContain('Cantina Esempio S.r.l.');
    expect(text).toContain('IT09876543210');
    // (The typographic apostrophe is WinAnsi 0x92 in the PDF: the text is compared up to it.)
    expect(text).toContain('Ritenuta operata e versata da Cantina Esempio S.r.l., P. IVA IT09876543210, in qualità di sostituto d');
    // Beside the withholding amount: the note follows the withholding line, before the net.
    const withholding = text.indexOf('- 8,05');
    const note = text.indexOf('in qualità di sostituto');
    expect(withholding).toBeGreaterThan(-1);
    expect(note).toBeGreaterThan(withholding);
    expect(text.indexOf('Netto pagato')).toBeGreaterThan(note);
  });

  it('in English', async () => {
    const text = await flat(remittance({ locale: 'en' }));
    expect(text).toContain('Withheld and paid over by Cantina Esempio S.r.l., VAT no. IT09876543210, as withholding agent');
  });

  it('without withholding (a company that invoices) it still says who pays, and no withholding note', async () => {
    const text = await flat(remittance({ withholdingCents: 0, netCents: 7_000, withholdingBps: null, partner: { ...remittance().partner, vatNumber: '01234567890' } }));
    expect(text).toContain('Cantina Esempio S.r.l. · P. IVA IT09876543210');
    expect(text).not.toContain('sostituto');
  });

  it('is in the estate’s look: its letterhead, the rows, and the site’s fonts embedded', async () => {
    const pdf = await renderRemittancePdf(remittance(), payer);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const s of ['Tenuta', 'ALBA · PIEMONTE · DAL 1963', 'Avviso di pagamento provvigioni', 'TNT-AB12', '10/02/2026', '700,00 €', '70,00 €', 'Netto pagato', '61,95 €'])
      expect(text, s).toContain(s);
    const fonts = pdfFonts(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(expect.arrayContaining(['CormorantGaramond-SemiBold', 'SourceSans3-Regular', 'SourceSans3-SemiBold']));
    expect(fonts.every((f) => f.embedded)).toBe(true);
  });
});
