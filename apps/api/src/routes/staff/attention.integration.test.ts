import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { partners, type StaffRole } from '@tenuta/db';
import { partnerSession } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * What waits in the partner area, from one call: the staff menu's badges and Today's "to sort
 * out". Counted by the server for the caller's role only; deciding an item takes it off.
 */
let t: TestApp;
const as = {} as Record<StaffRole, Awaited<ReturnType<typeof staffSession>>>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) as[role] = await staffSession(t.database.db, role);
});
afterAll(async () => {
  await t.close();
});

const attention = async (role: StaffRole) => {
  const r = await t.app.inject({ url: '/api/staff/attention', headers: as[role].headers });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    partner_applications: { count: number; items: { id: number; company_name: string }[] } | null;
    code_requests: { count: number; items: { id: number; code: string; company_name: string }[] } | null;
  };
};

let seq = 0;
async function application(name: string): Promise<number> {
  const [p] = await t.database.db
    .insert(partners)
    .values({ partnerType: 'referral', status: 'inactive', source: 'application', companyName: name, email: `attention-${process.pid}-${++seq}@applicant.test` })
    .returning();
  return p!.id;
}

async function codeRequest(partnerId: number, code: string): Promise<number> {
  const r = await t.database.db.execute<{ id: string }>(
    sql`INSERT INTO partner_code_requests (partner_id, requested_code, discount_percent) VALUES (${partnerId}, ${code}, 10) RETURNING id`,
  );
  return Number(r.rows[0]!.id);
}

describe('GET /api/staff/attention', () => {
  it('counts waiting applications and code requests, names the oldest first, and only for the roles that act on them', async () => {
    const first = await application('Cantina Prima');
    await application('Osteria Seconda');
    const referrer = await partnerSession(t.database.db, { type: 'referral' });
    await codeRequest(referrer.partnerId, 'ESTATE10');

    const manager = await attention('manager');
    expect(manager.partner_applications).toMatchObject({ count: 2 });
    expect(manager.partner_applications!.items.map((i) => i.company_name)).toEqual(['Cantina Prima', 'Osteria Seconda']);
    expect(manager.code_requests).toMatchObject({ count: 1, items: [{ code: 'ESTATE10', company_name: expect.stringContaining('referral') }] });
    expect(await attention('owner')).toEqual(manager);
    // The accountant decides code requests (commissions page), not applications.
    expect(await attention('accountant')).toEqual({ partner_applications: null, code_requests: manager.code_requests });
    // The desk acts on neither: no counts at all, not even zeros.
    expect(await attention('front_desk')).toEqual({ partner_applications: null, code_requests: null });

    // Deciding takes an item off at once.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/staff/partners/${first}/approve`,
      headers: as.manager.headers,
      payload: { commission_percent: 7.5, net_discount_percent: 0, payment_terms: 'card', payment_days: 30, credit_limit_cents: 0, attribution_days: 30 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await attention('manager');
    expect(after.partner_applications).toMatchObject({ count: 1, items: [{ company_name: 'Osteria Seconda' }] });
  });

  it('a refused application and a decided code request are no longer waiting', async () => {
    const before = await attention('owner');
    const id = await application('Bottega Terza');
    const referrer = await partnerSession(t.database.db, { type: 'referral' });
    const request = await codeRequest(referrer.partnerId, 'LANGHE15');
    const more = await attention('owner');
    expect(more.partner_applications!.count).toBe(before.partner_applications!.count + 1);
    expect(more.code_requests!.count).toBe(before.code_requests!.count + 1);

    const refused = await t.app.inject({ method: 'POST', url: `/api/staff/partners/${id}/refuse`, headers: as.owner.headers, payload: { reason: 'Fuori zona' } });
    expect(refused.statusCode, refused.body).toBe(200);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/staff/partner-code-requests/${request}/refuse`,
      headers: as.owner.headers,
      payload: { note: 'Codice troppo simile a uno esistente' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await attention('owner')).toMatchObject({
      partner_applications: { count: before.partner_applications!.count },
      code_requests: { count: before.code_requests!.count },
    });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/staff/attention' })).statusCode).toBe(401);
  });
});
