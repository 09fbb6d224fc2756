import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../documents/pdf-text.ts';
import { renderVoucherPdf, type VoucherInput } from './partner-voucher-pdf.ts';

const input = async (over: Partial<VoucherInput> = {}): Promise<VoucherInput> => ({
  locale: 'it',
  bookingNumber: 'BK-ABCD2345',
  category: 'TRUFFLE',
  experience: 'Caccia al Tartufo',
  startsAt: new Date('2026-11-14T09:00:00Z'),
  adults: 2,
  children: 1,
  vip: false,
  language: 'EN',
  guestName: 'Anna Rossi',
  agencyName: 'Langhe Tour S.r.l.',
  reference: 'LT-2026-0042',
  payOnSite: false,
  qrPng: await QRCode.toBuffer('BK-ABCD2345.abcdefghijklmnopqrstuvwx', { type: 'png', margin: 1, width: 200 }),
  ...over,
});

describe('the booking voucher PDF', () => {
  it('shows the booking, where and when, who booked it, in the estate’s look and the site’s fonts; never a price', async () => {
    const pdf = await renderVoucherPdf(await input());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const s of [
      'Tenuta',
      'ALBA · PIEMONTE · DAL 1963',
      'Voucher di prenotazione',
      'BK-ABCD2345',
      'Caccia al Tartufo',
      'sabato 14 novembre 2026, ore 10:00',
      'Inglese',
      'Anna Rossi',
      'A cura dell’agenzia',
      'Langhe Tour S.r.l.',
      'LT-2026-0042',
      'Cosa portare',
      'Scarpe comode da trekking e abiti adatti al bosco.',
      'info@tenuta.example',
    ])
      expect(text, s).toContain(s);
    expect(text).not.toMatch(/€|EUR/);
    const fonts = pdfFonts(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(expect.arrayContaining(['CormorantGaramond-SemiBold', 'SourceSans3-Regular', 'SourceSans3-SemiBold']));
    expect(fonts.every((f) => f.embedded)).toBe(true);
    expect(fonts.some((f) => /Helvetica|Times|Courier/.test(f.name))).toBe(false);
  });

  it('speaks English; a wine tasting says it is paid at the cellar and asks for no trekking shoes', async () => {
    const text = pdfText(await renderVoucherPdf(await input({ locale: 'en', category: 'WINE', experience: 'Tradition Tasting', payOnSite: true, reference: null })));
    for (const s of [
      'Booking voucher',
      'ALBA · PIEDMONT · SINCE 1963',
      'Tradition Tasting',
      'To pay at the cellar',
      'What to bring',
      'For changes or cancellations, please contact Langhe Tour S.r.l.',
    ])
      expect(text, s).toContain(s);
    expect(text).not.toContain('trekking');
    expect(text).not.toContain('Agency reference');
  });
});
