import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { octoBookings, type Database } from '@tenuta/db';

/** A booking as the OCTO API would have left it after confirmation: the octo_bookings row of a site booking. */
export async function insertConfirmedOctoBooking(db: Database, o: { partnerId: number; keyId: number; bookingId: number; slotId: number }): Promise<string> {
  const r = await db.execute<{ experience_id: number; category: string; wine_price_cents: number | null; truffle_price_cents: number | null }>(
    sql`SELECT s.experience_id, e.category, s.wine_price_cents, s.truffle_price_cents FROM slots s JOIN experiences e ON e.id = s.experience_id WHERE s.id = ${o.slotId}`,
  );
  const slot = r.rows[0]!;
  const uuid = randomUUID();
  await db.insert(octoBookings).values({
    uuid,
    partnerId: o.partnerId,
    keyId: o.keyId,
    status: 'CONFIRMED',
    experienceId: Number(slot.experience_id),
    slotId: o.slotId,
    category: slot.category === 'TRUFFLE' ? 'TRUFFLE' : 'WINE',
    language: 'IT',
    bookingId: o.bookingId,
    unitItems: [
      { uuid: randomUUID(), unitId: 'ADULT', resellerReference: null },
      { uuid: randomUUID(), unitId: 'ADULT', resellerReference: null },
    ],
    unitPriceCents: Number(slot.wine_price_cents ?? slot.truffle_price_cents ?? 0),
    confirmedAt: new Date(),
  });
  return uuid;
}

export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 (never an outside host): it answers the statuses queued in `answers`, then 200. */
export async function startReceiver(): Promise<{ url: string; received: ReceivedHook[]; answers: number[]; close(): Promise<void> }> {
  const received: ReceivedHook[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/octo`, received, answers, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
