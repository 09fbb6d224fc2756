import type { PartnerStatusName, PartnerTypeName } from '@tenuta/contracts';

/**
 * The partner area's guard as a pure rule (docs/product.md, Partner area): where a page sends
 * the visitor, given what the browser knows of the session. The server applies the same rules on
 * every call; this only decides what to show.
 */

/** guarded: signed-in pages (of one kind of partner when `type` is set); guest: login, register, forgot, reset; suspended: the suspended page; open: anyone. */
export type PartnerPageAccess = { access: 'guarded'; type?: PartnerTypeName } | { access: 'guest' } | { access: 'suspended' } | { access: 'open' };

export interface GuardSession {
  /** A token is stored in this browser. */
  signedIn: boolean;
  /** The server has confirmed the token since the page loaded (or it was just issued). */
  validated: boolean;
  partner: { partner_type: PartnerTypeName; status: PartnerStatusName } | null;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export const PARTNER_HOME = '/partner/dashboard';
export const PARTNER_SUSPENDED = '/partner/suspended';
const LOGIN = '/partner/login';

const allow: GuardDecision = { kind: 'allow' };
const wait: GuardDecision = { kind: 'wait' };
const go = (to: string): GuardDecision => ({ kind: 'redirect', to });

export function loginPath(returnTo?: string): string {
  return returnTo ? `${LOGIN}?redirect=${encodeURIComponent(returnTo)}` : LOGIN;
}

export function guardDecision(page: PartnerPageAccess, location: { pathname: string; search: string }, session: GuardSession): GuardDecision {
  if (page.access === 'open') return allow;
  if (page.access === 'guest') {
    if (!session.signedIn) return allow;
    if (!session.validated || !session.partner) return wait;
    // Just signed in on the login page: on to the page that sent them there.
    return go(session.partner.status === 'active' ? afterLogin(new URLSearchParams(location.search).get('redirect')) : PARTNER_SUSPENDED);
  }
  if (!session.signedIn) return go(page.access === 'guarded' ? loginPath(location.pathname + location.search) : LOGIN);
  if (!session.validated || !session.partner) return wait;
  const active = session.partner.status === 'active';
  if (page.access === 'suspended') return active ? go(PARTNER_HOME) : allow;
  if (!active) return go(PARTNER_SUSPENDED);
  if (page.type && page.type !== session.partner.partner_type) return go(PARTNER_HOME);
  return allow;
}

/**
 * Where to go after signing in: the `redirect` query when it is a page of the partner area (never
 * another site, never a signed-out page), else the dashboard.
 */
export function afterLogin(redirect: string | null): string {
  if (!redirect || !/^\/partner(\/|\?|$)/.test(redirect) || /[\\\s]/.test(redirect)) return PARTNER_HOME;
  const path = redirect.split('?')[0]!;
  if (/^\/partner\/(login|register|forgot|reset)(\/|$)/.test(path) || path === '/partner') return PARTNER_HOME;
  return redirect;
}
