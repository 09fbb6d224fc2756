import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { staffAccounts, staffAuditLog } from '@tenuta/db';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * The Team page's role change: the confirmation names the role being replaced, and the server
 * applies the change only while the account still has it, so two owners confirming at once (or a
 * page left open) cannot silently overwrite each other. Owners only; audited.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof staffSession>>;
let otherOwner: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffSession(t.database.db, 'owner');
  otherOwner = await staffSession(t.database.db, 'owner');
});
afterAll(async () => {
  await t.close();
});

const patch = (id: number, payload: Record<string, unknown>, as = owner) => t.app.inject({ method: 'PATCH', url: `/api/staff/team/${id}`, headers: as.headers, payload });
const roleOf = async (id: number) => (await t.database.db.select({ role: staffAccounts.role }).from(staffAccounts).where(eq(staffAccounts.id, id)))[0]?.role;
const changes = (id: number) =>
  t.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, 'staff.role_change'), eq(staffAuditLog.targetId, String(id))));

describe('PATCH /api/staff/team/:id', () => {
  it('changes the role the confirmation named, answers the saved account and writes the audit row', async () => {
    const desk = await staffSession(t.database.db, 'front_desk');
    const r = await patch(desk.id, { role: 'manager', expected_role: 'front_desk' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.staff).toMatchObject({ id: desk.id, role: 'manager' });
    expect(await roleOf(desk.id)).toBe('manager');
    const [audit] = await changes(desk.id);
    expect(audit).toMatchObject({ staffId: owner.id, before: { role: 'front_desk' }, after: { role: 'manager' } });
    // The role is read on every call: the new one applies at once (the desk could not read coupons).
    const coupons = await t.app.inject({ url: '/api/staff/coupons', headers: desk.headers });
    expect(coupons.statusCode).toBe(200);
  });

  it('refuses a change confirmed against a role the account no longer has (409 role_changed), and changes nothing', async () => {
    const accountant = await staffSession(t.database.db, 'accountant');
    const r = await patch(accountant.id, { role: 'owner', expected_role: 'front_desk' });
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toBe('role_changed');
    expect(await roleOf(accountant.id)).toBe('accountant');
    expect(await changes(accountant.id)).toHaveLength(0);
  });

  it('two owners confirming different roles from the same one at once: exactly one change is applied', async () => {
    const desk = await staffSession(t.database.db, 'front_desk');
    const [a, b] = await Promise.all([
      patch(desk.id, { role: 'manager', expected_role: 'front_desk' }, owner),
      patch(desk.id, { role: 'accountant', expected_role: 'front_desk' }, otherOwner),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'manager' : 'accountant';
    expect(await roleOf(desk.id)).toBe(winner);
    expect(await changes(desk.id)).toHaveLength(1);
  });

  it('only owners change roles', async () => {
    const desk = await staffSession(t.database.db, 'front_desk');
    for (const role of ['manager', 'front_desk', 'accountant'] as const) {
      const caller = await staffSession(t.database.db, role);
      const r = await patch(desk.id, { role: 'owner', expected_role: 'front_desk' }, caller);
      expect(r.statusCode, role).toBe(403);
      expect(r.json().detail).toBe('role_forbidden');
    }
    expect(await roleOf(desk.id)).toBe('front_desk');
  });
});
