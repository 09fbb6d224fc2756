import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverDueOctoWebhooks, OCTO_WEBHOOK_BACKOFF_SECONDS, verifyOctoWebhook } from '@tenuta/booking';
import { octoWebhookDeliveries } from '@tenuta/db';
import { octoWebhookPoster } from '../../jobs/octo-webhook-poster.ts';
import { insertGuestBooking, insertSlot } from '../../jobs/outbox-test-fixtures.ts';
import { octoReseller } from '../../octo-key-fixtures.ts';
import { insertConfirmedOctoBooking, startReceiver } from '../../octo-webhook-fixtures.ts';
import { partnerSession } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * booking_update deliveries: queued with the staff's change, signed, sent by the job runner's
 * function to a receiver on 127.0.0.1, retried with backoff, logged for the reseller.
 */
let t: TestApp;
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let manager: Awaited<ReturnType<typeof staffSession>>;
let reseller: Awaited<ReturnType<typeof octoReseller>>;
let secret: string;
let day = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  receiver = await startReceiver();
  manager = await staffSession(t.database.db, 'manager');
  reseller = await octoReseller(t.database.db);
  const hook = await t.app.inject({ method: 'POST', url: '/octo/webhooks', headers: reseller.headers, payload: { url: receiver.url, event: 'booking_update' } });
  secret = (hook.json() as { secret: string }).secret;
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

const deliver = () => deliverDueOctoWebhooks({ db: t.database.db, clock, post: octoWebhookPoster({ localInstall: true }), publicUrl: 'http://localhost:3000' });
const deliveriesOf = (uuid: string) => t.database.db.select().from(octoWebhookDeliveries).where(eq(octoWebhookDeliveries.bookingUuid, uuid));

/** A wine slot of its own on a later day, with a booking the reseller made through OCTO (or not). */
async function booking(o: { octo: boolean } = { octo: true }) {
  day += 1;
  const slotId = await insertSlot(t.database.db, {
    slug: 'degustazione-premium',
    romeStart: `2027-09-${String(day).padStart(2, '0')} 11:00`,
    category: 'WINE',
    durationMinutes: 90,
  });
  const b = await insertGuestBooking(t.database.db, { slotId, category: 'WINE', locale: 'en' });
  const uuid = o.octo ? await insertConfirmedOctoBooking(t.database.db, { partnerId: reseller.partnerId, keyId: reseller.keyId, bookingId: b.id, slotId }) : null;
  return { slotId, bookingId: b.id, uuid };
}

const staffCancel = (bookingId: number) =>
  t.app.inject({ method: 'POST', url: `/api/staff/bookings/${bookingId}/cancel`, headers: manager.headers, payload: { reason: 'Cellar closed for works', refund: 'full' } });

describe('booking_update webhooks', () => {
  it('are queued with a staff cancellation and delivered signed (HMAC-SHA256 of "t.body" with the webhook’s secret)', async () => {
    const b = await booking();
    const res = await staffCancel(b.bookingId);
    expect(res.statusCode, res.body).toBe(200);
    const [queued] = await deliveriesOf(b.uuid!);
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, event: 'booking_update', payload: null });

    expect(await deliver()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['octo-event']).toBe('booking_update');
    expect(verifyOctoWebhook(secret, got.headers['octo-signature'] as string, got.body, Math.floor(nowMs / 1000))).toBe(true);
    // A body changed in transit, or another secret, does not verify.
    expect(verifyOctoWebhook(secret, got.headers['octo-signature'] as string, got.body.replace('CANCELLED', 'CONFIRMED'), Math.floor(nowMs / 1000))).toBe(false);
    expect(verifyOctoWebhook('whsec_other', got.headers['octo-signature'] as string, got.body, Math.floor(nowMs / 1000))).toBe(false);
    const body = JSON.parse(got.body) as { webhook: { url: string }; booking: { uuid: string; status: string; cancellation: unknown } };
    expect(body.webhook.url).toBe(receiver.url);
    expect(body.booking).toMatchObject({ uuid: b.uuid, status: 'CANCELLED' });
    const [sent] = await deliveriesOf(b.uuid!);
    expect(sent).toMatchObject({ status: 'delivered', attempts: 1, responseCode: 200 });
    expect(sent!.payload).toEqual(body);
  });

  it('are retried with backoff while the receiver fails (500 twice, then 200), and not before their time', async () => {
    const b = await booking();
    await staffCancel(b.bookingId);
    receiver.answers.push(500, 503);
    const start = nowMs;
    expect(await deliver()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    let [d] = await deliveriesOf(b.uuid!);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500, lastError: 'HTTP 500' });
    expect(d!.nextAttemptAt.getTime()).toBe(start + OCTO_WEBHOOK_BACKOFF_SECONDS[0] * 1000);
    nowMs += 30_000;
    expect(await deliver()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    nowMs = start + OCTO_WEBHOOK_BACKOFF_SECONDS[0] * 1000;
    expect(await deliver()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    [d] = await deliveriesOf(b.uuid!);
    expect(d!.nextAttemptAt.getTime()).toBe(nowMs + OCTO_WEBHOOK_BACKOFF_SECONDS[1] * 1000);
    nowMs += OCTO_WEBHOOK_BACKOFF_SECONDS[1] * 1000;
    expect(await deliver()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    [d] = await deliveriesOf(b.uuid!);
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, responseCode: 200, lastError: null });
    // Every attempt carried the same booking, each signed at its own time.
    expect(receiver.received).toHaveLength(3);
    for (const r of receiver.received) expect(JSON.parse(r.body).booking.uuid).toBe(b.uuid);
    expect(verifyOctoWebhook(secret, receiver.received[2]!.headers['octo-signature'] as string, receiver.received[2]!.body, Math.floor(nowMs / 1000))).toBe(true);
  });

  it('follow a staff date change and a slot cancelled by staff; a booking not made through OCTO queues none', async () => {
    const moved = await booking();
    const to = await insertSlot(t.database.db, { slug: 'degustazione-premium', romeStart: '2027-09-28 16:00', category: 'WINE', durationMinutes: 90 });
    const change = await t.app.inject({ method: 'POST', url: `/api/staff/bookings/${moved.bookingId}/change-date`, headers: manager.headers, payload: { slot_id: to } });
    expect(change.statusCode, change.body).toBe(200);
    expect(await deliveriesOf(moved.uuid!)).toHaveLength(1);

    const weather = await booking();
    const cancel = await t.app.inject({ method: 'POST', url: `/api/staff/slots/${weather.slotId}/cancel`, headers: manager.headers, payload: { reason: 'Storm warning' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await deliveriesOf(weather.uuid!)).toHaveLength(1);

    const before = (await t.database.db.select().from(octoWebhookDeliveries)).length;
    const direct = await booking({ octo: false });
    expect((await staffCancel(direct.bookingId)).statusCode).toBe(200);
    expect(await t.database.db.select().from(octoWebhookDeliveries)).toHaveLength(before);

    await deliver();
    const bodies = receiver.received.map((r) => JSON.parse(r.body) as { booking: { uuid: string; status: string; availabilityId: string } });
    expect(bodies.find((x) => x.booking.uuid === moved.uuid)!.booking).toMatchObject({ status: 'CONFIRMED', availabilityId: String(to) });
    expect(bodies.find((x) => x.booking.uuid === weather.uuid)!.booking.status).toBe('CANCELLED');
  });

  it('show in the reseller’s delivery log (owner only, its own), and stop with a revoked key', async () => {
    const b = await booking();
    await staffCancel(b.bookingId);
    receiver.answers.push(500);
    await deliver();
    const log = await t.app.inject({ method: 'GET', url: '/api/partners/octo/webhook-deliveries', headers: reseller.owner.headers });
    expect(log.statusCode, log.body).toBe(200);
    const rows = log.json().data.deliveries as { booking_uuid: string; status: string; attempts: number; response_code: number; key_last4: string; next_attempt_at: string }[];
    expect(rows[0]).toMatchObject({ booking_uuid: b.uuid, status: 'pending', attempts: 1, response_code: 500, key_last4: reseller.key.slice(-4), webhook_url: receiver.url });
    expect(rows[0]!.next_attempt_at).not.toBeNull();
    const other = await partnerSession(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/partners/octo/webhook-deliveries', headers: other.headers })).json().data.deliveries).toEqual([]);

    // The key is revoked: what was pending is given up unsent, and nothing more is queued for it.
    const revoked = await t.app.inject({ method: 'POST', url: `/api/partners/octo/keys/${reseller.keyId}/revoke`, headers: reseller.owner.headers });
    expect(revoked.statusCode).toBe(200);
    nowMs += OCTO_WEBHOOK_BACKOFF_SECONDS[0] * 1000;
    receiver.received.length = 0;
    expect(await deliver()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(receiver.received).toHaveLength(0);
    const later = await booking();
    await staffCancel(later.bookingId);
    expect(await deliveriesOf(later.uuid!)).toHaveLength(0);
  });
});
