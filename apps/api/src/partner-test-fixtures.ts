import { createHash, randomBytes } from 'node:crypto';
import { partnerContracts, partnerSessions, partnerUsers, partners, type Database, type PartnerStatus, type PartnerType, type PartnerUserRole } from '@tenuta/db';

let seq = 0;

export interface TestPartnerOptions {
  type?: PartnerType;
  status?: PartnerStatus;
  /** The contract in force (from a day ago). */
  paymentTerms?: 'on_account' | 'card';
  creditLimitCents?: number;
  netDiscountBps?: number;
  commissionBps?: number;
}

export interface TestPartnerUser {
  partnerId: number;
  userId: number;
  email: string;
  token: string;
  headers: { authorization: string };
}

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/**
 * A partner company with its contract and an owner signed in, written straight to the database
 * (no argon2 work, no sign-in call): for inject tests of guarded partner routes.
 */
export async function partnerSession(db: Database, options: TestPartnerOptions = {}): Promise<TestPartnerUser> {
  seq += 1;
  const type = options.type ?? 'reseller';
  const email = `${type}-${process.pid}-${seq}@partner.test`;
  const [partner] = await db
    .insert(partners)
    .values({ partnerType: type, status: options.status ?? 'active', source: 'invite', companyName: `Test ${type} ${seq}`, email })
    .returning();
  await db.insert(partnerContracts).values({
    partnerId: partner!.id,
    validFrom: new Date(Date.now() - 86_400_000),
    paymentTerms: options.paymentTerms ?? 'on_account',
    creditLimitCents: options.creditLimitCents ?? 200_000,
    netDiscountBps: options.netDiscountBps ?? (type === 'reseller' ? 1500 : 0),
    commissionBps: options.commissionBps ?? (type === 'referral' ? 1000 : 0),
  });
  return partnerUserSession(db, partner!.id, 'owner', email);
}

/** Another user (owner or booker) of an existing partner, signed in. */
export async function partnerUserSession(db: Database, partnerId: number, role: PartnerUserRole, email = `${role}-${process.pid}-${++seq}@partner.test`): Promise<TestPartnerUser> {
  const [user] = await db
    .insert(partnerUsers)
    .values({ partnerId, email, name: `Test ${role}`, role, status: 'active', passwordHash: 'unused' })
    .returning();
  const token = randomBytes(32).toString('base64url');
  await db.insert(partnerSessions).values({ userId: user!.id, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + 12 * 3_600_000) });
  return { partnerId, userId: user!.id, email, token, headers: { authorization: `Bearer ${token}` } };
}
