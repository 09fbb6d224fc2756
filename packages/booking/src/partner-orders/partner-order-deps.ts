import type { RefundPolicy } from '@tenuta/contracts';
import type { CheckoutDeps } from '../checkout/checkout-deps.ts';
import { DomainError } from '@tenuta/core';

/** The partner order use cases: the checkout's dependencies (provider, staff e-mail, site address) and the refund policy. */
export type PartnerOrderDeps = CheckoutDeps & { refundPolicy?: RefundPolicy };

/** The signed-in partner user a use case acts for (the API's partner session gives it). */
export interface PartnerCaller {
  partnerId: number;
  partnerType: 'reseller' | 'referral';
  userId: number;
  role: 'owner' | 'booker';
  /** The user's e-mail: the order's address when the guest gave none. */
  email: string;
  locale: 'it' | 'en';
}

/** Bookers place orders but see no money. */
export const seesMoney = (c: Pick<PartnerCaller, 'role'>): boolean => c.role === 'owner';

/** Orders, baskets and cancellations are for resellers (the API guard says so first). */
export function requireReseller(c: Pick<PartnerCaller, 'partnerType'>): void {
  if (c.partnerType !== 'reseller') throw new DomainError('forbidden', 'Not available for this kind of partner', 'partner_type_forbidden');
}
