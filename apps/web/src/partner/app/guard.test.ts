import { describe, expect, it } from 'vitest';
import { afterLogin, guardDecision, type GuardSession, type PartnerPageAccess } from './guard.ts';

const reseller = { partner_type: 'reseller', status: 'active' } as const;
const referrer = { partner_type: 'referral', status: 'active' } as const;
const signedOut: GuardSession = { signedIn: false, validated: false, partner: null };
const checking: GuardSession = { signedIn: true, validated: false, partner: reseller };
const valid = (partner: GuardSession['partner']): GuardSession => ({ signedIn: true, validated: true, partner });
const at = (pathname: string, search = '') => ({ pathname, search });

const guarded: PartnerPageAccess = { access: 'guarded' };
const resellerOnly: PartnerPageAccess = { access: 'guarded', type: 'reseller' };
const referralOnly: PartnerPageAccess = { access: 'guarded', type: 'referral' };

describe('the partner guard', () => {
  it('sends a visitor who is not signed in to the login, with the page and its query to come back to', () => {
    expect(guardDecision(guarded, at('/partner/orders', '?status=past'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/partner/login?redirect=%2Fpartner%2Forders%3Fstatus%3Dpast',
    });
    expect(guardDecision(resellerOnly, at('/partner/new-order'), signedOut)).toEqual({ kind: 'redirect', to: '/partner/login?redirect=%2Fpartner%2Fnew-order' });
  });

  it('waits for the server to confirm a stored session before showing a guarded or guest page', () => {
    expect(guardDecision(guarded, at('/partner/dashboard'), checking)).toEqual({ kind: 'wait' });
    expect(guardDecision({ access: 'guest' }, at('/partner/login'), checking)).toEqual({ kind: 'wait' });
    expect(guardDecision({ access: 'suspended' }, at('/partner/suspended'), checking)).toEqual({ kind: 'wait' });
  });

  it('lets an active partner in, and sends a page of the other kind of partner to the dashboard', () => {
    expect(guardDecision(guarded, at('/partner/settings'), valid(referrer))).toEqual({ kind: 'allow' });
    expect(guardDecision(resellerOnly, at('/partner/new-order'), valid(reseller))).toEqual({ kind: 'allow' });
    expect(guardDecision(resellerOnly, at('/partner/new-order'), valid(referrer))).toEqual({ kind: 'redirect', to: '/partner/dashboard' });
    expect(guardDecision(resellerOnly, at('/partner/billing/invoices'), valid(referrer))).toEqual({ kind: 'redirect', to: '/partner/dashboard' });
    expect(guardDecision(referralOnly, at('/partner/referrals/codes'), valid(reseller))).toEqual({ kind: 'redirect', to: '/partner/dashboard' });
    expect(guardDecision(referralOnly, at('/partner/referrals/links'), valid(referrer))).toEqual({ kind: 'allow' });
  });

  it('sends a suspended or inactive partner to the suspended page, from any guarded page', () => {
    for (const status of ['suspended', 'inactive'] as const) {
      expect(guardDecision(guarded, at('/partner/dashboard'), valid({ ...reseller, status }))).toEqual({ kind: 'redirect', to: '/partner/suspended' });
      expect(guardDecision(referralOnly, at('/partner/referrals/codes'), valid({ ...reseller, status }))).toEqual({ kind: 'redirect', to: '/partner/suspended' });
      expect(guardDecision({ access: 'suspended' }, at('/partner/suspended'), valid({ ...referrer, status }))).toEqual({ kind: 'allow' });
    }
  });

  it('keeps the suspended page for partners who are not active', () => {
    expect(guardDecision({ access: 'suspended' }, at('/partner/suspended'), valid(reseller))).toEqual({ kind: 'redirect', to: '/partner/dashboard' });
    expect(guardDecision({ access: 'suspended' }, at('/partner/suspended'), signedOut)).toEqual({ kind: 'redirect', to: '/partner/login' });
  });

  it('sends a signed-in partner away from the guest pages', () => {
    expect(guardDecision({ access: 'guest' }, at('/partner/login'), signedOut)).toEqual({ kind: 'allow' });
    expect(guardDecision({ access: 'guest' }, at('/partner/register'), valid(reseller))).toEqual({ kind: 'redirect', to: '/partner/dashboard' });
    expect(guardDecision({ access: 'guest' }, at('/partner/login'), valid({ ...referrer, status: 'suspended' }))).toEqual({ kind: 'redirect', to: '/partner/suspended' });
  });

  it('takes a partner who has just signed in back to the page that sent them to the login', () => {
    expect(guardDecision({ access: 'guest' }, at('/partner/login', '?redirect=%2Fpartner%2Forders%3Fstatus%3Dpast'), valid(reseller))).toEqual({
      kind: 'redirect',
      to: '/partner/orders?status=past',
    });
    expect(guardDecision({ access: 'guest' }, at('/partner/login', '?redirect=https%3A%2F%2Fevil.example'), valid(reseller))).toEqual({
      kind: 'redirect',
      to: '/partner/dashboard',
    });
  });

  it('never guards the test page', () => {
    for (const s of [signedOut, checking, valid(reseller)]) expect(guardDecision({ access: 'open' }, at('/partner/test-login'), s)).toEqual({ kind: 'allow' });
  });
});

describe('the page after signing in', () => {
  it('is the page asked for, query included', () => {
    expect(afterLogin('/partner/orders?status=past')).toBe('/partner/orders?status=past');
    expect(afterLogin('/partner/orders/12')).toBe('/partner/orders/12');
  });
  it('is the dashboard for anything else: nothing, another site, a signed-out page', () => {
    for (const r of [
      null,
      '',
      '/',
      '//evil.example/partner',
      'https://evil.example/partner/x',
      '/partnerx',
      '/partner/login?redirect=x',
      '/partner/reset/abc',
      '/partner',
      '/partner/\\evil',
    ])
      expect(afterLogin(r), String(r)).toBe('/partner/dashboard');
  });
});
