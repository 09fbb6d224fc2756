import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { ArrivalBooking } from './check-in-repository.ts';
import { qrPng, CHECK_IN_QR } from './check-in-qr.ts';
import { manifestTotals, manifestDate, type Manifest } from './get-manifest.ts';
import { csvCell } from '@tenuta/core';
import { manifestCsv } from './manifest-csv.ts';

function arrival(over: Partial<ArrivalBooking> = {}): ArrivalBooking {
  return {
    id: 1,
    bookingNumber: 'BK-ABCD2345',
    status: 'confirmed',
    category: 'WINE',
    slotId: 7,
    startsAt: new Date('2026-06-10T08:00:00Z'),
    experience: { it: 'Degustazione Tradizione', en: 'Tradition Tasting' },
    adults: 2,
    children: 1,
    language: 'IT',
    vip: false,
    customerName: 'Giulia Rossi',
    customerPhone: '+39 333 1234567',
    notes: null,
    dueCents: 4000,
    checkIn: null,
    channel: { kind: 'direct', partner: null, reference: null, netCents: null, payer: 'guest_on_site', referral: null },
    ...over,
  };
}

describe('manifest totals', () => {
  it('adds people, arrivals and what to collect', () => {
    const t = manifestTotals([
      arrival(),
      arrival({ id: 2, adults: 4, children: 0, dueCents: 0, status: 'checked_in', checkIn: { at: new Date(), by: 'Sara', staffId: 3, method: 'qr' } }),
      arrival({ id: 3, adults: 1, children: 2, dueCents: 2550 }),
    ]);
    expect(t).toEqual({ bookings: 3, adults: 7, children: 3, people: 10, checkedInBookings: 1, checkedInPeople: 4, dueCents: 6550 });
    expect(manifestTotals([])).toEqual({ bookings: 0, adults: 0, children: 0, people: 0, checkedInBookings: 0, checkedInPeople: 0, dueCents: 0 });
  });
});

describe('manifest date', () => {
  it('defaults to today in Rome and refuses days that do not exist', () => {
    expect(manifestDate(undefined, new Date('2026-06-09T22:30:00Z'))).toBe('2026-06-10');
    expect(manifestDate('2026-02-28', new Date())).toBe('2026-02-28');
    expect(() => manifestDate('2026-02-30', new Date())).toThrow(/YYYY-MM-DD/);
    expect(() => manifestDate('10/06/2026', new Date())).toThrow();
  });
});

describe('manifest CSV', () => {
  const manifest: Manifest = {
    date: '2026-06-10',
    totals: manifestTotals([]),
    slots: [
      {
        id: 7,
        startsAt: new Date('2026-06-10T08:00:00Z'),
        durationMinutes: 90,
        category: 'WINE',
        experience: { it: 'Degustazione Tradizione', en: 'Tradition Tasting' },
        capacityTotal: 16,
        isActive: true,
        cancelled: false,
        totals: manifestTotals([]),
        bookings: [
          arrival({ notes: 'Allergia, "noci"\nsenza glutine', dueCents: 4005 }),
          arrival({
            id: 2,
            bookingNumber: 'BK-WXYZ6789',
            customerName: '=HYPERLINK("x")',
            vip: true,
            dueCents: 0,
            status: 'checked_in',
            checkIn: { at: new Date('2026-06-10T07:42:00Z'), by: 'Sara', staffId: 3, method: 'tap' },
          }),
        ],
      },
    ],
  };
  const csv = manifestCsv(manifest);
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');

  it('has a header, one line per booking, Rome times and euros from cents', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(
      'slot_start;experience;booking_number;status;guest;phone;adults;children;people;language;vip;notes;to_collect_eur;checked_in_at;checked_in_by;channel;partner;partner_reference',
    );
    expect(lines[1]).toBe(
      `2026-06-10 10:00;Degustazione Tradizione;BK-ABCD2345;confirmed;Giulia Rossi;+39 333 1234567;2;1;3;IT;no;"Allergia, ""noci""\nsenza glutine";"40,05";;;direct;;`,
    );
    expect(lines[lines.length - 1]).toBe('');
  });

  it('neutralises cells a spreadsheet would run as formulas, and nothing else (phone numbers stay as typed)', () => {
    expect(csv).toContain(`;"'=HYPERLINK(""x"")";`);
    expect(csv).toContain(';yes;;"0,00";2026-06-10 09:42;Sara');
    expect(csvCell('+39 333')).toBe('+39 333');
    expect(csvCell('-1')).toBe('-1');
    expect(csvCell('-SUM(A1)')).toBe("'-SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
  });
});

describe('check-in QR code', () => {
  // pngjs is what qrcode itself draws with; read the PNG back and compare it module by module.
  const { PNG } = createRequire(import.meta.url)('pngjs') as { PNG: { sync: { read(b: Buffer): { width: number; height: number; data: Buffer } } } };

  it('draws exactly the token (every module of the QR matrix)', async () => {
    const token = 'BK-ABCD2345.abcdefghijklmnopqrstuvwx';
    const png = PNG.sync.read(await qrPng(token));
    const matrix = QRCode.create(token, { errorCorrectionLevel: CHECK_IN_QR.errorCorrectionLevel }).modules;
    const modules = matrix.size + 2 * CHECK_IN_QR.margin;
    expect(png.width).toBe(png.height);
    const scale = png.width / modules;
    let mismatches = 0;
    for (let row = 0; row < matrix.size; row++) {
      for (let col = 0; col < matrix.size; col++) {
        const x = Math.floor((col + CHECK_IN_QR.margin + 0.5) * scale);
        const y = Math.floor((row + CHECK_IN_QR.margin + 0.5) * scale);
        const dark = png.data[(y * png.width + x) * 4]! < 128;
        if (dark !== Boolean(matrix.get(row, col))) mismatches++;
      }
    }
    expect(mismatches).toBe(0);
  });
});
