import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { octoWebhooks } from '@tenuta/db';
import { octoWebhookPoster } from '../../jobs/octo-webhook-poster.ts';
import { insertOctoKey, octoReseller, type TestOctoApiKey } from '../../octo-key-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/** The webhooks capability's routes: register, list, delete, per key; what a public install accepts. */
let t: TestApp;
let site: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  site = await createTestApp({ publicUrl: 'https://tenuta.example' });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const register = (app: TestApp, k: TestOctoApiKey, payload: Record<string, unknown>) => app.app.inject({ method: 'POST', url: '/octo/webhooks', headers: k.headers, payload });
const list = (app: TestApp, k: TestOctoApiKey) => app.app.inject({ method: 'GET', url: '/octo/webhooks', headers: k.headers });

describe('OCTO webhooks (octo/webhooks)', () => {
  it('are registered per key with a signing secret shown once and stored encrypted, listed and deleted by that key only', async () => {
    const a = await octoReseller(t.database.db);
    const sameCompany = await insertOctoKey(t.database.db, a.partnerId, 'Other system');
    const created = await register(t, a, { url: 'http://127.0.0.1:9/hooks', event: 'booking_update', headers: { 'X-Token': 'abc' } });
    expect(created.statusCode, created.body).toBe(200);
    const hook = created.json() as { id: string; secret: string };
    expect(created.json()).toMatchObject({
      event: 'booking_update',
      url: 'http://127.0.0.1:9/hooks',
      retryOnError: true,
      headers: { 'X-Token': 'abc' },
      capabilities: ['octo/pricing'],
    });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(octoWebhooks).where(eq(octoWebhooks.id, hook.id));
    expect(row!.secretEncrypted).not.toContain(hook.secret.slice(6));
    expect(row!.secretEncrypted).toMatch(/^v1\./);

    const mine = await list(t, a);
    expect(mine.json()).toEqual([expect.objectContaining({ id: hook.id })]);
    expect(mine.body).not.toContain(hook.secret);
    expect((await list(t, sameCompany)).json()).toEqual([]);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/octo/webhooks/${hook.id}`, headers: sameCompany.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'NOT_FOUND', errorMessage: expect.any(String) });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/octo/webhooks/${hook.id}`, headers: a.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await list(t, a)).json()).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/octo/webhooks/${hook.id}`, headers: a.headers })).statusCode).toBe(404);
  });

  it('answer BAD_REQUEST in OCTO’s shape for another event, a bad url, a header of their own or too many webhooks', async () => {
    const k = await octoReseller(t.database.db);
    const bad = [
      { url: 'http://127.0.0.1:9/x', event: 'availability_update' },
      { url: 'ftp://example.com/x', event: 'booking_update' },
      { url: 'https://user:pass@example.com/x', event: 'booking_update' },
      { url: 'https://example.com/x', event: 'booking_update', headers: { 'Octo-Signature': 'forged' } },
      { url: 'https://example.com/x', event: 'booking_update', headers: { 'X-A': 'line\nbreak' } },
      { event: 'booking_update' },
    ];
    for (const payload of bad) {
      const res = await register(t, k, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: 'BAD_REQUEST', errorMessage: expect.any(String) });
    }
    const five = await Promise.all(Array.from({ length: 7 }, (_, i) => register(t, k, { url: `http://127.0.0.1:9/h${i}`, event: 'booking_update' })));
    expect(five.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(five.filter((r) => r.statusCode === 400)).toHaveLength(2);
  });

  it('on a public install: only https to a public address', async () => {
    const k = await octoReseller(site.database.db);
    for (const url of ['http://example.com/x', 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://[::1]/x', 'https://169.254.169.254/latest', 'https://localhost/x']) {
      const res = await register(site, k, { url, event: 'booking_update' });
      expect(res.statusCode, url).toBe(400);
    }
    expect((await register(site, k, { url: 'https://reseller.example/octo/hooks', event: 'booking_update' })).statusCode).toBe(200);
  });

  it('are never delivered by a public install to this machine or a private network, whatever the name resolves to', async () => {
    const post = octoWebhookPoster({ localInstall: false });
    const req = (url: string) => post({ url, headers: {}, body: '{}', timeoutMs: 2000 });
    await expect(req('https://127.0.0.1:9/x')).rejects.toThrow(/public/);
    await expect(req('http://93.184.216.34/x')).rejects.toThrow(/public/);
    // localhost is a name: refused on the address it resolves to, before any connection.
    await expect(req('https://localhost:9/x')).rejects.toThrow(/public address/);
  });

  it('refuse text that is not well-formed Unicode with OCTO’s BAD_REQUEST, never a 500', async () => {
    const k = await octoReseller(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/octo/webhooks',
      headers: { ...k.headers, 'content-type': 'application/json' },
      payload: '{"url":"http://127.0.0.1:9/\\ud800","event":"booking_update"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BAD_REQUEST', errorMessage: expect.stringContaining('Unicode') });
  });

  it('need a live key like every OCTO call', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/octo/webhooks', payload: { url: 'http://127.0.0.1:9/x', event: 'booking_update' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHORIZED');
  });
});
