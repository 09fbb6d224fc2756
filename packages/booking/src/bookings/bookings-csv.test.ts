import { describe, expect, it } from 'vitest';
import { csvCell } from '@tenuta/core';
import { bookingsCsv, CSV_COLUMNS } from './bookings-csv.ts';
import type { StaffBookingRecord } from './staff-bookings-repository.ts';

const record = (over: Partial<StaffBookingRecord> = {}): StaffBookingRecord => ({
  id: 1,
  bookingNumber: 'BK-ABCDEFGH',
  status: 'confirmed',
  paymentStatus: 'pay_on_site',
  category: 'WINE',
  adults: 3,
  children: 1,
  vip: true,
  language: 'IT',
  locale: 'it',
  customerName: 'Anna Rossi',
  customerEmail: 'anna@example.it',
  customerPhone: '+39 333 1234567',
  notes: null,
  unitPriceCents: 4000,
  vipSupplementCents: 2500,
  subtotalCents: 14500,
  discountCents: 0,
  totalCents: 14500,
  createdAt: new Date('2027-03-28T01:30:00Z'), // 03:30 CEST: the clocks went forward at 01:00 UTC
  cancelledAt: null,
  cancelReason: null,
  slotId: 9,
  startsAt: new Date('2027-03-28T13:00:00Z'),
  durationMinutes: 90,
  slotCategory: 'WINE',
  slotActive: true,
  slotCancelledAt: null,
  experienceId: 5,
  titleIt: 'Degustazione Premium',
  titleEn: 'Premium Tasting',
  couponCode: null,
  romeDate: '2027-03-28',
  romeStart: '15:00',
  romeEnd: '16:30',
  paidCents: 4500,
  refundedCents: 0,
  checkoutSessionId: null,
  channel: { kind: 'direct', partner: null, reference: null, netCents: null, payer: 'guest_on_site', referral: null },
  ...over,
});

describe('bookings CSV', () => {
  it('quotes what needs it, defuses formulas typed by guests and leaves phone numbers as typed', () => {
    expect(csvCell('Rossi, Anna')).toBe('"Rossi, Anna"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+39 333')).toBe('+39 333');
    expect(csvCell(null)).toBe('');
  });

  it('a BOM, a header, one CRLF line per booking, semicolons and decimal commas; Rome times across the DST change', () => {
    const csv = bookingsCsv(
      [
        record(),
        record({ id: 2, bookingNumber: 'BK-ZZZZZZZZ', status: 'cancelled', cancelledAt: new Date('2027-03-28T10:00:00Z'), cancelReason: 'Maltempo; rinviata', customerName: null }),
      ],
      new Map([[1, new Date('2027-03-28T14:10:00Z')]]),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(CSV_COLUMNS.join(';'));
    expect(lines[1]).toBe(
      'BK-ABCDEFGH;2027-03-28 03:30;2027-03-28;15:00;WINE;Degustazione Premium;IT;3;1;4;yes;Anna Rossi;anna@example.it;+39 333 1234567;confirmed;pay_on_site;"40,00";"25,00";"145,00";"0,00";;"145,00";"45,00";2027-03-28 16:10;"0,00";"100,00";;',
    );
    expect(lines[2]!.replace(/"[^"]*"/g, 'x').split(';').length).toBe(CSV_COLUMNS.length);
    expect(lines[2]).toMatch(/;cancelled;pay_on_site;.*;"45,00";;"0,00";"0,00";2027-03-28 12:00;"Maltempo; rinviata"$/);
  });
});
