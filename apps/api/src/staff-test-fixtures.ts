import { createHash, randomBytes } from 'node:crypto';
import { staffAccounts, staffSessions, type Database, type StaffRole } from '@tenuta/db';

let seq = 0;

/**
 * An active staff account of `role` with a live session, written straight to the database
 * (no argon2 work, no sign-in call): for inject tests of guarded staff routes.
 */
export async function staffSession(
  db: Database,
  role: StaffRole,
  options: { totp?: boolean } = {},
): Promise<{ id: number; email: string; token: string; headers: { authorization: string } }> {
  seq += 1;
  const email = `${role.replace('_', '-')}-${process.pid}-${seq}@staff.test`;
  const [account] = await db
    .insert(staffAccounts)
    .values({
      email,
      name: `Test ${role}`,
      role,
      status: 'active',
      passwordHash: 'unused',
      ...(role === 'owner' && options.totp !== false ? { totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() } : {}),
    })
    .returning();
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    staffId: account!.id,
    tokenHash: createHash('sha256').update(token, 'utf8').digest('base64url'),
    stage: 'active',
    expiresAt: new Date(Date.now() + 12 * 3_600_000),
  });
  return { id: account!.id, email, token, headers: { authorization: `Bearer ${token}` } };
}
