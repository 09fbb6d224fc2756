import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { partnerSessions, partnerTokens, partnerUsers, staffAccounts, staffSessions, staffTokens } from '@tenuta/db';
import { lockingTransaction, recordStaffAction } from '@tenuta/core';
import type { IdentityDeps } from './identity-deps.ts';
import { demoStaff, isLoopbackUrl } from './demo-staff.ts';
import { demoPartners } from './partners/demo-partners.ts';

const demoStaffEmails = demoStaff.map((s) => s.email);
const demoPartnerEmails = demoPartners.map((p) => p.owner.email);

/**
 * A demo account is one the demo seed created (flagged), or one with a demo address whatever made it
 * (data from before the flag, a copy of a local database): its password is printed in the README.
 */
export function isDemoAccount(a: { email: string; isDemo: boolean }): boolean {
  const email = a.email.toLowerCase();
  return a.isDemo || demoStaffEmails.includes(email) || demoPartnerEmails.includes(email);
}

/** Demo accounts may sign in only on a local install (a loopback PUBLIC_URL), never on a public address. */
export const demoSignInAllowed = (deps: Pick<IdentityDeps, 'publicUrl'>, a: { email: string; isDemo: boolean }): boolean => !isDemoAccount(a) || isLoopbackUrl(deps.publicUrl);

/**
 * At every start on a public address: the demo accounts (staff and partner users) are deactivated, their
 * sessions ended and their open links revoked, whatever created them. Data first served on localhost and
 * later on a public address keeps no account with the README's password. Audited as the system's action.
 */
export async function disableDemoAccounts(deps: Pick<IdentityDeps, 'db' | 'clock' | 'publicUrl'>): Promise<{ staff: number; partnerUsers: number }> {
  if (isLoopbackUrl(deps.publicUrl)) return { staff: 0, partnerUsers: 0 };
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx) => {
    const staff = await tx
      .update(staffAccounts)
      .set({ status: 'deactivated', deactivatedAt: now, updatedAt: now })
      .where(and(ne(staffAccounts.status, 'deactivated'), or(eq(staffAccounts.isDemo, true), inArray(sql`lower(${staffAccounts.email})`, demoStaffEmails))))
      .returning({ id: staffAccounts.id, email: staffAccounts.email, status: staffAccounts.status });
    const users = await tx
      .update(partnerUsers)
      .set({ status: 'deactivated', updatedAt: now })
      .where(and(ne(partnerUsers.status, 'deactivated'), or(eq(partnerUsers.isDemo, true), inArray(sql`lower(${partnerUsers.email})`, demoPartnerEmails))))
      .returning({ id: partnerUsers.id, email: partnerUsers.email });
    const staffIds = staff.map((s) => s.id);
    const userIds = users.map((u) => u.id);
    if (staffIds.length) {
      await tx
        .update(staffSessions)
        .set({ endedAt: now, endReason: 'demo_disabled' })
        .where(and(inArray(staffSessions.staffId, staffIds), isNull(staffSessions.endedAt)));
      await tx
        .update(staffTokens)
        .set({ revokedAt: now })
        .where(and(inArray(staffTokens.staffId, staffIds), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt)));
    }
    if (userIds.length) {
      await tx
        .update(partnerSessions)
        .set({ endedAt: now, endReason: 'demo_disabled' })
        .where(and(inArray(partnerSessions.userId, userIds), isNull(partnerSessions.endedAt)));
      await tx
        .update(partnerTokens)
        .set({ revokedAt: now })
        .where(and(inArray(partnerTokens.userId, userIds), isNull(partnerTokens.usedAt), isNull(partnerTokens.revokedAt)));
    }
    const system = { id: null, email: 'system' };
    for (const s of staff)
      await recordStaffAction(
        tx,
        system,
        { action: 'staff.deactivate', targetType: 'staff', targetId: s.id, after: { status: 'deactivated', reason: 'demo_account_on_public_address' } },
        now,
      );
    for (const u of users)
      await recordStaffAction(
        tx,
        system,
        { action: 'partner_user.deactivate', targetType: 'partner_user', targetId: u.id, after: { status: 'deactivated', reason: 'demo_account_on_public_address' } },
        now,
      );
    return { staff: staff.length, partnerUsers: users.length };
  });
}
