import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, partnerContracts, partners, staffAuditLog } from '@tenuta/db';
import { contractInForce } from '@tenuta/core';
import { defaultPartnerTerms } from '@tenuta/identity';
import { partnerUserSession } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * Deciding a referrer's application: approval sets the terms first (no partner at 0 %), in one
 * transaction with the status; a refusal needs a reason, which the applicant is e-mailed in the
 * language they applied in; an application is decided once, even by two people at once.
 */
let t: TestApp;
const nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
let manager: Awaited<ReturnType<typeof staffSession>>;
let owner: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  t = await createTestApp({ clock, publicUrl: 'https://tenuta.example' });
  manager = await staffSession(t.database.db, 'manager');
  owner = await staffSession(t.database.db, 'owner');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const call = (url: string, payload?: Record<string, unknown>, as = manager) =>
  t.app.inject({ method: 'POST', url: `/api/staff/partners${url}`, headers: as.headers, ...(payload === undefined ? {} : { payload }) });
const auditOf = (action: string, id: number) =>
  db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(id))));
const mailsTo = (email: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'partner_status_changed'), eq(notifications.recipient, email)));

const terms = { commission_percent: 10, net_discount_percent: 0, payment_terms: 'card', payment_days: 30, credit_limit_cents: 0, attribution_days: 45 };

let seq = 0;
/** A confirmed application as the public form leaves it: inactive, its neutral first terms at 0 %, its owner signed in. */
async function application(locale: 'it' | 'en' = 'it') {
  seq += 1;
  const email = `domanda-${process.pid}-${seq}@applicant.test`;
  const [p] = await db()
    .insert(partners)
    .values({ partnerType: 'referral', status: 'inactive', source: 'application', companyName: `Agriturismo ${seq}`, email, locale })
    .returning();
  await db()
    .insert(partnerContracts)
    .values({ partnerId: p!.id, validFrom: new Date(nowMs - 3_600_000), ...defaultPartnerTerms('referral') });
  const user = await partnerUserSession(db(), p!.id, 'owner', email);
  return { id: p!.id, email, user };
}

const partnerMe = (headers: { authorization: string }) => t.app.inject({ url: '/api/partners/auth/me', headers });

describe('approving an application sets its terms first', () => {
  it('without terms, or at 0 %, nothing changes: 400, the application still waits', async () => {
    const a = await application();
    expect((await call(`/${a.id}/approve`)).statusCode).toBe(400);
    const zero = await call(`/${a.id}/approve`, { ...terms, commission_percent: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().detail).toBe('commission_required');
    const [row] = await db().select().from(partners).where(eq(partners.id, a.id));
    expect(row).toMatchObject({ status: 'inactive', applicationRefusedAt: null });
    expect((await contractInForce(db(), a.id, clock.now()))?.commissionBps).toBe(0);
    expect(await auditOf('partner.approve', a.id)).toHaveLength(0);
  });

  it('with terms: the partner is active on those terms at once, told by e-mail, the audit row holds the terms', async () => {
    const a = await application('en');
    const res = await call(`/${a.id}/approve`, terms);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.partner).toMatchObject({
      status: 'active',
      actions: { approve: false, refuse: false },
      contract: { commission_percent: 10, attribution_days: 45, state: 'in_force', created_by: { id: manager.id } },
    });
    const inForce = await contractInForce(db(), a.id, clock.now());
    expect(inForce).toMatchObject({ commissionBps: 1000, attributionDays: 45, createdBy: manager.id });
    const [mail] = await mailsTo(a.email);
    expect(mail).toMatchObject({ locale: 'en', payload: expect.objectContaining({ change: 'approved' }) });
    const [audit] = await auditOf('partner.approve', a.id);
    expect(audit?.after).toMatchObject({ status: 'active', contract_id: inForce!.id, commission_bps: 1000, attribution_days: 45 });
    expect((await partnerMe(a.user.headers)).json().data.partner.status).toBe('active');
  });
});

describe('refusing an application', () => {
  it('needs a reason; the applicant is e-mailed it in their language, their sessions end, and it can no longer be approved', async () => {
    const a = await application('en');
    const noReason = await call(`/${a.id}/refuse`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect((await mailsTo(a.email)).length).toBe(0);

    const res = await call(`/${a.id}/refuse`, { reason: 'We already work with a partner in your village' });
    expect(res.statusCode, res.body).toBe(200);
    const partner = res.json().data.partner;
    expect(partner).toMatchObject({
      status: 'inactive',
      status_reason: 'We already work with a partner in your village',
      application_refused_at: new Date(nowMs).toISOString(),
      actions: { approve: false, refuse: false },
    });
    expect(partner.status_history[0]).toMatchObject({ change: 'refused', reason: 'We already work with a partner in your village' });

    const mails = await mailsTo(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'en', payload: expect.objectContaining({ change: 'refused', reason: 'We already work with a partner in your village' }) });
    expect((await partnerMe(a.user.headers)).statusCode).toBe(401);
    // Signing in again, the applicant's page says the request was refused, and why.
    const signedIn = await partnerUserSession(db(), a.id, 'owner');
    expect((await partnerMe(signedIn.headers)).json().data.partner).toMatchObject({
      status: 'inactive',
      application_refused: true,
      status_reason: 'We already work with a partner in your village',
    });
    const [audit] = await auditOf('partner.refuse', a.id);
    expect(audit).toMatchObject({ staffId: manager.id, after: expect.objectContaining({ status: 'inactive', sessions_ended: 1 }) });

    const again = await call(`/${a.id}/approve`, terms);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('not_waiting');
    expect((await call(`/${a.id}/refuse`, { reason: 'di nuovo' })).json().detail).toBe('not_waiting');

    // The applications tab counts and lists the waiting ones only; the refused ones have their own filter.
    const waiting = await t.app.inject({ url: '/api/staff/partners?application=waiting', headers: manager.headers });
    expect(waiting.json().data.partners.map((p: { id: number }) => p.id)).not.toContain(a.id);
    const refused = await t.app.inject({ url: '/api/staff/partners?application=refused', headers: manager.headers });
    expect(refused.json().data.partners.find((p: { id: number }) => p.id === a.id)).toMatchObject({ application_refused: true });
  });

  it('an Italian applicant is told in Italian; a partner that never applied cannot be refused', async () => {
    const a = await application('it');
    expect((await call(`/${a.id}/refuse`, { reason: 'Zona già coperta' }, owner)).statusCode).toBe(200);
    expect((await mailsTo(a.email))[0]).toMatchObject({ locale: 'it', payload: expect.objectContaining({ change: 'refused', reason: 'Zona già coperta' }) });
    const [invited] = await db()
      .insert(partners)
      .values({ partnerType: 'referral', status: 'active', source: 'invite', companyName: 'Invitata', email: `invitata-${process.pid}@partner.test` })
      .returning();
    expect((await call(`/${invited!.id}/refuse`, { reason: 'Nessun motivo' })).json().detail).toBe('not_an_application');
  });

  it('is decided once: an approval and a refusal at the same moment, exactly one wins', async () => {
    const a = await application();
    const [approve, refuse] = await Promise.all([call(`/${a.id}/approve`, terms, owner), call(`/${a.id}/refuse`, { reason: 'Non in linea con la Tenuta' })]);
    expect([approve.statusCode, refuse.statusCode].sort()).toEqual([200, 409]);
    const [row] = await db().select().from(partners).where(eq(partners.id, a.id));
    if (approve.statusCode === 200) expect(row).toMatchObject({ status: 'active', applicationRefusedAt: null });
    else expect(row).toMatchObject({ status: 'inactive', applicationRefusedAt: expect.any(Date) });
    expect((await auditOf('partner.approve', a.id)).length + (await auditOf('partner.refuse', a.id)).length).toBe(1);
    expect(await mailsTo(a.email)).toHaveLength(1);
  });

  it('owners and managers only', async () => {
    const a = await application();
    for (const role of ['front_desk', 'accountant'] as const) {
      const staff = await staffSession(db(), role);
      expect((await call(`/${a.id}/refuse`, { reason: 'Nessun motivo' }, staff)).statusCode).toBe(403);
      expect((await call(`/${a.id}/approve`, terms, staff)).statusCode).toBe(403);
    }
    const [row] = await db().select().from(partners).where(eq(partners.id, a.id));
    expect(row?.status).toBe('inactive');
  });
});
