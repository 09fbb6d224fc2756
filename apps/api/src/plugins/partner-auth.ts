import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { DomainError } from '@tenuta/core';
import { authenticatePartner, bearerToken, type PartnerPrincipal } from '@tenuta/identity';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in partner user (set by requirePartner). */
    partner?: PartnerPrincipal;
  }
}

export interface PartnerGuard {
  /** Only this kind of partner (resellers order, referrers have referrals). */
  type?: 'reseller' | 'referral';
  /** Money (prices, credit, commissions, invoices): the partner's owner, never a booker. */
  money?: boolean;
  /** Owner only (users, company data). */
  owner?: boolean;
  /** Also for a suspended or inactive partner (me, validate, logout: what the suspended page needs). */
  allowInactive?: boolean;
}

const unauthenticated = () => new DomainError('unauthorized', 'Sign in to continue', 'session_invalid');

/**
 * The guard of every partner call, run at onRequest (before the body is read): a live session
 * (401), an active partner (403 `partner_suspended` / `partner_inactive`), the partner's type
 * (403 `partner_type_forbidden`) and the user's role (403 `partner_role_forbidden`). Everything
 * is read from the database on every call: the web app's guard is comfort, this is the rule.
 */
export function requirePartner(app: FastifyInstance, guard: PartnerGuard = {}): onRequestAsyncHookHandler {
  return async (req: FastifyRequest) => {
    const partner = await authenticatePartner(app.deps, bearerToken(req.headers.authorization));
    if (!partner) throw unauthenticated();
    if (partner.partnerStatus !== 'active' && !guard.allowInactive) {
      throw new DomainError('forbidden', 'This partner account is not active', partner.partnerStatus === 'suspended' ? 'partner_suspended' : 'partner_inactive');
    }
    if (guard.type && partner.partnerType !== guard.type) throw new DomainError('forbidden', 'Not available for this kind of partner', 'partner_type_forbidden');
    if ((guard.money || guard.owner) && partner.role !== 'owner') throw new DomainError('forbidden', 'Only the account owner may do this', 'partner_role_forbidden');
    req.partner = partner;
  };
}

/** The partner user of a guarded route. */
export function currentPartner(req: FastifyRequest): PartnerPrincipal {
  if (!req.partner) throw unauthenticated();
  return req.partner;
}
