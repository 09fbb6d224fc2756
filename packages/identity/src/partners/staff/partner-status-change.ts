import { and, eq, ne } from 'drizzle-orm';
import { notifications, partnerUsers, partners, type Partner, type PartnerStatus } from '@tenuta/db';
import { DomainError, lockingTransaction, lockPartner, notFound, recordStaffAction, type StaffAuditAction, type Transaction } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';
import type { StaffPrincipal } from '../../staff-principal.ts';
import { endPartnerSessions } from '../partner-sessions.ts';
import { getPartnerDetail, partnerActions, type StaffPartnerDetailView } from './get-partner-detail.ts';

export type PartnerStatusChange = 'approved' | 'suspended' | 'reactivated' | 'refused';

export const PARTNER_REASON_MIN = 3;
export const PARTNER_REASON_MAX = 500;

const newStatus: Record<PartnerStatusChange, PartnerStatus> = { approved: 'active', suspended: 'suspended', reactivated: 'active', refused: 'inactive' };
const auditAction: Record<PartnerStatusChange, StaffAuditAction> = {
  approved: 'partner.approve',
  suspended: 'partner.suspend',
  reactivated: 'partner.reactivate',
  refused: 'partner.refuse',
};

/** More writes of the change, in its transaction after the checks (the approval's terms); what it answers goes into the audit row. */
export type StatusChangeStep = (tx: Transaction, partner: Partner, now: Date) => Promise<Record<string, unknown>>;

/** A suspension, reactivation or refusal states why (the partner reads it); 3 to 500 characters. */
export function statusReason(reason: string | null | undefined): string {
  const r = (reason ?? '').trim();
  if (r.length < PARTNER_REASON_MIN) throw new DomainError('validation_error', 'Write the reason (the partner will read it)', 'reason_required');
  if (r.length > PARTNER_REASON_MAX) throw new DomainError('validation_error', `The reason is at most ${PARTNER_REASON_MAX} characters`, 'reason_too_long');
  return r;
}

const conflict = (message: string, detail: string) => new DomainError('conflict', message, detail);

/**
 * Approve, refuse, suspend or reactivate under the partner's row lock, in one transaction with
 * its e-mail and audit row. A suspension or a refusal ends every session of the partner's users
 * at once. Only a waiting application is approved or refused.
 */
export async function changePartnerStatus(
  deps: IdentityDeps,
  by: StaffPrincipal,
  partnerId: number,
  change: PartnerStatusChange,
  reason: string | null,
  step?: StatusChangeStep,
): Promise<StaffPartnerDetailView> {
  const now = deps.clock.now();
  await lockingTransaction(deps.db, async (tx) => {
    const p = await lockPartner(tx, partnerId);
    if (!p) throw notFound('Partner');
    const allowed = partnerActions(p);
    if ((change === 'approved' || change === 'refused') && !allowed.approve) {
      throw p.source !== 'application'
        ? conflict('Only applications are approved or refused', 'not_an_application')
        : conflict('This application has already been decided', 'not_waiting');
    }
    if (change === 'suspended' && !allowed.suspend) throw conflict('This partner is already suspended', 'already_suspended');
    if (change === 'reactivated' && !allowed.reactivate) throw conflict('Only a suspended partner is reactivated', 'not_suspended');

    const status = newStatus[change];
    const extra = step ? await step(tx, p, now) : {};
    await tx
      .update(partners)
      .set({ status, statusReason: reason, statusChangedAt: now, updatedAt: now, ...(change === 'refused' ? { applicationRefusedAt: now } : {}) })
      .where(eq(partners.id, p.id));
    const endsSessions = change === 'suspended' || change === 'refused';
    const sessionsEnded = endsSessions ? await endPartnerSessions(tx, now, p.id, change === 'suspended' ? 'partner_suspended' : 'application_refused') : 0;

    // The company's address and its owners' own, once each.
    const owners = await tx
      .select({ email: partnerUsers.email })
      .from(partnerUsers)
      .where(and(eq(partnerUsers.partnerId, p.id), eq(partnerUsers.role, 'owner'), ne(partnerUsers.status, 'deactivated')));
    const recipients = [...new Set([p.email, ...owners.map((o) => o.email)])];
    await tx.insert(notifications).values(
      recipients.map((recipient) => ({
        kind: 'partner_status_changed' as const,
        recipient,
        locale: p.locale,
        payload: { partner_id: p.id, change, company_name: p.companyName, partner_type: p.partnerType, reason, login_url: `${deps.publicUrl.replace(/\/+$/, '')}/partner/login` },
      })),
    );
    await recordStaffAction(
      tx,
      { id: by.id, email: by.email },
      {
        action: auditAction[change],
        targetType: 'partner',
        targetId: p.id,
        before: { status: p.status, reason: p.statusReason },
        after: { status, reason, ...extra, ...(endsSessions ? { sessions_ended: sessionsEnded } : {}) },
      },
      now,
    );
  });
  deps.outbox?.kick();
  return getPartnerDetail(deps, partnerId);
}
