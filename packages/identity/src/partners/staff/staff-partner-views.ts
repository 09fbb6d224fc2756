import type { PartnerContract, PartnerPaymentTerms, PartnerType } from '@tenuta/db';
import { bpsToPercent, type ContractState } from './contract-terms.ts';

/**
 * What the back office shows of partners (the shapes of the staff partner API, snake_case).
 * The API's zod answers check these shapes again.
 */

export interface StaffNameView {
  id: number;
  name: string;
}

export interface StaffPartnerContractView {
  id: number;
  valid_from: string;
  state: ContractState;
  commission_percent: number;
  net_discount_percent: number;
  payment_terms: PartnerPaymentTerms;
  payment_days: number;
  credit_limit_cents: number;
  attribution_days: number;
  note: string | null;
  created_by: StaffNameView | null;
  created_at: string;
}

export function contractView(c: PartnerContract, state: ContractState, createdBy: StaffNameView | null): StaffPartnerContractView {
  return {
    id: c.id,
    valid_from: c.validFrom.toISOString(),
    state,
    commission_percent: bpsToPercent(c.commissionBps),
    net_discount_percent: bpsToPercent(c.netDiscountBps),
    payment_terms: c.paymentTerms,
    payment_days: c.paymentDays,
    credit_limit_cents: c.creditLimitCents,
    attribution_days: c.attributionDays,
    note: c.note,
    created_by: createdBy,
    created_at: c.createdAt.toISOString(),
  };
}

export type StaffPartnerInviteStatus = 'pending' | 'used' | 'expired' | 'revoked';

export interface StaffPartnerInviteView {
  id: number;
  email: string;
  partner_type: PartnerType;
  company_name: string | null;
  status: StaffPartnerInviteStatus;
  locale: 'it' | 'en';
  email_status: 'pending' | 'sent' | 'failed' | null;
  expires_at: string;
  created_at: string;
  used_at: string | null;
  revoked_at: string | null;
  invited_by: StaffNameView | null;
  partner_id: number | null;
}

/** An invitation's state at `now`: used and revoked are final; otherwise it is pending until it expires. */
export function inviteStatus(t: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): StaffPartnerInviteStatus {
  if (t.usedAt) return 'used';
  if (t.revokedAt) return 'revoked';
  return t.expiresAt <= now ? 'expired' : 'pending';
}
