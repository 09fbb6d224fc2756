import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { notifications, partnerTokens, partnerUsers, staffAccounts, type PartnerType } from '@tenuta/db';
import { DomainError, recordStaffAction, type Executor } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';
import type { StaffPrincipal } from '../../staff-principal.ts';
import { hashToken, randomToken } from '../../tokens.ts';
import { inviteStatus, type StaffPartnerInviteStatus, type StaffPartnerInviteView } from './staff-partner-views.ts';

/** A company invitation is valid for seven days, once. */
export const PARTNER_INVITE_DAYS = 7;

/** The link of an invitation e-mail: the registration page with the one-time token. */
export const partnerInviteLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/partner/register?token=${encodeURIComponent(token)}`;

export const emailTaken = () => new DomainError('conflict', 'A partner user with this e-mail already exists', 'email_taken');

/** Serializes the invitations of one e-mail address (two staff inviting at once leave one live token). */
export async function lockInviteEmail(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`partner-invite:${email}`}))`);
}

export async function assertEmailFree(tx: Executor, email: string): Promise<void> {
  const [user] = await tx.select({ id: partnerUsers.id }).from(partnerUsers).where(eq(partnerUsers.email, email));
  if (user) throw emailTaken();
}

export interface InviteFields {
  email: string;
  partnerType: PartnerType;
  companyName: string;
  locale: 'it' | 'en';
}

/**
 * Inside the caller's transaction (with lockInviteEmail held): revokes the e-mail's older
 * unused invitations, stores a new token's hash (7 days) and queues the invitation e-mail.
 */
export async function issuePartnerInvite(
  tx: Executor,
  deps: Pick<IdentityDeps, 'publicUrl'>,
  by: StaffPrincipal,
  f: InviteFields,
  now: Date,
  resentFrom: number | null = null,
): Promise<{ id: number; revoked: number }> {
  const revoked = await tx
    .update(partnerTokens)
    .set({ revokedAt: now })
    .where(and(eq(partnerTokens.purpose, 'invite'), eq(partnerTokens.email, f.email), isNull(partnerTokens.usedAt), isNull(partnerTokens.revokedAt)))
    .returning({ id: partnerTokens.id });
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + PARTNER_INVITE_DAYS * 86_400_000);
  const [row] = await tx
    .insert(partnerTokens)
    .values({
      purpose: 'invite',
      tokenHash: hashToken(token),
      email: f.email,
      partnerType: f.partnerType,
      companyName: f.companyName,
      expiresAt,
      createdByStaff: by.id,
      createdAt: now,
    })
    .returning({ id: partnerTokens.id });
  await tx.insert(notifications).values({
    kind: 'partner_invite',
    recipient: f.email,
    locale: f.locale,
    payload: {
      invite_id: row!.id,
      company_name: f.companyName,
      partner_type: f.partnerType,
      invited_by: by.name,
      url: partnerInviteLink(deps.publicUrl, token),
      expires_at: expiresAt.toISOString(),
    },
  });
  await recordStaffAction(
    tx,
    { id: by.id, email: by.email },
    {
      action: resentFrom === null ? 'partner.invite' : 'partner.invite_resend',
      targetType: 'partner_invite',
      targetId: row!.id,
      after: {
        email: f.email,
        partner_type: f.partnerType,
        company_name: f.companyName,
        locale: f.locale,
        revoked_invites: revoked.map((r) => r.id),
        ...(resentFrom === null ? {} : { resent_from: resentFrom }),
      },
    },
    now,
  );
  return { id: row!.id, revoked: revoked.length };
}

function statusWhere(status: StaffPartnerInviteStatus, now: Date): SQL | undefined {
  const open = and(isNull(partnerTokens.usedAt), isNull(partnerTokens.revokedAt));
  switch (status) {
    case 'used':
      return isNotNull(partnerTokens.usedAt);
    case 'revoked':
      return and(isNull(partnerTokens.usedAt), isNotNull(partnerTokens.revokedAt));
    case 'pending':
      return and(open, gt(partnerTokens.expiresAt, now));
    case 'expired':
      return and(open, lte(partnerTokens.expiresAt, now));
  }
}

/** Company invitations, newest first, with who sent them and the delivery of their e-mail. */
export async function findPartnerInvites(db: Executor, now: Date, f: { id?: number; status?: StaffPartnerInviteStatus; limit?: number }): Promise<StaffPartnerInviteView[]> {
  const rows = await db
    .select({ t: partnerTokens, staffId: staffAccounts.id, staffName: staffAccounts.name })
    .from(partnerTokens)
    .leftJoin(staffAccounts, eq(staffAccounts.id, partnerTokens.createdByStaff))
    .where(and(eq(partnerTokens.purpose, 'invite'), f.id === undefined ? undefined : eq(partnerTokens.id, f.id), f.status ? statusWhere(f.status, now) : undefined))
    .orderBy(desc(partnerTokens.createdAt), desc(partnerTokens.id))
    .limit(f.limit ?? 500);
  if (rows.length === 0) return [];
  const inviteId = sql<string>`${notifications.payload}->>'invite_id'`;
  const mails = await db
    .select({ inviteId, locale: notifications.locale, status: notifications.status, id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'partner_invite'),
        inArray(
          inviteId,
          rows.map((r) => String(r.t.id)),
        ),
      ),
    )
    .orderBy(notifications.id);
  const mailOf = new Map(mails.map((m) => [Number(m.inviteId), m]));
  return rows.map(({ t, staffId, staffName }) => {
    const mail = mailOf.get(t.id);
    return {
      id: t.id,
      email: t.email,
      partner_type: t.partnerType ?? 'reseller',
      company_name: t.companyName,
      status: inviteStatus(t, now),
      locale: mail?.locale ?? 'it',
      email_status: mail?.status ?? null,
      expires_at: t.expiresAt.toISOString(),
      created_at: t.createdAt.toISOString(),
      used_at: t.usedAt?.toISOString() ?? null,
      revoked_at: t.revokedAt?.toISOString() ?? null,
      invited_by: staffId !== null && staffName !== null ? { id: staffId, name: staffName } : null,
      partner_id: t.partnerId,
    };
  });
}
