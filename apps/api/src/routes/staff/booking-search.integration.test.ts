import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateBookingNumber } from '@tenuta/booking';
import { insertSlot } from '../../jobs/outbox-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/** The staff bookings search on real PostgreSQL: accents, case and phone formatting do not matter. */
let t: TestApp;
let desk: { headers: { authorization: string } };
let slotId: number;
const guests: Record<string, { id: number; number: string }> = {};

async function guest(key: string, name: string | null, email: string | null, phone: string | null) {
  const number = generateBookingNumber();
  const r = await t.database.db.execute<{ id: number }>(sql`
    INSERT INTO bookings (booking_number, slot_id, category, adults, language, status, unit_price_cents, subtotal_cents, total_cents,
                          customer_email, customer_name, customer_phone, locale, payment_status)
    VALUES (${number}, ${slotId}, 'WINE', 2, 'IT', 'confirmed', 4000, 8000, 8000, ${email}, ${name}, ${phone}, 'it', 'pay_on_site')
    RETURNING id`);
  guests[key] = { id: Number(r.rows[0]!.id), number };
}

beforeAll(async () => {
  t = await createTestApp();
  desk = await staffSession(t.database.db, 'front_desk');
  slotId = await insertSlot(t.database.db, { slug: 'degustazione-premium', romeStart: '2031-09-03 15:00', category: 'WINE' });
  await guest('muller', 'Jürgen Müller', 'j.mueller@example.de', '+49 151 7654 3210');
  await guest('nicolo', 'Nicolò Bianchi', 'nicolo.b@example.it', '+39 333 123 4567');
  await guest('francois', 'François Lefèvre', 'FLEFEVRE@Example.FR', '3339876543');
  await guest('plain', 'Mario Rossi', 'mario.rossi@example.it', '(0173) 55-12-34');
  await guest('percent', 'Anna 100% Verdi', 'anna_verdi@example.it', null);
});
afterAll(async () => {
  await t.close();
});

/** Which of this file's guests a search finds (the seeded demo bookings are ignored). */
async function found(q: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/staff/bookings?q=${encodeURIComponent(q)}&page_size=100`, headers: desk.headers });
  expect(res.statusCode, res.body).toBe(200);
  const ids = new Set((res.json().data.bookings as { id: number }[]).map((b) => b.id));
  return Object.entries(guests)
    .filter(([, g]) => ids.has(g.id))
    .map(([k]) => k)
    .sort();
}

describe('GET /api/staff/bookings?q=: names and e-mails', () => {
  it('without accents or case: "Muller" finds Müller, "nicolo" Nicolò, "LEFEVRE" Lefèvre', async () => {
    expect(await found('Muller')).toEqual(['muller']);
    expect(await found('müller')).toEqual(['muller']);
    expect(await found('MÜLLER')).toEqual(['muller']);
    expect(await found('nicolo')).toEqual(['nicolo']);
    expect(await found('Nicolò Bian')).toEqual(['nicolo']);
    expect(await found('francois lefevre')).toEqual(['francois']);
    expect(await found('flefevre@example.fr')).toEqual(['francois']);
    expect(await found('EXAMPLE.DE')).toEqual(['muller']);
  });

  it('still by part of the booking number, and % or _ are plain characters', async () => {
    expect(await found(guests.nicolo!.number.slice(3).toLowerCase())).toEqual(['nicolo']);
    expect(await found('100%')).toEqual(['percent']);
    expect(await found('anna_v')).toEqual(['percent']);
    expect(await found('%')).toEqual(['percent']);
  });

  it('follows a change of name: the search column is kept by PostgreSQL', async () => {
    await t.database.db.execute(sql`UPDATE bookings SET customer_name = 'Nicolò Bianchi-Ferrè' WHERE id = ${guests.nicolo!.id}`);
    expect(await found('bianchi-ferre')).toEqual(['nicolo']);
    await t.database.db.execute(sql`UPDATE bookings SET customer_name = 'Nicolò Bianchi' WHERE id = ${guests.nicolo!.id}`);
    expect(await found('ferre')).toEqual([]);
  });
});

describe('GET /api/staff/bookings?q=: phone numbers', () => {
  it('whatever the spaces, dashes, brackets and country code, both ways round', async () => {
    // Saved "+39 333 123 4567"
    for (const q of ['3331234567', '333 123 4567', '333-123-4567', '+39 3331234567', '0039 333 1234567', '+393331234567', '1234567']) {
      expect(await found(q), q).toEqual(['nicolo']);
    }
    // Saved "3339876543" (no country code)
    for (const q of ['+39 333 987 6543', '0039 3339876543', '333.987.6543']) expect(await found(q), q).toEqual(['francois']);
    // Saved "(0173) 55-12-34"
    expect(await found('0173 551234')).toEqual(['plain']);
    expect(await found('+49 151 76543210')).toEqual(['muller']);
    expect(await found('+39 333 000 0000')).toEqual([]);
  });
});

describe('the search columns', () => {
  it('are indexed: a search by name or by phone can use its trigram index', async () => {
    const plan = async (where: string) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const r = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`EXPLAIN SELECT id FROM bookings b WHERE ${where}`));
        return r.rows.map((x) => x['QUERY PLAN']).join('\n');
      });
    expect(await plan(`b.search_text LIKE '%' || public.search_fold('Müller') || '%'`)).toContain('bookings_search_text_idx');
    expect(await plan(`b.search_phone LIKE '%3331234567%'`)).toContain('bookings_search_phone_idx');
  });
});
