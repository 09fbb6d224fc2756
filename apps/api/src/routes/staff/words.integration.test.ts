import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerContracts, partners, partnerTokens } from '@tenuta/db';
import { partnerSession } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

// What the server hands the interfaces is words they can show, not developer text: a request that
// fails its schema names each field and what is wrong (the apps word it), and no record carries an
// English note of the code's own.
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a request that fails its schema', () => {
  it('names each field, what is wrong and the bound it missed', async () => {
    const manager = await staffSession(db(), 'manager');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/slots',
      headers: manager.headers,
      payload: { category: 'CHOICE', from: '2031-05-04', times: ['10:00'], capacity: 0, duration_minutes: 10, languages: ['IT'] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'validation_error' });
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'capacity', path: 'capacity', issue: 'too_small', limit: 1 },
        { field: 'duration_minutes', path: 'duration_minutes', issue: 'too_small', limit: 15 },
      ]),
    );
  });

  it('words missing fields, lengths, choices, e-mails and items of a list', async () => {
    const agency = await partnerSession(db(), { type: 'reseller' });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/partners/orders',
      headers: agency.headers,
      payload: { cart_id: '6f1f0b1e-2c57-4b8e-9d7b-6a3d1c2b9e10', guest_name: 'J', guest_email: 'not-an-address', locale: 'de' },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'guest_name', path: 'guest_name', issue: 'too_short', limit: 2 },
        { field: 'guest_phone', path: 'guest_phone', issue: 'required' },
        { field: 'guest_email', path: 'guest_email', issue: 'email' },
        { field: 'locale', path: 'locale', issue: 'choice' },
      ]),
    );
    const manager = await staffSession(db(), 'manager');
    const times = await t.app.inject({
      method: 'POST',
      url: '/api/staff/slots',
      headers: manager.headers,
      payload: { category: 'CHOICE', from: '2031-05-04', times: ['25:99'], capacity: 4, duration_minutes: 60, languages: ['IT'] },
    });
    expect(times.json().fields).toEqual([expect.objectContaining({ field: 'times', path: 'times.0' })]);
  });
});

describe("a partner's first terms", () => {
  it('carry no developer note: the history names them itself', async () => {
    const token = randomBytes(32).toString('base64url');
    const email = `words-${process.pid}@partner.test`;
    await db()
      .insert(partnerTokens)
      .values({
        purpose: 'invite',
        tokenHash: createHash('sha256').update(token, 'utf8').digest('base64url'),
        email,
        partnerType: 'reseller',
        companyName: 'Agenzia Parole',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    const password = 'vendemmia nelle langhe 1963';
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/partners/auth/register',
      headers: { 'x-forwarded-for': '203.0.113.90' },
      payload: { invite_token: token, email, name: 'Paolo Conti', password, confirm_password: password, privacy_accepted: true },
    });
    expect(r.statusCode, r.body).toBeLessThan(300);
    const [partner] = await db().select({ id: partners.id }).from(partners).where(eq(partners.email, email));
    const contracts = await db()
      .select({ note: partnerContracts.note, createdBy: partnerContracts.createdBy })
      .from(partnerContracts)
      .where(eq(partnerContracts.partnerId, partner!.id));
    expect(contracts).toEqual([{ note: null, createdBy: null }]);
  });
});
