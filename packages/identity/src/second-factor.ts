import { and, eq, isNull, ne } from 'drizzle-orm';
import { notifications, staffAccounts, staffSessions } from '@tenuta/db';
import {
  DomainError,
  lockingTransaction,
  notFound,
  recordStaffAction,
  releaseRateLimitSlots,
  takeRateLimitSlots,
  type RateLimitRule,
  type RateLimitSlots,
  type Transaction,
} from '@tenuta/core';
import type { IdentityDeps } from './identity-deps.ts';
import { endAllSessions } from './sessions.ts';
import { verifyStaffCurrentPassword } from './staff-password-check.ts';
import { staffView, type StaffPrincipal, type StaffView } from './staff-principal.ts';
import { enrolmentOffer, invalidCode, newTotpSecret, spendTotpCode } from './totp.ts';

/**
 * Codes checked on the account page (the current factor before a replacement, the new one at
 * confirmation, the current one to turn it off), per account. Every check takes its slot before
 * the code is looked at, so a burst cannot try more; a right code gives it back. A session alone
 * cannot guess its way in.
 */
export const SECOND_FACTOR_RATE_LIMIT = { name: 'staff-second-factor', limit: 10, windowSeconds: 900 } satisfies RateLimitRule;

/** An offered secret must be confirmed within this time, from the session it was offered to. */
export const TOTP_OFFER_MINUTES = 10;

const actorOf = (p: { id: number; email: string }) => ({ id: p.id, email: p.email });

const codeRequired = () => new DomainError('validation_error', 'Enter a current code of your authenticator app', 'totp_code_required');
const notStarted = () => new DomainError('conflict', 'Start the set-up of the second factor first', 'totp_not_started');

/**
 * Takes a slot of the account's code budget before any code is looked at (429 past it). Counted
 * on the pool, outside the change's transaction, so that a wrong code's rollback keeps the count;
 * given back once the change with a right code has committed.
 */
const takeCodeSlot = (deps: Pick<IdentityDeps, 'db' | 'clock'>, staffId: number): Promise<RateLimitSlots> =>
  takeRateLimitSlots(deps, [{ rule: SECOND_FACTOR_RATE_LIMIT, subject: String(staffId) }]);

async function spendOrRefuse(tx: Transaction, staffId: number, secret: string, code: string, now: Date): Promise<void> {
  if (!(await spendTotpCode(tx, staffId, secret, code, now))) throw invalidCode();
}

const hasFactor = (a: { totpEnabledAt: Date | null; totpSecret: string | null }) => Boolean(a.totpEnabledAt && a.totpSecret);

/**
 * Starts (or restarts) second-factor enrolment: a new secret, shown once as a QR code. It needs
 * the password and, when a factor exists, a current code of it (spent here): a session alone can
 * never offer itself a secret. The offer belongs to this session for TOTP_OFFER_MINUTES.
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
      await spendOrRefuse(tx, p.id, a.totpSecret!, input.code, now);
    }
    await tx.update(staffAccounts).set({ totpPendingSecret: secret, totpPendingSessionId: p.sessionId, totpPendingAt: now, updatedAt: now }).where(eq(staffAccounts.id, p.id));
  });
  if (slots) await releaseRateLimitSlots(deps, slots);
  return enrolmentOffer(secret, p.email);
}

/**
 * A code of the offered secret confirms it, from the session it was offered to and in time; it
 * replaces any earlier factor. Other sessions end (this one stays).
 */
export async function confirmTotpEnrolment(deps: IdentityDeps, p: StaffPrincipal, code: string): Promise<StaffView> {
  const slots = await takeCodeSlot(deps, p.id);
  const now = deps.clock.now();
  const staff = await lockingTransaction(deps.db, async (tx) => {
    const [a] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, p.id)).for('update');
    const offered = a?.totpPendingSecret && a.totpPendingAt && a.totpPendingSessionId === p.sessionId ? { secret: a.totpPendingSecret, at: a.totpPendingAt } : null;
    if (!a || !offered || now.getTime() - offered.at.getTime() > TOTP_OFFER_MINUTES * 60_000) throw notStarted();
    // The new secret's steps start afresh (rolled back with the rest if the code is wrong).
    await tx.update(staffAccounts).set({ totpLastStep: null }).where(eq(staffAccounts.id, p.id));
    await spendOrRefuse(tx, p.id, offered.secret, code, now);
    const [u] = await tx
      .update(staffAccounts)
      .set({ totpSecret: offered.secret, totpPendingSecret: null, totpPendingSessionId: null, totpPendingAt: null, totpEnabledAt: now, updatedAt: now })
      .where(eq(staffAccounts.id, p.id))
      .returning();
    await tx
      .update(staffSessions)
      .set({ endedAt: now, endReason: 'totp_enabled' })
      .where(and(eq(staffSessions.staffId, p.id), isNull(staffSessions.endedAt), ne(staffSessions.id, p.sessionId)));
    await recordStaffAction(tx, actorOf(p), { action: 'staff.totp_enable', targetType: 'staff', targetId: p.id, after: { replaced: Boolean(a.totpEnabledAt) } }, now);
    return staffView(u!);
  });
  await releaseRateLimitSlots(deps, slots);
  return staff;
}

/** Turning the second factor off needs the password and a current code; owners must keep it. */
export async function disableTotp(deps: IdentityDeps, p: StaffPrincipal, input: { password: string; code: string }): Promise<StaffView> {
  if (p.role === 'owner') throw new DomainError('forbidden', 'Owners must keep the second factor', 'totp_required');
  const [a] = await deps.db.select({ enabled: staffAccounts.totpEnabledAt, secret: staffAccounts.totpSecret }).from(staffAccounts).where(eq(staffAccounts.id, p.id));
  if (!a?.secret || !a.enabled) throw new DomainError('conflict', 'The second factor is not enabled', 'totp_not_enabled');
  await verifyStaffCurrentPassword(deps, p.id, input.password);
  const slots = await takeCodeSlot(deps, p.id);
  const now = deps.clock.now();
  const staff = await lockingTransaction(deps.db, async (tx) => {
    await spendOrRefuse(tx, p.id, a.secret!, input.code, now);
    const [u] = await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpEnabledAt: null, totpPendingSecret: null, totpPendingSessionId: null, totpPendingAt: null, updatedAt: now })
      .where(eq(staffAccounts.id, p.id))
      .returning();
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
      .set({ totpSecret: null, totpEnabledAt: null, totpPendingSecret: null, totpPendingSessionId: null, totpPendingAt: null, totpLastStep: null, updatedAt: now })
      .where(eq(staffAccounts.id, staffId))
      .returning();
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
