import { and, eq, isNull, ne } from 'drizzle-orm';
import { notifications, staffAccounts, staffSessions } from '@tenuta/db';
import { DomainError, lockingTransaction, notFound, recordStaffAction, releaseRateLimitSlots } from '@tenuta/core';
import type { IdentityDeps } from './identity-deps.ts';
import { dropRecoveryCodes, issueRecoveryCodes, recoveryCodesLeft } from './recovery-codes.ts';
import { codeRequired, hasFactor, spendCurrentFactor, takeCodeSlot } from './second-factor-checks.ts';
import { endAllSessions } from './sessions.ts';
import { verifyStaffCurrentPassword } from './staff-password-check.ts';
import { staffView, type StaffPrincipal, type StaffView } from './staff-principal.ts';
import { codeRefused, enrolmentOffer, newTotpSecret, spendTotpCode } from './totp.ts';

export { SECOND_FACTOR_RATE_LIMIT } from './second-factor-checks.ts';

const actorOf = (p: { id: number; email: string }) => ({ id: p.id, email: p.email });

const notStarted = () => new DomainError('conflict', 'Start the set-up of the second factor first', 'totp_not_started');

const clearedOffer = { totpPendingSecret: null, totpPendingSessionId: null, totpPendingAt: null } as const;

/**
 * Starts (or restarts) second-factor enrolment: a new secret, shown as a QR code. It needs the
 * password and, when a factor exists, a current code of it or a recovery code (spent here): a
 * session alone can never offer itself a secret. The offer belongs to this session until it is
 * confirmed, replaced by a new one, cancelled, or the session ends.
 */
export async function beginTotpEnrolment(deps: IdentityDeps, p: StaffPrincipal, input: { password: string; code?: string | undefined }) {
  const [current] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, p.id));
  if (!current) throw notFound('Staff account');
  if (hasFactor(current) && !input.code) throw codeRequired();
  await verifyStaffCurrentPassword(deps, p.id, input.password);
  const slots = input.code ? await takeCodeSlot(deps, p.id) : null;
  const now = deps.clock.now();
  const secret = newTotpSecret();
  await lockingTransaction(deps.db, async (tx) => {
    const [a] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, p.id)).for('update');
    if (!a) throw notFound('Staff account');
    if (hasFactor(a)) {
      if (!input.code) throw codeRequired();
      await spendCurrentFactor(tx, a, input.code, now, 'account');
    }
    await tx.update(staffAccounts).set({ totpPendingSecret: secret, totpPendingSessionId: p.sessionId, totpPendingAt: now, updatedAt: now }).where(eq(staffAccounts.id, p.id));
  });
  if (slots) await releaseRateLimitSlots(deps, slots);
  return enrolmentOffer(secret, p.email);
}

/**
 * The account page's second factor as this session sees it: whether one is in use, how many
 * recovery codes are left, and the offer this session started and has not confirmed yet (shown
 * again after leaving the page). Another session's offer is never shown: its secret belongs to
 * whoever proved the password there.
 */
export async function getTotpState(deps: Pick<IdentityDeps, 'db'>, p: StaffPrincipal) {
  const [a] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, p.id));
  if (!a) throw notFound('Staff account');
  const mine = a.totpPendingSecret && a.totpPendingSessionId === p.sessionId ? a.totpPendingSecret : null;
  return {
    enabled: hasFactor(a),
    recoveryCodesLeft: hasFactor(a) ? await recoveryCodesLeft(deps.db, a.id) : 0,
    pending: mine ? { ...(await enrolmentOffer(mine, a.email)), offeredAt: a.totpPendingAt! } : null,
  };
}

/** Drops this session's unconfirmed offer (the factor in use, if any, stays). Nothing to drop is fine. */
export async function cancelTotpEnrolment(deps: Pick<IdentityDeps, 'db' | 'clock'>, p: StaffPrincipal): Promise<void> {
  await deps.db
    .update(staffAccounts)
    .set({ ...clearedOffer, updatedAt: deps.clock.now() })
    .where(and(eq(staffAccounts.id, p.id), eq(staffAccounts.totpPendingSessionId, p.sessionId)));
}

/**
 * A code of the offered secret confirms it, from the session it was offered to; it replaces any
 * earlier factor and its recovery codes. A new set of recovery codes is made and answered once.
 * Other sessions end (this one stays).
 */
export async function confirmTotpEnrolment(deps: IdentityDeps, p: StaffPrincipal, code: string): Promise<{ staff: StaffView; recoveryCodes: string[] }> {
  const slots = await takeCodeSlot(deps, p.id);
  const now = deps.clock.now();
  const result = await lockingTransaction(deps.db, async (tx) => {
    const [a] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, p.id)).for('update');
    const offered = a?.totpPendingSecret && a.totpPendingSessionId === p.sessionId ? a.totpPendingSecret : null;
    if (!a || !offered) throw notStarted();
    // The new secret's steps start afresh (rolled back with the rest if the code is wrong).
    await tx.update(staffAccounts).set({ totpLastStep: null }).where(eq(staffAccounts.id, p.id));
    const check = await spendTotpCode(tx, p.id, offered, code, now);
    if (check !== 'ok') throw codeRefused(check);
    const [u] = await tx
      .update(staffAccounts)
      .set({ totpSecret: offered, ...clearedOffer, totpEnabledAt: now, updatedAt: now })
      .where(eq(staffAccounts.id, p.id))
      .returning();
    const recoveryCodes = await issueRecoveryCodes(tx, p.id, now);
    await tx
      .update(staffSessions)
      .set({ endedAt: now, endReason: 'totp_enabled' })
      .where(and(eq(staffSessions.staffId, p.id), isNull(staffSessions.endedAt), ne(staffSessions.id, p.sessionId)));
    await recordStaffAction(
      tx,
      actorOf(p),
      { action: 'staff.totp_enable', targetType: 'staff', targetId: p.id, after: { replaced: Boolean(a.totpEnabledAt), recovery_codes: recoveryCodes.length } },
      now,
    );
    return { staff: staffView(u!), recoveryCodes };
  });
  await releaseRateLimitSlots(deps, slots);
  return result;
}

/**
 * A new set of recovery codes (the old ones stop working): the password and a current code, or
 * one of the recovery codes, as for replacing the factor. Audited; the codes are answered once.
 */
export async function regenerateRecoveryCodes(deps: IdentityDeps, p: StaffPrincipal, input: { password: string; code: string }): Promise<string[]> {
  const [a] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, p.id));
  if (!a || !hasFactor(a)) throw new DomainError('conflict', 'The second factor is not enabled', 'totp_not_enabled');
  await verifyStaffCurrentPassword(deps, p.id, input.password);
  const slots = await takeCodeSlot(deps, p.id);
  const now = deps.clock.now();
  const codes = await lockingTransaction(deps.db, async (tx) => {
    const [locked] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, p.id)).for('update');
    if (!locked || !hasFactor(locked)) throw new DomainError('conflict', 'The second factor is not enabled', 'totp_not_enabled');
    await spendCurrentFactor(tx, locked, input.code, now, 'account');
    const fresh = await issueRecoveryCodes(tx, p.id, now);
    await recordStaffAction(tx, actorOf(p), { action: 'staff.recovery_codes_regenerate', targetType: 'staff', targetId: p.id, after: { recovery_codes: fresh.length } }, now);
    return fresh;
  });
  await releaseRateLimitSlots(deps, slots);
  return codes;
}

/** Turning the second factor off needs the password and a current code (or a recovery code); owners must keep it. */
export async function disableTotp(deps: IdentityDeps, p: StaffPrincipal, input: { password: string; code: string }): Promise<StaffView> {
  if (p.role === 'owner') throw new DomainError('forbidden', 'Owners must keep the second factor', 'totp_required');
  const [a] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, p.id));
  if (!a || !hasFactor(a)) throw new DomainError('conflict', 'The second factor is not enabled', 'totp_not_enabled');
  await verifyStaffCurrentPassword(deps, p.id, input.password);
  const slots = await takeCodeSlot(deps, p.id);
  const now = deps.clock.now();
  const staff = await lockingTransaction(deps.db, async (tx) => {
    await spendCurrentFactor(tx, a, input.code, now, 'account');
    const [u] = await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpEnabledAt: null, ...clearedOffer, updatedAt: now })
      .where(eq(staffAccounts.id, p.id))
      .returning();
    await dropRecoveryCodes(tx, p.id);
    await recordStaffAction(tx, actorOf(p), { action: 'staff.totp_disable', targetType: 'staff', targetId: p.id }, now);
    return staffView(u!);
  });
  await releaseRateLimitSlots(deps, slots);
  return staff;
}

/**
 * The Team page: an owner removes a colleague's second factor (a lost phone). Their sessions end
 * at once, they are e-mailed, and they enrol again at their next sign-in when their role requires
 * it. Never one's own factor: that follows beginTotpEnrolment, which needs a current code.
 */
export async function resetStaffTotp(deps: IdentityDeps, by: StaffPrincipal, staffId: number): Promise<StaffView> {
  if (staffId === by.id) throw new DomainError('forbidden', 'You cannot reset your own second factor: set up a new one from your account page', 'self_totp_reset');
  const now = deps.clock.now();
  const result = await lockingTransaction(deps.db, async (tx) => {
    const [a] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
    if (!a) throw notFound('Staff account');
    if (a.status === 'deactivated') throw new DomainError('conflict', 'The account is deactivated', 'staff_deactivated');
    if (!a.totpEnabledAt && !a.totpPendingSecret) throw new DomainError('conflict', 'The second factor is not enabled', 'totp_not_enabled');
    const [u] = await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpEnabledAt: null, ...clearedOffer, totpLastStep: null, updatedAt: now })
      .where(eq(staffAccounts.id, staffId))
      .returning();
    await dropRecoveryCodes(tx, staffId);
    const ended = await endAllSessions(tx, now, staffId, 'totp_reset');
    await tx.insert(notifications).values({
      kind: 'staff_totp_reset',
      recipient: a.email,
      locale: a.locale,
      payload: { name: a.name, reset_by: by.name, reset_at: now.toISOString(), must_enrol: staffView(u!).totp_required },
    });
    await recordStaffAction(
      tx,
      actorOf(by),
      { action: 'staff.totp_reset', targetType: 'staff', targetId: staffId, before: { totp_enabled_at: a.totpEnabledAt?.toISOString() ?? null }, after: { sessions_ended: ended } },
      now,
    );
    return staffView(u!);
  });
  await deps.outbox?.kick();
  return result;
}
