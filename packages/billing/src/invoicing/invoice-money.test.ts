import { describe, expect, it } from 'vitest';
import { buyerProblems, countryCode, guestBuyer, guestWantsInvoice, partnerBuyer } from './invoice-buyer.ts';
import {
  divideHalfUp,
  dueDateOf,
  invoiceNumberLabel,
  invoiceTotals,
  issueDeadline,
  periodDays,
  previousPeriod,
  splitVatInclusive,
  vatInclusiveLine,
  vatSummaries,
} from './invoice-money.ts';

describe('VAT-inclusive amounts', () => {
  it('splits what is owed into taxable and VAT that add up to it, rounding the taxable part half up', () => {
    expect(splitVatInclusive(14450, 2200)).toEqual({ taxableCents: 11844, vatCents: 2606 });
    expect(splitVatInclusive(12200, 2200)).toEqual({ taxableCents: 10000, vatCents: 2200 });
    expect(splitVatInclusive(5000, 0)).toEqual({ taxableCents: 5000, vatCents: 0 });
    // 13 × 10000 / 10400 = 12.5 exactly: half up gives 13 (a floor would give 12).
    expect(splitVatInclusive(13, 400)).toEqual({ taxableCents: 13, vatCents: 0 });
    expect([divideHalfUp(5, 2), divideHalfUp(4, 2), divideHalfUp(1, 3), divideHalfUp(2, 3)]).toEqual([3, 2, 0, 1]);
  });

  it('always adds up to the cent, with the VAT within a cent of taxable × rate', () => {
    for (const rate of [0, 400, 1000, 2200]) {
      for (let gross = 0; gross <= 5000; gross++) {
        const { taxableCents, vatCents } = splitVatInclusive(gross, rate);
        expect(taxableCents + vatCents).toBe(gross);
        expect(vatCents).toBeGreaterThanOrEqual(0);
        expect(Math.abs(vatCents - divideHalfUp(taxableCents * rate, 10_000))).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses what is not whole cents or a rate', () => {
    expect(() => splitVatInclusive(10.5, 2200)).toThrow(RangeError);
    expect(() => splitVatInclusive(100, -1)).toThrow(RangeError);
    expect(() => divideHalfUp(-1, 2)).toThrow(RangeError);
  });

  it('sums lines into totals and one summary per rate (and Natura at 0 %)', () => {
    const lines = [
      vatInclusiveLine({ description: 'a', grossCents: 14450, vatBps: 2200, bookingId: 1 }),
      vatInclusiveLine({ description: 'b', grossCents: 5500, vatBps: 1000 }),
      vatInclusiveLine({ description: 'c', grossCents: 28900, vatBps: 2200 }),
      vatInclusiveLine({ description: 'd', grossCents: 1000, vatBps: 0, nature: 'N2.2' }),
    ];
    expect(lines[0]).toMatchObject({ quantity: 1, unitPriceCents: 11844, taxableCents: 11844, vatCents: 2606, bookingId: 1 });
    expect(lines[3]).toMatchObject({ vatCents: 0, nature: 'N2.2' });
    const totals = invoiceTotals(lines);
    expect(totals.totalCents).toBe(14450 + 5500 + 28900 + 1000);
    expect(totals.taxableCents + totals.vatCents).toBe(totals.totalCents);
    const summaries = vatSummaries(lines);
    expect(summaries.map((s) => [s.vatBps, s.nature])).toEqual([
      [2200, null],
      [1000, null],
      [0, 'N2.2'],
    ]);
    expect(summaries[0]!.taxableCents).toBe(lines[0]!.taxableCents + lines[2]!.taxableCents);
    expect(summaries.reduce((s, r) => s + r.taxableCents + r.vatCents, 0)).toBe(totals.totalCents);
  });
});

describe('numbers, periods and dates', () => {
  it('labels numbers by year and pads them', () => {
    expect(invoiceNumberLabel(2026, 7)).toBe('2026/0007');
    expect(invoiceNumberLabel(2027, 12345)).toBe('2027/12345');
  });

  it('knows the month before, the days of a month, the 15th to issue by and the due date', () => {
    expect(previousPeriod('2026-06-01')).toBe('2026-05');
    expect(previousPeriod('2026-01-01')).toBe('2025-12');
    expect(periodDays('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
    expect(issueDeadline('2026-05')).toBe('2026-06-15');
    expect(issueDeadline('2026-12')).toBe('2027-01-15');
    expect(dueDateOf('2026-06-03', 30)).toBe('2026-07-03');
    expect(dueDateOf('2026-02-10', 30)).toBe('2026-03-12');
    expect(() => periodDays('2026-13')).toThrow(RangeError);
  });
});

describe('buyers', () => {
  const business = {
    billing_type: 'business',
    company_name: 'Vini Srl',
    vat_number: 'IT09876543217',
    sdi_code: 'm5uxcr1',
    pec: '',
    address: 'Via Roma 1',
    city: 'Torino',
    postal_code: '10121',
    province: 'to',
    billing_country: 'Italia',
  };

  it('a guest asks for an invoice as a business with a VAT number and an SDI code or PEC (abroad the VAT number is enough)', () => {
    expect(guestWantsInvoice(business)).toBe(true);
    expect(guestWantsInvoice({ ...business, sdi_code: '', pec: 'vini@pec.example' })).toBe(true);
    expect(guestWantsInvoice({ ...business, sdi_code: '', pec: '' })).toBe(false);
    expect(guestWantsInvoice({ ...business, billing_type: 'private_italy' })).toBe(false);
    expect(guestWantsInvoice({ ...business, vat_number: '' })).toBe(false);
    expect(guestWantsInvoice({ ...business, billing_country: 'Germany', vat_number: 'DE123456789', sdi_code: '' })).toBe(true);
  });

  it('reads the checkout billing data as a buyer: VAT prefix split, codes upper case, the country as ISO', () => {
    expect(guestBuyer(business, 'a@vini.example', 'en')).toMatchObject({
      name: 'Vini Srl',
      vat_country: 'IT',
      vat_number: '09876543217',
      sdi_code: 'M5UXCR1',
      province: 'TO',
      country: 'IT',
      locale: 'en',
    });
    expect(guestBuyer({ ...business, billing_country: 'Germania', vat_number: 'DE 123 456 789' }, 'x@y.example', 'it')).toMatchObject({
      country: 'DE',
      vat_country: 'DE',
      vat_number: '123456789',
    });
    expect([countryCode('Italy'), countryCode('germany'), countryCode('FR'), countryCode('Atlantis')]).toEqual(['IT', 'DE', 'FR', null]);
  });

  it('names what stops an invoice from being issued', () => {
    expect(buyerProblems(guestBuyer(business, 'a@vini.example', 'it'))).toEqual([]);
    const reseller = partnerBuyer({
      companyName: 'Agenzia',
      vatNumber: null,
      fiscalCode: null,
      sdiCode: 'ABC',
      pec: null,
      address: null,
      city: 'Alba',
      postalCode: '1205',
      province: 'CN',
      country: 'IT',
      email: 'a@b.example',
      locale: 'it',
    });
    expect(buyerProblems(reseller)).toEqual(['buyer_tax_id', 'buyer_address', 'buyer_postal_code', 'buyer_sdi_code']);
    expect(buyerProblems(guestBuyer({ ...business, vat_number: 'IT12345678901' }, 'a@vini.example', 'it'))).toContain('buyer_vat_number');
  });
});
