import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, octoApiKeys, octoWebhooks, staffAuditLog, type TestDatabase } from '@tenuta/db';
import { seedDemoPartners } from '../demo-partners.ts';
import { authenticateOctoKey } from './authenticate-octo-key.ts';
import { DEMO_OCTO_KEY, revokeDemoOctoKeys, seedDemoOctoKey } from './demo-octo-key.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const clock = { now: () => new Date() };
const local = { publicUrl: 'http://localhost:3000' };

describe('the demo OCTO key', () => {
  it('is never made on a public address', async () => {
    await seedDemoPartners({ db: t.db, publicUrl: local.publicUrl });
    expect(await seedDemoOctoKey({ db: t.db, publicUrl: 'https://tenuta.example' })).toEqual({ created: 0 });
    expect(await t.db.select().from(octoApiKeys)).toHaveLength(0);
  });

  it('on a loopback address: the README’s key, once, of the demo reseller', async () => {
    expect(await seedDemoOctoKey({ db: t.db, publicUrl: local.publicUrl })).toEqual({ created: 1 });
    expect(await seedDemoOctoKey({ db: t.db, publicUrl: local.publicUrl })).toEqual({ created: 0 });
    const holder = await authenticateOctoKey({ db: t.db, clock }, DEMO_OCTO_KEY);
    expect(holder?.partner).toMatchObject({ companyName: 'Agenzia Langhe Tour', partnerType: 'reseller', status: 'active' });
    const [row] = await t.db.select().from(octoApiKeys);
    expect(row).toMatchObject({ isDemo: true, keyLast4: DEMO_OCTO_KEY.slice(-4) });
    expect(row!.keyHash).not.toContain(DEMO_OCTO_KEY);
  });

  it('is revoked, with its webhooks, at the first start on a public address (audited), and stays so', async () => {
    const [row] = await t.db.select().from(octoApiKeys);
    await t.db.insert(octoWebhooks).values({ keyId: row!.id, url: 'http://127.0.0.1:9/x', secretEncrypted: 'v1.x.y.z', eventTypes: ['booking_update'] });
    expect(await revokeDemoOctoKeys({ db: t.db, clock, publicUrl: local.publicUrl })).toEqual({ revoked: 0 });
    expect(await revokeDemoOctoKeys({ db: t.db, clock, publicUrl: 'https://tenuta.example' })).toEqual({ revoked: 1 });
    expect(await authenticateOctoKey({ db: t.db, clock }, DEMO_OCTO_KEY)).toBeUndefined();
    const [hook] = await t.db.select().from(octoWebhooks).where(eq(octoWebhooks.keyId, row!.id));
    expect(hook!.active).toBe(false);
    const audit = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'octo_key.revoke'));
    expect(audit).toEqual([expect.objectContaining({ staffId: null, actorEmail: 'system', after: expect.objectContaining({ reason: 'demo_key_on_public_address' }) })]);
    // Back on localhost the seed leaves the revoked key alone: nobody's revocation is undone.
    expect(await seedDemoOctoKey({ db: t.db, publicUrl: local.publicUrl })).toEqual({ created: 0 });
    expect(await authenticateOctoKey({ db: t.db, clock }, DEMO_OCTO_KEY)).toBeUndefined();
    expect(await revokeDemoOctoKeys({ db: t.db, clock, publicUrl: 'https://tenuta.example' })).toEqual({ revoked: 0 });
  });
});
