import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, romeDate, romeDayStart } from '@tenuta/core';
import { sweepReferralClickMarks } from '@tenuta/billing';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { referralHelpers } from './referral-fixtures.ts';

// A `?ref=` click counts once per visitor, link and Rome day; nothing about the visitor is kept.
let t: TestApp;
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
const r = referralHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const clicks = async (partnerId: number) => (await r.h.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM referral_clicks WHERE partner_id = ${partnerId}`))[0]!.n;

describe('counting ?ref= clicks', () => {
  it('20 clicks of one visitor on one link in a day count 1, another visitor 1 more, the same visitor on another link 1, the next day again', async () => {
    const p = await r.referrer({ commissionBps: 1000 });
    const l = await r.link(p);
    const hall = await r.link(p, '/wine-tasting', 'Hall');
    const guest = { address: '203.0.113.77', userAgent: 'Mozilla/5.0 (iPhone) Safari/605' };

    const twenty = await Promise.all(Array.from({ length: 20 }, () => r.visit(`/truffle-hunting?ref=${l.refCode}&c=${l.id}`, undefined, guest)));
    expect(await clicks(p.partnerId)).toBe(1);
    // Each visit still gets its attribution cookie: counting and attributing are separate.
    expect(twenty.every((v) => v.cookie?.startsWith(`tenuta_ref=r1.${p.partnerId}.${l.id}.`))).toBe(true);
    expect((await r.visit(`/?ref=${l.refCode}&c=${l.id}`, undefined, guest)).cookie).toBeDefined();
    expect(await clicks(p.partnerId)).toBe(1);

    await r.visit(`/truffle-hunting?ref=${l.refCode}&c=${l.id}`, undefined, { address: '203.0.113.78', userAgent: guest.userAgent });
    expect(await clicks(p.partnerId)).toBe(2);
    await r.visit(`/wine-tasting?ref=${l.refCode}&c=${hall.id}`, undefined, guest);
    expect(await clicks(p.partnerId)).toBe(3);

    // What is kept to know it: a keyed hash per visitor, link and day; never the address or the user agent.
    const columns = await r.h.rows<{ column_name: string }>(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'referral_click_marks'`);
    expect(columns.map((c) => c.column_name).sort()).toEqual(['day', 'visitor_hash']);
    const marks = await r.h.rows<{ visitor_hash: string }>(sql`SELECT visitor_hash FROM referral_click_marks`);
    expect(marks.some((m) => m.visitor_hash.includes('203.0.113') || m.visitor_hash.includes('Mozilla'))).toBe(false);

    // A guest attributed by a visit that was not counted books: the booking is the partner's.
    const [booking] = await r.book([{ slot: await r.h.slotId(9, '09:00'), adults: 2 }], { cookie: twenty[7]!.cookie });
    expect(await r.attribution(Number(booking!.id))).toMatchObject({ partner_id: p.partnerId, source: 'link', link_id: l.id });

    // The next Rome day: a new salt, the same visitor counts again; the clean-up deletes the past day's marks and salt.
    const today = romeDate(clock.now());
    nowMs = romeDayStart(addDays(today, 1)).getTime() + 10 * 3_600_000;
    await r.visit(`/truffle-hunting?ref=${l.refCode}&c=${l.id}`, undefined, guest);
    await r.visit(`/truffle-hunting?ref=${l.refCode}&c=${l.id}`, undefined, guest);
    expect(await clicks(p.partnerId)).toBe(4);
    expect(await sweepReferralClickMarks({ db: t.database.db, clock })).toBeGreaterThanOrEqual(3);
    const left = await r.h.rows<{ day: string }>(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM referral_click_marks`);
    expect(left.map((m) => m.day)).toEqual([romeDate(clock.now())]);
    const salts = await r.h.rows<{ name: string }>(sql`SELECT name FROM app_secrets WHERE name LIKE 'referral-click-salt:%'`);
    expect(salts.map((s) => s.name)).toEqual([`referral-click-salt:${romeDate(clock.now())}`]);
  });
});
