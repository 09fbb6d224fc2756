import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { pdfFonts, pdfText, sampleDocument, sampleLine } from './invoicing-test-support.ts';
import { NATURE_REFERENCES } from './nature-references.ts';
import { demoSeller } from './seller.ts';
import { chargeStampDuty } from './stamp-duty.ts';

describe('the invoice PDF', () => {
  it('opens as a PDF whose text has the number, the parties, the lines and the totals (Italian)', async () => {
    const pdf = await renderInvoicePdf(sampleDocument(), demoSeller, 'it');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfText(pdf);
    for (const s of [
      'Fattura differita 2026/0007',
      'Langhe Tour S.r.l.',
      'P. IVA IT09876543217',
      'Tenuta Società Agricola (demo)',
      'prenotazione BK-AAA111',
      'Totale documento',
      '433,50',
      '355,33',
      '78,17',
      'Scadenza: 3 luglio 2026',
      `IBAN ${demoSeller.iban}`,
      'Copia di cortesia',
    ])
      expect(text, s).toContain(s);
  });

  it('speaks English to an English reader, marks a draft and a credit note', async () => {
    const en = pdfText(await renderInvoicePdf(sampleDocument(), demoSeller, 'en'));
    for (const s of ['Deferred invoice 2026/0007', 'Document total', '€433.50', 'Due date: 3 July 2026']) expect(en, s).toContain(s);
    const draft = pdfText(await renderInvoicePdf(sampleDocument({ status: 'draft', number: null, numberLabel: null, issueDate: null }), demoSeller, 'it'));
    expect(draft).toContain('BOZZA');
    const credit = pdfText(
      await renderInvoicePdf(
        sampleDocument({
          docType: 'TD04',
          payment: 'none',
          creditOf: { id: 7, numberLabel: '2026/0007', issueDate: '2026-06-03' },
          numberLabel: '2026/0009',
          lines: [sampleLine('Storno parziale', 14450, 2200, 2)],
        }),
        demoSeller,
        'it',
      ),
    );
    expect(credit).toContain('Nota di credito 2026/0009');
    expect(credit).toContain('Storno della fattura: 2026/0007 del 3 giugno 2026');
    expect(credit).toContain('144,50');
  });

  it('prints the legal reference of a Natura and the stamp duty paid virtually, in the reader’s language', async () => {
    const lines = [sampleLine('Degustazione', 9000, 0, 1), sampleLine('Caccia al Tartufo', 14450, 2200, 2)];
    const it = pdfText(await renderInvoicePdf(sampleDocument({ lines }), demoSeller, 'it'));
    expect(it).toContain(NATURE_REFERENCES['N2.2']);
    expect(it).toContain("Imposta di bollo di 2,00 € assolta in modo virtuale ai sensi dell'art. 6 del DM 17 giugno 2014.");
    const own = pdfText(await renderInvoicePdf(sampleDocument({ lines }), { ...demoSeller, zeroVatReference: 'Fuori campo IVA ex art. 4 DPR 633/72' }, 'en'));
    expect(own).toContain('Fuori campo IVA ex art. 4 DPR 633/72');
    expect(own).toContain('Stamp duty of €2.00 paid virtually');
    // Charged to the buyer: its line is in the table and the total.
    const charged = pdfText(await renderInvoicePdf(sampleDocument({ lines: chargeStampDuty(lines, 'N2.2') }), demoSeller, 'it'));
    expect(charged).toContain('Rimborso imposta di bollo assolta in modo virtuale');
    expect(charged).toContain('236,50');
    // No stamp duty under 77.47 without VAT, no reference without a Natura.
    const taxed = pdfText(await renderInvoicePdf(sampleDocument(), demoSeller, 'it'));
    expect(taxed).not.toContain('Imposta di bollo');
    expect(taxed).not.toContain('DPR 633/72');
  });

  it('runs over several pages when there are many lines', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => sampleLine(`Caccia al Tartufo - prenotazione BK-${String(i).padStart(6, '0')}`, 14450, 2200, i + 1));
    const pdf = await renderInvoicePdf(sampleDocument({ lines }), demoSeller, 'it');
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain('BK-000059');
    expect(text).toContain('8670,00 €');
    // Every page carries the footer with the estate's contacts and its number.
    expect(text).toMatch(/1 \/ 3[\s\S]*2 \/ 3[\s\S]*3 \/ 3/);
  });

  it('is in the estate’s look: its letterhead, and the site’s fonts embedded (no standard PDF font)', async () => {
    const pdf = await renderInvoicePdf(sampleDocument(), demoSeller, 'it');
    const text = pdfText(pdf);
    for (const s of ['Tenuta', 'ALBA · PIEMONTE · DAL 1963', 'info@tenuta.example']) expect(text, s).toContain(s);
    const fonts = pdfFonts(pdf);
    const names = fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, ''));
    expect(names).toEqual(expect.arrayContaining(['CormorantGaramond-SemiBold', 'SourceSans3-Regular', 'SourceSans3-SemiBold']));
    expect(fonts.every((f) => f.embedded)).toBe(true);
    expect(names.filter((n) => /Helvetica|Times|Courier/.test(n))).toEqual([]);
  });

  it('draws a buyer’s name the fonts lack with its base letters, never a blank box', async () => {
    const doc = sampleDocument();
    const text = pdfText(await renderInvoicePdf({ ...doc, buyer: { ...doc.buyer, name: 'Łódź Wycieczki Sp. z o.o.' } }, demoSeller, 'it'));
    expect(text).toContain('Lódz Wycieczki Sp. z o.o.');
    expect(text).not.toContain('\ufffd');
  });
});
