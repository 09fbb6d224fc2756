import { sql } from 'drizzle-orm';
import { staffAccounts, type StaffRole } from '@tenuta/db';
import type { IdentityDeps } from './identity-deps.ts';
import { hashPassword } from './passwords.ts';

export const DEMO_STAFF_PASSWORD = 'tenuta-demo-2026';

export const demoStaff: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'owner@tenuta.example', name: 'Giulia Ferrero', role: 'owner' },
  { email: 'manager@tenuta.example', name: 'Marco Bruno', role: 'manager' },
  { email: 'desk@tenuta.example', name: 'Sara Gallo', role: 'front_desk' },
  { email: 'accountant@tenuta.example', name: 'Luca Rinaldi', role: 'accountant' },
];

/** True for http(s)://localhost, 127.x.x.x and [::1] addresses. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
  } catch {
    return false;
  }
}

/**
 * The demo team of a local install, without a second factor. Only when the
 * site's public address is a loopback one: on any other address this does
 * nothing, whatever else is configured. Existing accounts are left alone.
 */
export async function seedDemoStaff(deps: Pick<IdentityDeps, 'db' | 'publicUrl'>): Promise<{ created: number }> {
  if (!isLoopbackUrl(deps.publicUrl)) return { created: 0 };
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const rows = await deps.db
    .insert(staffAccounts)
    .values(demoStaff.map((s) => ({ ...s, status: 'active' as const, passwordHash, isDemo: true, passwordChangedAt: sql`now()` })))
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id });
  return { created: rows.length };
}
