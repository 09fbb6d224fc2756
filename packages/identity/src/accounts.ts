import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { notifications, staffAccounts, staffTokens, type StaffRole } from '@tenuta/db';
import { DomainError, lockingTransaction, notFound, releaseRateLimitSlots, takeRateLimitSlots, type Executor, type RateLimitRule } from '@tenuta/core';
import { recordStaffAction, type AuditActor } from '@tenuta/core';
import type { IdentityDeps } from './identity-deps.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { endAllSessions, endSession, openSession } from './sessions.ts';
import { verifyStaffCurrentPassword } from './staff-password-check.ts';
import { staffView, type StaffPrincipal, type StaffView } from './staff-principal.ts';
import { issueStaffToken, staffLink } from './staff-tokens.ts';
import { hashToken } from './tokens.ts';

const actorOf = (p: StaffPrincipal): AuditActor => ({ id: p.id, email: p.email });
const kick = (deps: IdentityDeps) => deps.outbox?.kick();

const emailTaken = () => new DomainError('conflict', 'A staff account with this e-mail already exists', 'email_taken');

/**
 * The command line's `staff add`: an account without a password and a
 * one-time link (24 h) that sets it. Used for the first owner.
 */
export async function createStaffAccount(
  deps: IdentityDeps,
  input: { email: string; name?: string; role: StaffRole; locale?: 'it' | 'en' },
  actor: AuditActor = { id: null, email: 'command-line' },
): Promise<{ staff: StaffView; link: string; expiresAt: Date }> {
  const email = input.email.trim().toLowerCase();
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx) => {
    const [existing] = await tx.select().from(staffAccounts).where(eq(staffAccounts.email, email));
    if (existing && existing.status !== 'invited') throw emailTaken();
    const account =
      existing ??
      (
        await tx
          .insert(staffAccounts)
          .values({ email, name: input.name?.trim() || email.split('@')[0]!, role: input.role, status: 'invited', locale: input.locale ?? 'it', createdAt: now, updatedAt: now })
          .returning()
      )[0]!;
    const { token, expiresAt } = await issueStaffToken(tx, { staffId: account.id, purpose: 'setup', now });
    await recordStaffAction(tx, actor, { action: 'staff.create', targetType: 'staff', targetId: account.id, after: { email, role: account.role } }, now);
    return { staff: staffView(account), link: staffLink(deps.publicUrl, token), expiresAt };
  });
}

/** The Team page: an owner invites a colleague by e-mail (single-use link, 72 h). */
export async function inviteStaff(
  deps: IdentityDeps,
  by: StaffPrincipal,
  input: { email: string; name: string; role: StaffRole; locale: 'it' | 'en' },
): Promise<{ staff: StaffView; expiresAt: Date }> {
  const email = input.email.trim().toLowerCase();
  const now = deps.clock.now();
  const result = await lockingTransaction(deps.db, async (tx) => {
    const [existing] = await tx.select().from(staffAccounts).where(eq(staffAccounts.email, email));
    if (existing && existing.status !== 'invited') throw emailTaken();
    const account = existing
      ? (
          await tx
            .update(staffAccounts)
            .set({ name: input.name.trim(), role: input.role, locale: input.locale, updatedAt: now })
            .where(eq(staffAccounts.id, existing.id))
            .returning()
        )[0]!
      : (
          await tx
            .insert(staffAccounts)
            .values({ email, name: input.name.trim(), role: input.role, status: 'invited', locale: input.locale, createdAt: now, updatedAt: now })
            .returning()
        )[0]!;
    const { token, expiresAt } = await issueStaffToken(tx, { staffId: account.id, purpose: 'invite', now, createdBy: by.id });
    await tx.insert(notifications).values({
      kind: 'staff_invite',
      recipient: email,
      locale: input.locale,
      payload: { name: account.name, role: account.role, invited_by: by.name, url: staffLink(deps.publicUrl, token), expires_at: expiresAt.toISOString() },
    });
    await recordStaffAction(
      tx,
      actorOf(by),
      { action: existing ? 'staff.reinvite' : 'staff.invite', targetType: 'staff', targetId: account.id, after: { email, name: account.name, role: account.role } },
      now,
    );
    return { staff: staffView(account), expiresAt };
  });
  kick(deps);
  return result;
}

/** Who a one-time link is for (the set-password page shows it); 404 when used, revoked, expired or unknown. */
export async function describeStaffToken(deps: Pick<IdentityDeps, 'db' | 'clock'>, token: string) {
  const [row] = await deps.db
    .select({ purpose: staffTokens.purpose, expiresAt: staffTokens.expiresAt, account: staffAccounts })
    .from(staffTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffTokens.staffId))
    .where(and(eq(staffTokens.tokenHash, hashToken(token)), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt), gt(staffTokens.expiresAt, deps.clock.now())));
  if (!row || row.account.status === 'deactivated') throw notFound('Invitation');
  return { purpose: row.purpose, expiresAt: row.expiresAt, staff: staffView(row.account) };
}

/**
 * Set-password attempts per client address: each hashes a password (argon2) before the link is
 * known to be good, so each takes its slot first; a successful one gives it back.
 */
export const SET_PASSWORD_RATE_LIMIT = { name: 'staff-set-password-address', limit: 20, windowSeconds: 900 } satisfies RateLimitRule;

/**
 * The one-time link sets the password and activates the account. Single use under a row lock.
 * `address` is the caller's (the web page's calls); the command line has none.
 */
export async function acceptStaffToken(deps: IdentityDeps, input: { token: string; password: string; name?: string; address?: string | undefined }): Promise<StaffView> {
  const slots = input.address ? await takeRateLimitSlots(deps, [{ rule: SET_PASSWORD_RATE_LIMIT, subject: input.address }]) : null;
  const staff = await setPasswordWithLink(deps, input);
  if (slots) await releaseRateLimitSlots(deps, slots);
  return staff;
}

async function setPasswordWithLink(deps: IdentityDeps, input: { token: string; password: string; name?: string }): Promise<StaffView> {
  const now = deps.clock.now();
  const hash = hashToken(input.token);
  const [peek] = await deps.db
    .select({ email: staffAccounts.email, name: staffAccounts.name })
    .from(staffTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffTokens.staffId))
    .where(eq(staffTokens.tokenHash, hash));
  assertAcceptablePassword(input.password, peek ? [peek.email, input.name ?? peek.name] : []);
  const passwordHash = await hashPassword(input.password);
  return lockingTransaction(deps.db, async (tx) => {
    const [t] = await tx.select().from(staffTokens).where(eq(staffTokens.tokenHash, hash)).for('update');
    if (!t || t.usedAt || t.revokedAt || t.expiresAt <= now) throw notFound('Invitation');
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, t.staffId)).for('update');
    if (!account || account.status === 'deactivated') throw notFound('Invitation');
    await tx.update(staffTokens).set({ usedAt: now }).where(eq(staffTokens.id, t.id));
    const [updated] = await tx
      .update(staffAccounts)
      .set({ passwordHash, status: 'active', passwordChangedAt: now, updatedAt: now, ...(input.name?.trim() ? { name: input.name.trim() } : {}) })
      .where(eq(staffAccounts.id, account.id))
      .returning();
    await endAllSessions(tx, now, account.id, 'password_set');
    await recordStaffAction(
      tx,
      { id: account.id, email: account.email },
      { action: 'staff.password_set', targetType: 'staff', targetId: account.id, after: { via: t.purpose } },
      now,
    );
    return staffView(updated!);
  });
}

export async function listTeam(db: Executor) {
  const rows = await db
    .select()
    .from(staffAccounts)
    .orderBy(asc(sql`CASE ${staffAccounts.status} WHEN 'active' THEN 0 WHEN 'invited' THEN 1 ELSE 2 END`), asc(staffAccounts.name));
  return rows.map((a) => ({ ...staffView(a), created_at: a.createdAt.toISOString(), deactivated_at: a.deactivatedAt?.toISOString() ?? null }));
}

/** Other active owners besides this account: the estate never loses its last owner. */
async function otherActiveOwners(tx: Executor, staffId: number): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'owner'), eq(staffAccounts.status, 'active'), ne(staffAccounts.id, staffId)));
  return r?.n ?? 0;
}

const lastOwner = () => new DomainError('conflict', 'The estate must keep at least one active owner', 'last_owner');

/**
 * A new role for a colleague. The Team page asks for a confirmation that names the role being
 * replaced and sends it as `expectedRole`: when the account no longer has that role (a colleague
 * changed it meanwhile), nothing changes and the answer is 409 `role_changed`, so nobody confirms
 * a change from a role the account no longer has.
 */
export async function changeStaffRole(deps: IdentityDeps, by: StaffPrincipal, staffId: number, role: StaffRole, expectedRole?: StaffRole): Promise<StaffView> {
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff-owners'))`);
    const [a] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
    if (!a) throw notFound('Staff account');
    if (expectedRole !== undefined && a.role !== expectedRole) {
      throw new DomainError('conflict', 'The role was changed meanwhile: check it and try again', 'role_changed');
    }
    if (a.role === role) return staffView(a);
    if (a.role === 'owner' && a.status === 'active' && (await otherActiveOwners(tx, a.id)) === 0) throw lastOwner();
    const [u] = await tx.update(staffAccounts).set({ role, updatedAt: now }).where(eq(staffAccounts.id, staffId)).returning();
    await recordStaffAction(tx, actorOf(by), { action: 'staff.role_change', targetType: 'staff', targetId: staffId, before: { role: a.role }, after: { role } }, now);
    return staffView(u!);
  });
}

/** Deactivation ends the account's sessions at once and revokes its open links. */
export async function deactivateStaff(deps: IdentityDeps, by: StaffPrincipal, staffId: number): Promise<StaffView> {
  const now = deps.clock.now();
  if (staffId === by.id) throw new DomainError('conflict', 'You cannot deactivate your own account', 'self_deactivation');
  return lockingTransaction(deps.db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff-owners'))`);
    const [a] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
    if (!a) throw notFound('Staff account');
    if (a.status === 'deactivated') return staffView(a);
    if (a.role === 'owner' && a.status === 'active' && (await otherActiveOwners(tx, a.id)) === 0) throw lastOwner();
    const [u] = await tx.update(staffAccounts).set({ status: 'deactivated', deactivatedAt: now, updatedAt: now }).where(eq(staffAccounts.id, staffId)).returning();
    const ended = await endAllSessions(tx, now, staffId, 'deactivated');
    await tx
      .update(staffTokens)
      .set({ revokedAt: now })
      .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt)));
    await recordStaffAction(
      tx,
      actorOf(by),
      { action: 'staff.deactivate', targetType: 'staff', targetId: staffId, before: { status: a.status }, after: { status: 'deactivated', sessions_ended: ended } },
      now,
    );
    return staffView(u!);
  });
}

export async function logoutStaff(deps: Pick<IdentityDeps, 'db' | 'clock'>, p: StaffPrincipal): Promise<void> {
  await endSession(deps.db, deps.clock.now(), p.sessionId, 'logout');
}

/**
 * A new password ends every session of the account, this one included;
 * the caller gets a fresh session in the answer.
 */
export async function changeStaffPassword(
  deps: IdentityDeps,
  p: StaffPrincipal,
  input: { currentPassword: string; newPassword: string },
): Promise<{ token: string; expiresAt: Date }> {
  // Rate-limited per account (a stolen session cannot guess the password for long).
  await verifyStaffCurrentPassword(deps, p.id, input.currentPassword);
  const [a] = await deps.db.select().from(staffAccounts).where(eq(staffAccounts.id, p.id));
  if (!a) throw notFound('Staff account');
  assertAcceptablePassword(input.newPassword, [a.email, a.name]);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx) => {
    await tx.update(staffAccounts).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(staffAccounts.id, p.id));
    await endAllSessions(tx, now, p.id, 'password_changed');
    const s = await openSession(tx, now, p.id, 'active');
    await recordStaffAction(tx, actorOf(p), { action: 'staff.password_change', targetType: 'staff', targetId: p.id }, now);
    return s;
  });
}

export async function setStaffLocale(deps: IdentityDeps, p: StaffPrincipal, locale: 'it' | 'en'): Promise<void> {
  await deps.db.update(staffAccounts).set({ locale, updatedAt: deps.clock.now() }).where(eq(staffAccounts.id, p.id));
}
