import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API skeleton', () => {
  it('reports the database in /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lists truffle and wine experiences with their prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/experiences' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const prices = body.data.map((e: { price: number }) => e.price).sort((a: number, b: number) => a - b);
    expect(prices).toEqual([30, 40, 50, 85]); // only what can be booked is listed (docs/product.md, The catalogue)
    expect(new Set(body.data.map((e: { category: string }) => e.category))).toEqual(new Set(['TRUFFLE', 'WINE']));
    const truffle = body.data.find((e: { slug: string }) => e.slug === 'caccia-al-tartufo');
    expect(truffle).toMatchObject({ min_adults: 2, max_participants: 8, duration_minutes: 180, title: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' } });
  });

  it('serves one experience and a JSON 404 for an unknown one', async () => {
    const list = (await t.app.inject({ url: '/api/experiences' })).json();
    const one = await t.app.inject({ url: `/api/experiences/${list.data[0].id}` });
    expect(one.json().data.slug).toBe(list.data[0].slug);
    const missing = await t.app.inject({ url: '/api/experiences/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'not_found' });
  });

  it('answers bad input with a JSON 4xx, never a 500', async () => {
    const badId = await t.app.inject({ url: '/api/experiences/abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().code).toBe('validation_error');
    const huge = await t.app.inject({ url: '/api/experiences/99999999999999999999' });
    expect(huge.statusCode).toBe(400);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/experiences', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    const unknown = await t.app.inject({ url: '/api/does-not-exist' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'not_found' });
  });

  it('sends the security headers on every response', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/experiences', '/api/experiences/{id}']));
  });

  it('documents the staff API with its bearer session, sign-in without it', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.staffSession).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/staff/audit'].get.security).toEqual([{ staffSession: [] }]);
    expect(doc.paths['/api/staff/auth/login'].post.security).toBeUndefined();
  });
});
