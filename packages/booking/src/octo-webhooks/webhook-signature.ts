import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries a delivery's signature. */
export const OCTO_SIGNATURE_HEADER = 'Octo-Signature';
/** A receiver should refuse a signature older than this (a replayed delivery). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the webhook's secret>`: the
 * time is signed with the body, so a captured delivery cannot be replayed later as new.
 */
export const signOctoWebhook = (secret: string, timestamp: number, body: string): string => `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/** What a receiver does (our tests do it too): recompute, compare in constant time, check the age. */
export function verifyOctoWebhook(secret: string, header: string | undefined, body: string, nowSeconds: number, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): boolean {
  const parts = new Map((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(v1)) return false;
  return timingSafeEqual(Buffer.from(v1, 'hex'), Buffer.from(hmac(secret, t, body), 'hex'));
}
