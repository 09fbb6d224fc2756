import { sql } from 'drizzle-orm';
import type { CoreDeps } from '@tenuta/core';
import { octoWebhookView } from './octo-webhook-view.ts';
import { renderOctoBookingUpdate } from './render-octo-booking-update.ts';
import { decryptWebhookSecret } from './webhook-secret.ts';
import { OCTO_SIGNATURE_HEADER, signOctoWebhook } from './webhook-signature.ts';

/** Seconds to wait after the 1st, 2nd… failed attempt; after the last, the delivery is given up (about 20 hours in all). */
export const OCTO_WEBHOOK_BACKOFF_SECONDS = [60, 300, 1800, 7200, 21600, 43200] as const;
export const OCTO_WEBHOOK_MAX_ATTEMPTS = OCTO_WEBHOOK_BACKOFF_SECONDS.length + 1;
/** A claimed delivery is not claimed again for this long (a process that dies mid-send is retried after it). */
const LEASE_SECONDS = 120;
export const OCTO_WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** Sends one POST and answers the receiver's status; throws when there is no answer (refused, timed out, a forbidden address). */
export type WebhookPost = (req: WebhookRequest) => Promise<{ status: number }>;

export interface DeliverOctoWebhooksDeps extends Pick<CoreDeps, 'db' | 'clock'> {
  post: WebhookPost;
  /** The site's public address (the voucher's link in the booking). */
  publicUrl: string;
}

type Claimed = {
  id: number;
  webhook_id: string;
  booking_uuid: string;
  payload: Record<string, unknown> | null;
  attempts: number;
  url: string;
  secret_encrypted: string;
  headers: Record<string, string>;
  retry_on_error: boolean;
  live: boolean;
};

/**
 * Claims up to `limit` due deliveries (SKIP LOCKED: two runners never send one twice at once),
 * signs and sends each, and records the answer: 2xx delivered; otherwise retried after the next
 * backoff step (unless the webhook asked for no retries) or, past the last, failed. A delivery of
 * a webhook deleted or of a revoked key is given up unsent.
 */
export async function deliverDueOctoWebhooks(deps: DeliverOctoWebhooksDeps, o: { limit?: number } = {}): Promise<{ delivered: number; retrying: number; failed: number }> {
  const now = deps.clock.now();
  const claimed = await deps.db.execute<Claimed>(sql`
    WITH due AS (
      SELECT d.id FROM octo_webhook_deliveries d
       WHERE d.status = 'pending' AND d.next_attempt_at <= ${now}
       ORDER BY d.next_attempt_at, d.id
       LIMIT ${o.limit ?? 20}
       FOR UPDATE SKIP LOCKED)
    UPDATE octo_webhook_deliveries d
       SET attempts = d.attempts + 1, last_attempt_at = ${now}, next_attempt_at = ${new Date(now.getTime() + LEASE_SECONDS * 1000)}
      FROM due, octo_webhooks w, octo_api_keys k
     WHERE d.id = due.id AND w.id = d.webhook_id AND k.id = w.key_id
    RETURNING d.id, d.webhook_id, d.booking_uuid, d.payload, d.attempts, w.url, w.secret_encrypted, w.headers, w.retry_on_error,
              (w.active AND w.deleted_at IS NULL AND k.revoked_at IS NULL) AS live`);
  const result = { delivered: 0, retrying: 0, failed: 0 };
  await Promise.all(
    claimed.rows.map(async (d) => {
      const outcome = await sendOne(deps, d);
      result[outcome]++;
    }),
  );
  return result;
}

async function sendOne(deps: DeliverOctoWebhooksDeps, d: Claimed): Promise<'delivered' | 'retrying' | 'failed'> {
  if (!d.live) return record(deps, d, { status: null, error: 'webhook deleted or API key revoked', giveUp: true });
  let status: number | null = null;
  let error: string | null = null;
  try {
    const payload = d.payload ?? (await firstPayload(deps, d));
    if (!payload) return record(deps, d, { status: null, error: 'OCTO booking not found', giveUp: true });
    const body = JSON.stringify(payload);
    const secret = await decryptWebhookSecret(deps.db, d.webhook_id, d.secret_encrypted);
    const signature = signOctoWebhook(secret, Math.floor(deps.clock.now().getTime() / 1000), body);
    const headers = {
      ...d.headers,
      'content-type': 'application/json',
      'user-agent': 'Tenuta-OCTO-Webhooks/1',
      'octo-event': 'booking_update',
      'octo-delivery': String(d.id),
      [OCTO_SIGNATURE_HEADER.toLowerCase()]: signature,
    };
    status = (await deps.post({ url: d.url, headers, body, timeoutMs: OCTO_WEBHOOK_TIMEOUT_MS })).status;
    if (status < 200 || status > 299) error = `HTTP ${status}`;
  } catch (e) {
    error = (e as Error).message.slice(0, 300) || 'no answer';
  }
  return record(deps, d, { status, error, giveUp: !d.retry_on_error || d.attempts >= OCTO_WEBHOOK_MAX_ATTEMPTS });
}

/** The body of a delivery's first attempt, kept for its retries (and the log). */
async function firstPayload(deps: DeliverOctoWebhooksDeps, d: Claimed): Promise<Record<string, unknown> | undefined> {
  const webhook = octoWebhookView({ id: d.webhook_id, url: d.url, retryOnError: d.retry_on_error, headers: d.headers });
  const payload = await renderOctoBookingUpdate(deps.db, { bookingUuid: d.booking_uuid, webhook, publicUrl: deps.publicUrl, now: deps.clock.now() });
  if (payload) await deps.db.execute(sql`UPDATE octo_webhook_deliveries SET payload = ${JSON.stringify(payload)}::jsonb WHERE id = ${d.id}`);
  return payload;
}

async function record(
  deps: DeliverOctoWebhooksDeps,
  d: Claimed,
  r: { status: number | null; error: string | null; giveUp: boolean },
): Promise<'delivered' | 'retrying' | 'failed'> {
  const now = deps.clock.now();
  if (!r.error) {
    await deps.db.execute(sql`UPDATE octo_webhook_deliveries SET status = 'delivered', response_code = ${r.status}, last_error = NULL, delivered_at = ${now} WHERE id = ${d.id}`);
    return 'delivered';
  }
  if (r.giveUp) {
    await deps.db.execute(sql`UPDATE octo_webhook_deliveries SET status = 'failed', response_code = ${r.status}, last_error = ${r.error} WHERE id = ${d.id}`);
    return 'failed';
  }
  const wait = OCTO_WEBHOOK_BACKOFF_SECONDS[Math.min(d.attempts, OCTO_WEBHOOK_BACKOFF_SECONDS.length) - 1]!;
  await deps.db.execute(
    sql`UPDATE octo_webhook_deliveries SET response_code = ${r.status}, last_error = ${r.error}, next_attempt_at = ${new Date(now.getTime() + wait * 1000)} WHERE id = ${d.id}`,
  );
  return 'retrying';
}
