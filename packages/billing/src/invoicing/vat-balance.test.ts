import type { InvoiceLine } from '@tenuta/db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingLines, creditLine } from './invoice-lines.ts';
import { divideHalfUp, invoiceTotals, lineGross, vatInclusiveLine, vatSummaries } from './invoice-money.ts';
import type { BillableBooking } from './invoice-repository.ts';
import { balanceVat, shareTaxable, summarySplit } from './vat-balance.ts';

const booking = (id: number, owedCents: number, vatBps = 2200): BillableBooking => ({
  id,
  bookingNumber: `BK-${id}`,
  category: 'TRUFFLE',
  adults: 2,
  children: 0,
  status: 'confirmed',
  reference: null,
  startsAt: new Date('2026-05-12T07:00:00Z'),
  titleIt: 'Caccia al Tartufo',
  vatBps,
  owedCents,
});

const RATES = [0, 400, 500, 1000, 2200] as const;
/** Gross amounts owed (up to EUR 50 000 a line) at the rates the estate may use. */
const grossLines = fc.array(fc.record({ grossCents: fc.integer({ min: 0, max: 5_000_000 }), vatBps: fc.constantFrom(...RATES) }), { minLength: 1, maxLength: 12 });
const toLines = (gs: readonly { grossCents: number; vatBps: number }[]) =>
  gs.map((g, i) => vatInclusiveLine({ description: `l${i}`, grossCents: g.grossCents, vatBps: g.vatBps, nature: 'N2.2', bookingId: i + 1 }));
const grossOf = (lines: readonly InvoiceLine[], vatBps: number) => lines.filter((l) => l.vatBps === vatBps).reduce((s, l) => s + lineGross(l), 0);

/** What the code guarantees of every summary: one split of its gross, tax within a cent of taxable × rate. */
function expectSummaries(lines: readonly InvoiceLine[]) {
  for (const s of vatSummaries(lines)) {
    const gross = grossOf(lines, s.vatBps);
    expect(s.taxableCents + s.vatCents, `rate ${s.vatBps}`).toBe(gross);
    expect(s.taxableCents, `rate ${s.vatBps}`).toBe(divideHalfUp(gross * 10_000, 10_000 + s.vatBps));
    // tax − taxable × rate = −(rounding of the taxable) × (1 + rate): at most half a cent × (1 + rate), so at most a cent.
    const drift = Math.abs(s.vatCents * 10_000 - s.taxableCents * s.vatBps);
    expect(2 * drift, `rate ${s.vatBps}`).toBeLessThanOrEqual(10_000 + s.vatBps);
    expect(drift).toBeLessThanOrEqual(10_000);
    expect(Math.abs(s.vatCents - divideHalfUp(s.taxableCents * s.vatBps, 10_000))).toBeLessThanOrEqual(1);
  }
  for (const l of lines) {
    expect(l.unitPriceCents * l.quantity).toBe(l.taxableCents);
    expect(l.taxableCents).toBeGreaterThanOrEqual(0);
    expect(l.vatCents).toBeGreaterThanOrEqual(0);
    // Each line's taxable is within a cent of its exact share (gross / (1 + rate)).
    expect(Math.abs(l.taxableCents * (10_000 + l.vatBps) - lineGross(l) * 10_000)).toBeLessThan(10_000 + l.vatBps);
  }
}

describe('VAT computed per rate summary', () => {
  it('the demo hunt paid 170.00: invoiced 170.00, 139.34 taxable and 30.66 tax (139.34 × 22 % = 30.65, a cent of rounding)', () => {
    const lines = bookingLines([booking(1, 17000)]);
    expect(lines[0]).toMatchObject({ unitPriceCents: 13934, taxableCents: 13934, vatCents: 3066, bookingId: 1 });
    expect(invoiceTotals(lines)).toEqual({ taxableCents: 13934, vatCents: 3066, totalCents: 17000 });
    expect(divideHalfUp(13934 * 2200, 10_000)).toBe(3065);
    expectSummaries(lines);
  });

  it('a deferred invoice of four hunts at 144.50: the summary splits 578.00 once, the lines add up to it', () => {
    const lines = bookingLines([booking(1, 14450), booking(2, 14450), booking(3, 14450), booking(4, 14450)]);
    // 578.00 / 1.22 = 473.77; four lines split on their own would have given 473.76 and 104.24.
    expect(vatSummaries(lines)).toEqual([{ vatBps: 2200, nature: null, taxableCents: 47377, vatCents: 10423 }]);
    expect(lines.map((l) => l.taxableCents)).toEqual([11845, 11844, 11844, 11844]);
    expect(lines.map(lineGross)).toEqual([14450, 14450, 14450, 14450]);
    expect(invoiceTotals(lines)).toEqual({ taxableCents: 47377, vatCents: 10423, totalCents: 57800 });
  });

  it('shares a summary’s taxable by largest remainder: floors first, the cents left to the largest remainders, ties to the earlier line', () => {
    // 3 × 100.00 at 22 %: each 81.967…, the summary 245.90; 3 × 81.96 = 245.88 leaves 2 cents.
    expect(shareTaxable([10000, 10000, 10000], 2200, summarySplit(30000, 2200).taxableCents)).toEqual([8197, 8197, 8196]);
    // 0.99 (remainder .148) and 0.50 (remainder .983): 0.81 + 0.40 = 1.21, the summary 1.22 gives the cent to 0.50.
    expect(shareTaxable([99, 50], 2200, summarySplit(149, 2200).taxableCents)).toEqual([81, 41]);
  });

  it('for any gross lines and rates: the total is the gross sum, lines add up to their summary, tax within a cent of taxable × rate', () => {
    fc.assert(
      fc.property(grossLines, (gs) => {
        const raw = toLines(gs);
        const lines = balanceVat(raw);
        expect(invoiceTotals(lines).totalCents).toBe(gs.reduce((s, g) => s + g.grossCents, 0));
        // Every line keeps what it owes, its place, its booking and its description.
        expect(lines.map(lineGross)).toEqual(gs.map((g) => g.grossCents));
        expect(lines.map((l) => [l.description, l.bookingId, l.vatBps, l.nature ?? null])).toEqual(raw.map((l) => [l.description, l.bookingId, l.vatBps, l.nature ?? null]));
        // Lines at 0 % are left as they are.
        lines.forEach((l, i) => {
          if (l.vatBps === 0) expect(l).toEqual(raw[i]);
        });
        expectSummaries(lines);
        // Balancing balanced lines changes nothing.
        expect(balanceVat(lines)).toEqual(lines);
      }),
      { numRuns: 300 },
    );
  });

  it('for any invoice and any credits of its lines: the credit note credits exactly what it cancels, no cent left standing', () => {
    const invoiceAndCredits = grossLines
      .map((gs) => gs.map((g) => ({ ...g, grossCents: g.grossCents + 1 })))
      .chain((gs) => fc.tuple(fc.constant(gs), fc.tuple(...gs.map((g) => fc.option(fc.integer({ min: 1, max: g.grossCents }))))));
    fc.assert(
      fc.property(invoiceAndCredits, ([gs, credits]) => {
        const invoice = balanceVat(toLines(gs));
        const credited = invoice.flatMap((l, i) => {
          const c = credits[i];
          return c ? [creditLine(l, c, 'annullata')] : [];
        });
        fc.pre(credited.length > 0);
        const note = balanceVat(credited);
        const cancelled = credits.reduce<number>((s, c) => s + (c ?? 0), 0);
        expect(invoiceTotals(note).totalCents).toBe(cancelled);
        expect(note.map(lineGross)).toEqual(credits.filter((c): c is number => c !== null));
        expectSummaries(note);
        // What stays on the invoice is exactly what was not credited.
        expect(invoiceTotals(invoice).totalCents - invoiceTotals(note).totalCents).toBe(gs.reduce((s, g, i) => s + g.grossCents - (credits[i] ?? 0), 0));
      }),
      { numRuns: 300 },
    );
  });

  it('each rate is balanced on its own, in the lines’ order', () => {
    const lines = balanceVat([
      vatInclusiveLine({ description: 'a', grossCents: 14450, vatBps: 2200 }),
      vatInclusiveLine({ description: 'b', grossCents: 4000, vatBps: 0, nature: 'N2.2' }),
      vatInclusiveLine({ description: 'c', grossCents: 5500, vatBps: 1000 }),
      vatInclusiveLine({ description: 'd', grossCents: 14450, vatBps: 2200 }),
    ]);
    expect(lines.map((l) => l.description)).toEqual(['a', 'b', 'c', 'd']);
    expect(lines[1]).toMatchObject({ taxableCents: 4000, vatCents: 0, nature: 'N2.2' });
    // 289.00 / 1.22 = 236.885… → 236.89 (118.44 + 118.44 = 236.88 split one by one); 55.00 / 1.10 = 50.00.
    expect(vatSummaries(lines)).toEqual([
      { vatBps: 2200, nature: null, taxableCents: 23689, vatCents: 5211 },
      { vatBps: 0, nature: 'N2.2', taxableCents: 4000, vatCents: 0 },
      { vatBps: 1000, nature: null, taxableCents: 5000, vatCents: 500 },
    ]);
    expectSummaries(lines);
  });
});
