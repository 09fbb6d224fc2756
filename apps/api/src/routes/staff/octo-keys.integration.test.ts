import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '@tenuta/db';
import { insertOctoKey } from '../../octo-key-fixtures.ts';
import { partnerSession } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await staffSession(t.database.db, 'manager');
});
afterAll(async () => {
  await t.close();
});

const audit = (action: string, partnerId: number) =>
  t.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(partnerId))));

describe('a reseller’s OCTO keys on its page in the back office', () => {
  it('are made (shown once), listed and revoked by staff, each change audited without the key', async () => {
    const reseller = await partnerSession(t.database.db);
    const own = await insertOctoKey(t.database.db, reseller.partnerId, 'Made by the partner');
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/staff/partners/${reseller.partnerId}/octo-keys`,
      headers: manager.headers,
      payload: { name: 'Set up by the estate' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { key, secret } = made.json().data as { key: { id: number; created_by: string; last4: string }; secret: string };
    expect(key.created_by).toBe('staff');
    const list = await t.app.inject({ method: 'GET', url: `/api/staff/partners/${reseller.partnerId}/octo-keys`, headers: manager.headers });
    expect(
      list
        .json()
        .data.keys.map((k: { id: number }) => k.id)
        .sort(),
    ).toEqual([own.keyId, key.id].sort());
    expect(list.body).not.toContain(secret);

    const revoked = await t.app.inject({ method: 'POST', url: `/api/staff/partners/${reseller.partnerId}/octo-keys/${own.keyId}/revoke`, headers: manager.headers });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/octo/webhooks', headers: own.headers })).statusCode).toBe(401);

    const [created] = await audit('octo_key.create', reseller.partnerId);
    expect(created).toMatchObject({ staffId: manager.id, after: { key_id: key.id, name: 'Set up by the estate', last4: key.last4 } });
    const [revocation] = await audit('octo_key.revoke', reseller.partnerId);
    expect(revocation).toMatchObject({ staffId: manager.id, before: { key_id: own.keyId } });
    expect(JSON.stringify([created, revocation])).not.toContain(secret);
  });

  it('answer 404 for a key of another partner under this partner’s page', async () => {
    const a = await partnerSession(t.database.db);
    const b = await partnerSession(t.database.db);
    const bKey = await insertOctoKey(t.database.db, b.partnerId);
    const res = await t.app.inject({ method: 'POST', url: `/api/staff/partners/${a.partnerId}/octo-keys/${bKey.keyId}/revoke`, headers: manager.headers });
    expect(res.statusCode).toBe(404);
  });

  it('are refused to staff without partners.manage', async () => {
    const reseller = await partnerSession(t.database.db);
    const frontDesk = await staffSession(t.database.db, 'front_desk');
    const res = await t.app.inject({ method: 'POST', url: `/api/staff/partners/${reseller.partnerId}/octo-keys`, headers: frontDesk.headers, payload: { name: 'x' } });
    expect(res.statusCode).toBe(403);
  });
});
