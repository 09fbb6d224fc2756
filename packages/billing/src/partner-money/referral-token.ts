import { createHmac, timingSafeEqual } from 'node:crypto';
import { appSecretKey } from '@tenuta/core';
import type { Executor } from '@tenuta/core';

/**
 * The referral cookie: a first-party cookie the server sets when a visitor arrives with
 * `?ref=CODE`, read back by the cart calls. Its value names the partner, the link (0: none),
 * when the click happened and until when it attributes, signed with the estate's referral key
 * (HMAC-SHA256 truncated to 18 bytes, base64url): `r1.<partner>.<link>.<clicked>.<expires>.<mac>`
 * (times in Unix seconds). Nothing about the visitor is in it.
 */
export const REFERRAL_COOKIE = 'tenuta_ref';
/** The `app_secrets` row holding the referral signing key (created on first use). */
export const REFERRAL_SECRET = 'referral';

const CONTEXT = 'tenuta-referral:v1:';
const MAC_BYTES = 18;
const PATTERN = /^r1\.(\d{1,10})\.(\d{1,15})\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{24})$/;

export interface ReferralClaim {
  partnerId: number;
  linkId: number | null;
  clickedAt: Date;
  expiresAt: Date;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key)
    .update(CONTEXT + payload, 'utf8')
    .digest()
    .subarray(0, MAC_BYTES);

export function signReferralClaim(key: Buffer, c: ReferralClaim): string {
  const payload = `r1.${c.partnerId}.${c.linkId ?? 0}.${seconds(c.clickedAt)}.${seconds(c.expiresAt)}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The claim of a genuine, unexpired cookie value (MAC compared in constant time); null otherwise. */
export function verifyReferralClaim(key: Buffer, value: string | undefined | null, now: Date): ReferralClaim | null {
  const m = PATTERN.exec((value ?? '').trim());
  if (!m) return null;
  const payload = `r1.${m[1]}.${m[2]}.${m[3]}.${m[4]}`;
  const given = Buffer.from(m[5]!, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claim = { partnerId: Number(m[1]), linkId: Number(m[2]) || null, clickedAt: new Date(Number(m[3]) * 1000), expiresAt: new Date(Number(m[4]) * 1000) };
  return claim.partnerId > 0 && claim.expiresAt.getTime() > now.getTime() ? claim : null;
}

/** The value of one cookie in a Cookie request header (the first one of that name). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The estate's referral key (32 random bytes), read once per database pool. */
export const referralKey = (db: Executor): Promise<Buffer> => appSecretKey(db, REFERRAL_SECRET);
