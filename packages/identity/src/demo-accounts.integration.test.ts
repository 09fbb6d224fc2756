import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, partnerUsers, staffAccounts, staffAuditLog, type TestDatabase } from '@tenuta/db';
import { disableDemoAccounts } from './demo-accounts.ts';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from './demo-staff.ts';
import { loginStaff } from './login.ts';
import { authenticateStaff } from './sessions.ts';
import { DEMO_PARTNER_PASSWORD, seedDemoPartners } from './partners/demo-partners.ts';
import { loginPartner } from './partners/partner-login.ts';
import { hashPassword } from './passwords.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const clock = { now: () => new Date() };
const local = () => ({ db: t.db, clock, publicUrl: 'http://localhost:3000' });
const pub = () => ({ db: t.db, clock, publicUrl: 'https://tenuta.example' });

describe('demo accounts on a public address', () => {
  it('a local install leaves them alone', async () => {
    await seedDemoStaff(local());
    await seedDemoPartners(local());
    expect(await disableDemoAccounts(local())).toEqual({ staff: 0, partnerUsers: 0 });
    const r = await loginStaff(local(), { email: 'manager@tenuta.example', password: DEMO_STAFF_PASSWORD, address: '10.1.0.1' });
    expect(r.kind).toBe('session');
  });

  it('are deactivated at start, sessions ended, whatever created them (also an unflagged account with a demo address), and never sign in', async () => {
    const before = await loginStaff(local(), { email: 'owner@tenuta.example', password: DEMO_STAFF_PASSWORD, address: '10.1.0.2' });
    if (before.kind !== 'session') throw new Error('expected a session');
    expect(await authenticateStaff(local(), before.token)).toBeDefined();
    // A copy made before the demo flag existed: the address alone makes it a demo account.
    await t.db.update(staffAccounts).set({ isDemo: false }).where(eq(staffAccounts.email, 'desk@tenuta.example'));
    // A real colleague is left alone.
    await t.db
      .insert(staffAccounts)
      .values({ email: 'giulia@estate.example', name: 'Giulia', role: 'owner', status: 'active', passwordHash: await hashPassword('a-real-password-2026') });

    const r = await disableDemoAccounts(pub());
    expect(r).toEqual({ staff: 4, partnerUsers: 2 });
    expect(await disableDemoAccounts(pub())).toEqual({ staff: 0, partnerUsers: 0 });

    const staff = await t.db.select({ email: staffAccounts.email, status: staffAccounts.status }).from(staffAccounts);
    expect(staff.filter((s) => s.email.endsWith('@tenuta.example')).every((s) => s.status === 'deactivated')).toBe(true);
    expect(staff.find((s) => s.email === 'giulia@estate.example')?.status).toBe('active');
    expect((await t.db.select({ status: partnerUsers.status }).from(partnerUsers)).every((u) => u.status === 'deactivated')).toBe(true);
    expect(await authenticateStaff(pub(), before.token)).toBeUndefined();
    const audit = await t.db.select().from(staffAuditLog).where(sql`${staffAuditLog.after}->>'reason' = 'demo_account_on_public_address'`);
    expect(audit).toHaveLength(6);

    await expect(loginStaff(pub(), { email: 'owner@tenuta.example', password: DEMO_STAFF_PASSWORD, address: '10.1.0.3' })).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(loginPartner(pub(), { email: 'agenzia@langhetour.example', password: DEMO_PARTNER_PASSWORD, address: '10.1.0.3' })).rejects.toMatchObject({
      code: 'unauthorized',
    });
  });

  it('a demo account made active again by hand still cannot sign in on a public address', async () => {
    await t.db.update(staffAccounts).set({ status: 'active' }).where(eq(staffAccounts.email, 'accountant@tenuta.example'));
    await t.db.update(partnerUsers).set({ status: 'active' }).where(eq(partnerUsers.email, 'concierge@hotelbelvedere.example'));
    await expect(loginStaff(pub(), { email: 'accountant@tenuta.example', password: DEMO_STAFF_PASSWORD, address: '10.1.0.4' })).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(loginPartner(pub(), { email: 'concierge@hotelbelvedere.example', password: DEMO_PARTNER_PASSWORD, address: '10.1.0.4' })).rejects.toMatchObject({
      code: 'unauthorized',
    });
    // The same data served locally again: the demo works as documented.
    const again = await loginStaff(local(), { email: 'accountant@tenuta.example', password: DEMO_STAFF_PASSWORD, address: '10.1.0.4' });
    expect(again.kind).toBe('session');
  });
});
