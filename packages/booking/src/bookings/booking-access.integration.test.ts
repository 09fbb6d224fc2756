import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookings, createTestDatabase, slots, type TestDatabase } from '@tenuta/db';
import { findBookingByAccessToken, issueBookingAccessToken } from './booking-access.ts';
import { generateManageToken } from './manage-token.ts';

let t: TestDatabase;
const now = new Date('2026-11-23T10:00:00Z');
const first = generateManageToken();
let bookingId = 0;
let otherId = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  const [slot] = await t.db.select({ id: slots.id }).from(slots).limit(1);
  const base = { slotId: slot!.id, category: 'WINE' as const, adults: 2, language: 'it', unitPriceCents: 3000, subtotalCents: 6000, totalCents: 6000 };
  const [a] = await t.db
    .insert(bookings)
    .values({ ...base, bookingNumber: 'BK-TESTAAAA', manageTokenHash: first.hash })
    .returning();
  const [b] = await t.db
    .insert(bookings)
    .values({ ...base, bookingNumber: 'BK-TESTBBBB', manageTokenHash: generateManageToken().hash })
    .returning();
  bookingId = a!.id;
  otherId = b!.id;
});
afterAll(async () => {
  await t.drop();
});

describe('booking access tokens', () => {
  it('the confirmation token opens its booking, by id or by number', async () => {
    expect((await findBookingByAccessToken(t.db, bookingId, first.token, now))?.id).toBe(bookingId);
    expect((await findBookingByAccessToken(t.db, 'BK-TESTAAAA', first.token, now))?.id).toBe(bookingId);
  });
  it('no token, a wrong token or another booking token opens nothing', async () => {
    expect(await findBookingByAccessToken(t.db, bookingId, undefined, now)).toBeUndefined();
    expect(await findBookingByAccessToken(t.db, bookingId, 'x'.repeat(43), now)).toBeUndefined();
    expect(await findBookingByAccessToken(t.db, otherId, first.token, now)).toBeUndefined();
    expect(await findBookingByAccessToken(t.db, 999999, first.token, now)).toBeUndefined();
  });
  it('a token issued later works until it expires, and only its hash is stored', async () => {
    const token = await issueBookingAccessToken(t.db, bookingId, 'reminder', new Date('2026-12-01T00:00:00Z'));
    expect((await findBookingByAccessToken(t.db, bookingId, token, now))?.id).toBe(bookingId);
    expect(await findBookingByAccessToken(t.db, bookingId, token, new Date('2026-12-02T00:00:00Z'))).toBeUndefined();
    const stored = await t.db.execute(sql`SELECT token_hash FROM booking_access_tokens`);
    expect(JSON.stringify(stored.rows)).not.toContain(token);
  });
});
