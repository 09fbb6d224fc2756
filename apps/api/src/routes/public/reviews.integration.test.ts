import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications, reviews, type Database } from '@tenuta/db';
import { hashManageToken } from '@tenuta/booking';
import { dispatchPendingNotifications, type Mailer, type OutgoingMail } from '@tenuta/mail';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { insertGuestBooking } from '../../jobs/outbox-test-fixtures.ts';

let t: TestApp;
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

type Payload = Record<string, unknown>;
let ipSeq = 0;
/** Each call from its own address unless one is given, so the rate limit is tested on its own. */
const post = (url: string, payload: Payload, ip = `198.51.100.${++ipSeq}`) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
const get = (url: string) => t.app.inject({ url });

async function insertSlotAt(db: Database, slug: string, startsAt: Date): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`
    INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, wine_price_cents)
    SELECT e.id, e.category, ${startsAt.toISOString()}::timestamptz, e.duration_minutes, 8, ARRAY['IT','EN'],
           CASE WHEN e.category = 'TRUFFLE' THEN 8500 END, CASE WHEN e.category = 'WINE' THEN 4000 END
      FROM experiences e WHERE e.slug = ${slug}
    ON CONFLICT ON CONSTRAINT slots_experience_start_uq DO UPDATE SET capacity_total = slots.capacity_total + 8
    RETURNING id`);
  return Number(r.rows[0]!.id);
}

let tokenSeq = 0;
/** A booking on a slot starting at `startsAt`, with a manage token the test knows. */
async function bookingAt(startsAt: Date, o: { slug?: string; status?: string } = {}): Promise<{ id: number; bookingNumber: string; token: string }> {
  const slug = o.slug ?? 'caccia-al-tartufo';
  const slotId = await insertSlotAt(t.database.db, slug, startsAt);
  const b = await insertGuestBooking(t.database.db, { slotId, category: slug.startsWith('degustazione') ? 'WINE' : 'TRUFFLE', locale: 'it', email: 'giulia@example.com' });
  const token = `review-test-token-${process.pid}-${++tokenSeq}-abcdefghijkl`;
  await t.database.db.execute(sql`UPDATE bookings SET manage_token_hash = ${hashManageToken(token)}, status = coalesce(${o.status ?? null}, status) WHERE id = ${b.id}`);
  return { ...b, token };
}

const reviewBody = (b: { id: number; token: string }, over: Payload = {}): Payload => ({
  booking_id: b.id,
  token: b.token,
  rating: 4,
  title: 'Una mattina nel bosco',
  body: 'Il cane ha trovato due tartufi neri e la guida è stata bravissima.',
  author_name: 'Giulia R.',
  author_city: 'Torino',
  locale: 'it',
  ...over,
});

const reviewsOf = (bookingId: number) => t.database.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
const ago = (hours: number) => new Date(nowMs - hours * HOUR);

describe('GET /api/reviews', () => {
  it('lists the seeded reviews, newest first, with count and average; cacheable for a minute', async () => {
    const res = await get('/api/reviews');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 9, rating_count: 9, average_rating: 4.8, limit: 10, offset: 0 });
    expect(body.data).toHaveLength(9);
    const dates = body.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      experience_id: expect.any(Number),
      experience_type: 'WINE',
      experience_title: { it: 'Degustazione Esclusiva', en: 'Exclusive Tasting' },
      author_name: 'Thomas W.',
      author_city: 'Zürich',
      rating: 5,
      title: 'A vintage Barolo with the family',
      body: expect.stringContaining('vintage Barolo'),
      locale: 'en',
      verified: false,
      created_at: '2024-09-21T15:00:00.000Z',
      // No reply from the estate yet (staff add one from the back office).
      reply: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/moderation|booking_id|customer/);
  });

  it('filters by category (truffle | wine, any case) and by experience, and pages', async () => {
    const truffle = (await get('/api/reviews?experience_type=truffle')).json();
    expect(truffle).toMatchObject({ total: 6, average_rating: 4.8, rating_count: 6 });
    expect(truffle.data.every((r: { experience_type: string }) => r.experience_type === 'TRUFFLE')).toBe(true);
    const wine = (await get('/api/reviews?experience_type=WINE')).json();
    expect(wine).toMatchObject({ total: 3, average_rating: 4.7 });
    const one = wine.data[0];
    const byId = (await get(`/api/reviews?experience_id=${one.experience_id}`)).json();
    expect(byId).toMatchObject({ total: 1, average_rating: one.rating });
    expect((await get('/api/reviews?experience_id=999999')).json()).toMatchObject({ total: 0, average_rating: null, rating_count: 0, data: [] });

    const all = (await get('/api/reviews')).json().data.map((r: { id: number }) => r.id);
    const page2 = (await get('/api/reviews?limit=2&offset=2')).json();
    expect(page2.data.map((r: { id: number }) => r.id)).toEqual(all.slice(2, 4));
    expect(page2).toMatchObject({ total: 9, limit: 2, offset: 2 });
    expect((await get('/api/reviews?offset=9')).json().data).toEqual([]);
  });

  it('caps the limit at 50 and answers 400 for bad values', async () => {
    expect((await get('/api/reviews?limit=500')).json().limit).toBe(50);
    for (const q of [
      'limit=0',
      'limit=-3',
      'limit=abc',
      'limit=1.5',
      'offset=-1',
      'offset=x',
      'offset=99999999',
      'experience_type=beer',
      'experience_id=0',
      'experience_id=abc',
      'limit=1&limit=2',
    ]) {
      const res = await get(`/api/reviews?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({ success: false, code: 'validation_error' });
    }
  });
});

describe('POST /api/reviews', () => {
  it('refuses a wrong token or an unknown booking with 404, the same for both', async () => {
    const b = await bookingAt(ago(30));
    for (const body of [reviewBody(b, { token: `${b.token}x` }), reviewBody(b, { booking_id: 99_999_999 }), reviewBody(b, { token: 'short' })]) {
      const res = await post('/api/reviews', body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found', error: 'Review link not valid' });
    }
    expect(await reviewsOf(b.id)).toEqual([]);
  });

  it('waits until the experience has ended (start + duration)', async () => {
    const upcoming = await bookingAt(new Date(nowMs + 2 * HOUR));
    const underWay = await bookingAt(ago(2)); // 3-hour hunt that started 2 hours ago
    for (const b of [upcoming, underWay]) {
      const res = await post('/api/reviews', reviewBody(b));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', error: 'You can review after your experience' });
    }
    nowMs += 90 * 60_000; // the hunt under way has ended now
    expect((await post('/api/reviews', reviewBody(underWay))).statusCode).toBe(201);
  });

  it('never for a cancelled, refunded, no-show or unpaid booking', async () => {
    for (const status of ['cancelled', 'refunded', 'no_show', 'pending']) {
      const b = await bookingAt(ago(48), { status });
      const res = await post('/api/reviews', reviewBody(b));
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', error: 'This booking cannot be reviewed' });
    }
  });

  it('stores a pending, verified review as plain text and queues the staff e-mail with a one-time token', async () => {
    const b = await bookingAt(ago(26));
    const res = await post(
      '/api/reviews',
      reviewBody(b, { booking_id: String(b.id), body: 'Bosco\u0000 magnifico,\u202E guida <b>bravissima</b>.\r\n\r\n\r\nTorneremo!', author_name: '  Giulia\u0007 R. ' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { status: 'pending' }, message: expect.stringContaining('Thank you') });
    const [row] = await reviewsOf(b.id);
    expect(row).toMatchObject({
      status: 'pending',
      verified: true,
      rating: 4,
      locale: 'it',
      authorName: 'Giulia R.',
      authorCity: 'Torino',
      title: 'Una mattina nel bosco',
      body: 'Bosco magnifico, guida <b>bravissima</b>.\n\nTorneremo!',
      moderatedAt: null,
    });
    // Not public until approved.
    expect((await get('/api/reviews?limit=50')).json().data.some((r: { id: number }) => r.id === row!.id)).toBe(false);

    const [mail] = await t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.kind} = 'staff_review_submitted' AND (${notifications.payload}->>'review_id')::bigint = ${row!.id}`);
    expect(mail).toMatchObject({ recipient: 'staff@tenuta.example', locale: 'it', status: 'pending' });
    const token = mail!.payload.moderation_token as string;
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(row!.moderationTokenHash).toBe(hashManageToken(token));
  });

  it('one review per booking: the second is 409, also when both arrive at once', async () => {
    const b = await bookingAt(ago(30));
    expect((await post('/api/reviews', reviewBody(b))).statusCode).toBe(201);
    const again = await post('/api/reviews', reviewBody(b, { body: 'Ci ho ripensato, ecco una seconda recensione.' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'duplicate_item', error: 'Already reviewed' });

    const c = await bookingAt(ago(30));
    const results = await Promise.all(Array.from({ length: 5 }, () => post('/api/reviews', reviewBody(c))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await reviewsOf(c.id)).toHaveLength(1);
  });

  it('validates rating, lengths and types with 400', async () => {
    const b = await bookingAt(ago(30));
    const cases: [Payload, RegExp][] = [
      [{ rating: 6 }, /rating/],
      [{ rating: 0 }, /rating/],
      [{ rating: 3.5 }, /rating/],
      [{ rating: '5' }, /rating/],
      [{ body: 'Troppo corto' }, /body: The review must be at least 20 characters long/],
      [{ body: `${'\u0001'.repeat(25)}ok` }, /at least 20 characters/],
      [{ body: 'x'.repeat(2001) }, /body: The review can be at most 2000 characters long/],
      [{ author_name: 'G' }, /author_name: The name must be at least 2 characters long/],
      [{ author_name: 'x'.repeat(81) }, /author_name/],
      [{ title: 'x'.repeat(121) }, /title: The title can be at most 120 characters long/],
      [{ locale: 'fr' }, /locale/],
      [{ token: undefined }, /token/],
    ];
    for (const [over, detail] of cases) {
      const res = await post('/api/reviews', reviewBody(b, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().detail, JSON.stringify(over)).toMatch(detail);
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/reviews', payload: '{"rating":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(await reviewsOf(b.id)).toEqual([]);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const b = await bookingAt(ago(30));
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0]!.n;
    const res = await post('/api/reviews', reviewBody(b, { website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'pending' } });
    expect(await reviewsOf(b.id)).toEqual([]);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0]!.n).toBe(before);
  });

  it('limits submissions per address (429 with Retry-After)', async () => {
    const b = await bookingAt(ago(30));
    const ip = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post('/api/reviews', reviewBody(b, { token: `wrong-token-${i}-abcdefghijklmnop` }), ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
    const limited = await post('/api/reviews', reviewBody(b), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post('/api/reviews', reviewBody(b))).statusCode).toBe(201);
  });
});

describe('moderation', () => {
  async function submitted(rating: number, slug = 'caccia-al-tartufo') {
    const b = await bookingAt(ago(30), { slug });
    expect((await post('/api/reviews', reviewBody(b, { rating }))).statusCode).toBe(201);
    const [row] = await reviewsOf(b.id);
    const [mail] = await t.database.db.select().from(notifications).where(sql`(${notifications.payload}->>'review_id')::bigint = ${row!.id}`);
    return { booking: b, reviewId: row!.id, token: mail!.payload.moderation_token as string };
  }

  it('shows the pending review to the link, approves it once, then lists it with the new average', async () => {
    const { booking, reviewId, token } = await submitted(1);
    const before = (await get('/api/reviews?experience_type=truffle')).json();

    const shown = await get(`/api/reviews/moderate?token=${encodeURIComponent(token)}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json().data).toMatchObject({ id: reviewId, status: 'pending', rating: 1, booking_number: booking.bookingNumber, verified: true, author_name: 'Giulia R.' });
    // Opening the link changed nothing.
    expect((await reviewsOf(booking.id))[0]!.status).toBe('pending');

    const done = await post('/api/reviews/moderate', { token, action: 'approve' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ success: true, data: { id: reviewId, status: 'approved' } });
    const [row] = await reviewsOf(booking.id);
    expect(row).toMatchObject({ status: 'approved', moderatedBy: 'staff:email-link', moderationTokenHash: null });
    expect(row!.moderatedAt).toBeInstanceOf(Date);

    const after = (await get('/api/reviews?experience_type=truffle')).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]).toMatchObject({ id: reviewId, verified: true, rating: 1 });
    const ratings = (await get('/api/reviews?experience_type=truffle&limit=50')).json().data.map((r: { rating: number }) => r.rating) as number[];
    expect(ratings).toHaveLength(after.total);
    expect(after.average_rating).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10);
    expect(after.average_rating).toBeLessThan(before.average_rating);

    for (const res of [
      await post('/api/reviews/moderate', { token, action: 'approve' }),
      await post('/api/reviews/moderate', { token, action: 'reject' }),
      await get(`/api/reviews/moderate?token=${encodeURIComponent(token)}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', detail: expect.stringContaining('already been used') });
    }
    expect((await reviewsOf(booking.id))[0]!.status).toBe('approved');
  });

  it('rejects: the review stays off the site', async () => {
    const { booking, reviewId, token } = await submitted(5, 'degustazione-premium');
    const res = await post('/api/reviews/moderate', { token, action: 'reject' });
    expect(res.json()).toMatchObject({ data: { id: reviewId, status: 'rejected' } });
    expect((await reviewsOf(booking.id))[0]).toMatchObject({ status: 'rejected', moderationTokenHash: null });
    expect((await get('/api/reviews?experience_type=wine&limit=50')).json().data.some((r: { id: number }) => r.id === reviewId)).toBe(false);
  });

  it('a link acts once even when clicked twice at the same moment', async () => {
    const { token } = await submitted(4);
    const results = await Promise.all([post('/api/reviews/moderate', { token, action: 'approve' }), post('/api/reviews/moderate', { token, action: 'reject' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('answers bad tokens and actions clearly', async () => {
    expect((await get('/api/reviews/moderate?token=nope')).statusCode).toBe(404);
    expect((await get('/api/reviews/moderate')).statusCode).toBe(400);
    expect((await post('/api/reviews/moderate', { token: 'x'.repeat(43), action: 'approve' })).statusCode).toBe(404);
    expect((await post('/api/reviews/moderate', { token: 'x'.repeat(43), action: 'delete' })).statusCode).toBe(400);
  });

  it('sends the staff e-mail with approve and reject links, then forgets the raw token', async () => {
    const { booking, token } = await submitted(5);
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = {
      send: async (mail) => {
        sent.push(mail);
        return { messageId: `<${sent.length}@test>` };
      },
    };
    await dispatchPendingNotifications({ db: t.database.db, clock, mailer, render: { publicUrl: 'https://tenuta.example' } });
    const mail = sent.find((m) => m.text.includes(booking.bookingNumber));
    expect(mail).toBeDefined();
    expect(mail!.to).toBe('staff@tenuta.example');
    expect(mail!.replyTo).toBe('giulia@example.com');
    expect(mail!.text).toContain(`https://tenuta.example/reviews/moderate?token=${encodeURIComponent(token)}&action=approve`);
    expect(mail!.text).toContain(`https://tenuta.example/reviews/moderate?token=${encodeURIComponent(token)}&action=reject`);
    expect(mail!.text).toContain('Valutazione: ★★★★★ 5 su 5');
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'staff_review_submitted'));
    expect(rows.every((r) => r.status === 'sent' && !('moderation_token' in r.payload))).toBe(true);
    // The link still works: only the e-mail row forgot the raw token.
    expect((await get(`/api/reviews/moderate?token=${encodeURIComponent(token)}`)).statusCode).toBe(200);
  });
});

it('documents the review routes in the OpenAPI document', async () => {
  const paths = (await get('/api/docs/json')).json().paths;
  expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/reviews', '/api/reviews/moderate']));
  expect(paths['/api/reviews/moderate'].get).toBeDefined();
  expect(paths['/api/reviews/moderate'].post).toBeDefined();
});
