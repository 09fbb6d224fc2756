import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../invoicing/invoicing-test-support.ts';
import { renderGiftVoucherPdf, type GiftVoucherPdfInput } from './gift-voucher-pdf.ts';

const input = (over: Partial<GiftVoucherPdfInput> = {}): GiftVoucherPdfInput => ({
  locale: 'it',
  code: 'K7QM-R4TX-9HCW-3PNF',
  amountCents: 17_000,
  recipientName: 'Anna Rossi',
  fromName: 'Marco Bianchi',
  message: 'Buon compleanno, Anna!',
  expiresOn: '2026-12-10',
  meantFor: 'Caccia al Tartufo · 2 persone',
  site: 'tenuta.example',
  ...over,
});

describe('the gift voucher PDF', () => {
  it('is one A5 page with the code, the amount, the recipient, the message and the expiry (Italian)', async () => {
    const pdf = await renderGiftVoucherPdf(input());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 419\.5\d* 595\.2\d*\]/);
    const text = pdfText(pdf);
    for (const s of [
      'Tenuta',
      'ALBA · PIEMONTE · DAL 1963',
      'Buono regalo',
      'Anna Rossi',
      'Da Marco Bianchi',
      '170,00 €',
      'Pensato per: Caccia al Tartufo · 2 persone',
      'Buon compleanno, Anna!',
      'K7QM-R4TX-9HCW-3PNF',
      'Valido fino al 10 dicembre 2026',
      'tenuta.example/regala/saldo',
    ])
      expect(text, s).toContain(s);
  });

  it('speaks English, and a complimentary voucher without a message or experience leaves them out', async () => {
    const text = pdfText(await renderGiftVoucherPdf(input({ locale: 'en', fromName: null, message: null, meantFor: null, amountCents: 5_000 })));
    for (const s of ['Gift voucher', 'FOR', '€50.00', 'K7QM-R4TX-9HCW-3PNF', 'Valid until 10 December 2026', 'The QR holds the code', 'ALBA · PIEDMONT · SINCE 1963'])
      expect(text, s).toContain(s);
    expect(text).not.toContain('From ');
    expect(text).not.toContain('Meant for');
  });

  it('is set in the site’s fonts, embedded: Cormorant Garamond for the headings, Source Sans 3 for the text', async () => {
    const fonts = pdfFonts(await renderGiftVoucherPdf(input()));
    const names = fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, ''));
    expect(names).toEqual(expect.arrayContaining(['CormorantGaramond-SemiBold', 'CormorantGaramond-MediumItalic', 'SourceSans3-Regular', 'SourceSans3-SemiBold']));
    expect(fonts.every((f) => f.embedded)).toBe(true);
    expect(names.filter((n) => /Helvetica|Times|Courier/.test(n))).toEqual([]);
  });
});
