import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { octoApiKeys } from '@tenuta/db';
import { OCTO_KEYS_PER_PARTNER } from '@tenuta/identity';
import { insertOctoKey } from '../../octo-key-fixtures.ts';
import { partnerSession, partnerUserSession, type TestPartnerUser } from '../../partner-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const keys = (p: TestPartnerUser) => t.app.inject({ method: 'GET', url: '/api/partners/octo/keys', headers: p.headers });
const create = (p: TestPartnerUser, name = 'Channel manager') => t.app.inject({ method: 'POST', url: '/api/partners/octo/keys', headers: p.headers, payload: { name } });
const revoke = (p: TestPartnerUser, keyId: number) => t.app.inject({ method: 'POST', url: `/api/partners/octo/keys/${keyId}/revoke`, headers: p.headers });
const octoCall = (key: string) => t.app.inject({ method: 'GET', url: '/octo/webhooks', headers: { authorization: `Bearer ${key}` } });

describe('a reseller’s OCTO keys in its settings', () => {
  it('are made by the owner with a name, shown whole once, stored hashed, and listed by their last four characters', async () => {
    const owner = await partnerSession(t.database.db);
    const res = await create(owner, '  Booking\u0000 engine  ');
    expect(res.statusCode, res.body).toBe(201);
    const { key, secret } = res.json().data as { key: { id: number; name: string; last4: string; created_by: string }; secret: string };
    expect(secret).toMatch(/^octo_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Booking engine', last4: secret.slice(-4), created_by: 'partner', revoked_at: null });
    const [row] = await t.database.db.select().from(octoApiKeys).where(eq(octoApiKeys.id, key.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = await keys(owner);
    expect(list.json().data.keys).toEqual([expect.objectContaining({ id: key.id, last4: secret.slice(-4) })]);
    expect(list.body).not.toContain(secret);
    expect((await octoCall(secret)).statusCode).toBe(200);
  });

  it('revoked: the next OCTO call with it answers 401; revoking again changes nothing', async () => {
    const owner = await partnerSession(t.database.db);
    const { key, secret } = (await create(owner)).json().data as { key: { id: number }; secret: string };
    const r = await revoke(owner, key.id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.key.revoked_at).not.toBeNull();
    expect((await octoCall(secret)).statusCode).toBe(401);
    const again = await revoke(owner, key.id);
    expect(again.json().data.key.revoked_at).toBe(r.json().data.key.revoked_at);
  });

  it('of another partner are neither listed nor revocable (404), and keep working', async () => {
    const a = await partnerSession(t.database.db);
    const b = await partnerSession(t.database.db);
    const bKey = await insertOctoKey(t.database.db, b.partnerId);
    expect((await keys(a)).json().data.keys).toEqual([]);
    const res = await revoke(a, bKey.keyId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect((await octoCall(bKey.key)).statusCode).toBe(200);
  });

  it('are the owner’s only: a booker is refused (403) listing, making and revoking them', async () => {
    const owner = await partnerSession(t.database.db);
    const booker = await partnerUserSession(t.database.db, owner.partnerId, 'booker');
    const k = await insertOctoKey(t.database.db, owner.partnerId);
    for (const res of [await keys(booker), await create(booker), await revoke(booker, k.keyId)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('partner_role_forbidden');
    }
    expect((await octoCall(k.key)).statusCode).toBe(200);
  });

  it('are for resellers only: a referrer is refused', async () => {
    const referrer = await partnerSession(t.database.db, { type: 'referral' });
    const res = await create(referrer);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('partner_type_forbidden');
  });

  it(`are at most ${OCTO_KEYS_PER_PARTNER} live at once, even when asked for all at once (409 octo_key_limit)`, async () => {
    const owner = await partnerSession(t.database.db);
    const answers = await Promise.all(Array.from({ length: OCTO_KEYS_PER_PARTNER + 3 }, (_, i) => create(owner, `System ${i}`)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(OCTO_KEYS_PER_PARTNER);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => [a.statusCode, a.json().detail])).toEqual(Array.from({ length: 3 }, () => [409, 'octo_key_limit']));
    // A revoked key makes room for a new one.
    await revoke(owner, answers.find((a) => a.statusCode === 201)!.json().data.key.id);
    expect((await create(owner)).statusCode).toBe(201);
  });

  it('need a name', async () => {
    const owner = await partnerSession(t.database.db);
    expect((await create(owner, '   ')).statusCode).toBe(400);
    expect((await create(owner, 'x'.repeat(81))).statusCode).toBe(400);
  });
});
