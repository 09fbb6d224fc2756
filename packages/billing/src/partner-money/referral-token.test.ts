import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookieValue, signReferralClaim, verifyReferralClaim } from './referral-token.ts';

const key = randomBytes(32);
const now = new Date('2026-05-01T10:00:00Z');
const claim = { partnerId: 7, linkId: 42, clickedAt: now, expiresAt: new Date(now.getTime() + 30 * 86_400_000) };

describe('the referral cookie', () => {
  it('names partner, link and times, and reads back only when genuine and unexpired', () => {
    const value = signReferralClaim(key, claim);
    expect(value).toMatch(/^r1\.7\.42\.\d+\.\d+\.[A-Za-z0-9_-]{24}$/);
    expect(verifyReferralClaim(key, value, now)).toEqual(claim);
    expect(verifyReferralClaim(key, value, new Date(claim.expiresAt.getTime() + 1000))).toBeNull();
    expect(verifyReferralClaim(randomBytes(32), value, now)).toBeNull();
    expect(verifyReferralClaim(key, value.replace('r1.7.', 'r1.8.'), now)).toBeNull();
    expect(verifyReferralClaim(key, 'garbage', now)).toBeNull();
    expect(verifyReferralClaim(key, undefined, now)).toBeNull();
    expect(verifyReferralClaim(key, signReferralClaim(key, { ...claim, linkId: null }), now)?.linkId).toBeNull();
  });
  it('finds one cookie in a Cookie header', () => {
    expect(cookieValue('a=1; tenuta_ref=r1.x; b=2', 'tenuta_ref')).toBe('r1.x');
    expect(cookieValue('a=1', 'tenuta_ref')).toBeUndefined();
    expect(cookieValue(undefined, 'tenuta_ref')).toBeUndefined();
  });
});
