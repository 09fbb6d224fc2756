import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bookings, notifications, partnerContracts, partnerSessions, partnerTokens, partners, staffAuditLog } from '@tenuta/db';
import { contractInForce } from '@tenuta/core';
import { authenticatePartner, getPartnerDetail } from '@tenuta/identity';
import { insertGuestBooking, insertSlot } from '../../jobs/outbox-test-fixtures.ts';
import { partnerSession } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * The back office's partner routes on real PostgreSQL: invitations stored as hashes and spent
 * by newer ones, revocation, e-mail already taken, applications approved, suspension ending
 * every session at once, reactivation, dated terms (history kept, the terms in force switching
 * at valid_from), the partner's orders and credit, and an audit row for every change.
 */
let t: TestApp;
let nowMs = Date.now();
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

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: unknown, as = manager) =>
  t.app.inject({ method, url: `/api/staff/partners${url}`, headers: as.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const db = () => t.database.db;
const sha = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');
const inviteMails = (email: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'partner_invite'), eq(notifications.recipient, email)))
    .orderBy(notifications.id);
const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('token')!;
const auditOf = (action: string, targetId: number) =>
  db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(targetId))));

describe('invitations', () => {
  it('stores only the hash of a 256-bit token, lower-cases the e-mail, queues the e-mail with the registration link, 7 days, audited', async () => {
    const res = await call('POST', '/invites', { email: ' Booking@LangheTour.Example ', company_name: ' Langhe Tour ', partner_type: 'reseller', locale: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const invite = res.json().data.invite;
    expect(invite).toMatchObject({
      email: 'booking@langhetour.example',
      company_name: 'Langhe Tour',
      partner_type: 'reseller',
      status: 'pending',
      locale: 'en',
      email_status: 'pending',
      invited_by: { id: manager.id },
    });
    expect(Date.parse(invite.expires_at) - nowMs).toBe(7 * 86_400_000);

    const [row] = await db().select().from(partnerTokens).where(eq(partnerTokens.id, invite.id));
    expect(row).toMatchObject({
      purpose: 'invite',
      email: 'booking@langhetour.example',
      partnerType: 'reseller',
      companyName: 'Langhe Tour',
      createdByStaff: manager.id,
      usedAt: null,
      revokedAt: null,
    });
    const [mail] = await inviteMails('booking@langhetour.example');
    expect(mail).toMatchObject({
      locale: 'en',
      status: 'pending',
      payload: expect.objectContaining({ invite_id: invite.id, company_name: 'Langhe Tour', partner_type: 'reseller' }),
    });
    const url = String(mail!.payload.url);
    expect(url.startsWith('https://tenuta.example/partner/register?token=')).toBe(true);
    const token = tokenOf(url);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(row!.tokenHash).toBe(sha(token));
    expect(row!.tokenHash).not.toContain(token);
    const [audit] = await auditOf('partner.invite', invite.id);
    expect(audit).toMatchObject({ staffId: manager.id, targetType: 'partner_invite', after: expect.objectContaining({ email: 'booking@langhetour.example' }) });
  });

  it('a new invitation for the same e-mail revokes the older unused one; two at once leave one pending', async () => {
    const email = 'concierge@belvedere.example';
    const first = (await call('POST', '/invites', { email, company_name: 'Hotel Belvedere', partner_type: 'referral' })).json().data.invite;
    const second = (await call('POST', '/invites', { email: email.toUpperCase(), company_name: 'Hotel Belvedere', partner_type: 'referral' })).json().data.invite;
    expect(second.id).not.toBe(first.id);
    const [old] = await db().select().from(partnerTokens).where(eq(partnerTokens.id, first.id));
    expect(old!.revokedAt).not.toBeNull();
    const both = await Promise.all([1, 2].map(() => call('POST', '/invites', { email, company_name: 'Hotel Belvedere', partner_type: 'referral' })));
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const open = await db()
      .select()
      .from(partnerTokens)
      .where(and(eq(partnerTokens.email, email), sql`${partnerTokens.usedAt} IS NULL AND ${partnerTokens.revokedAt} IS NULL`));
    expect(open).toHaveLength(1);
    const listed = (await call('GET', '/invites?status=pending')).json().data.invites.filter((i: { email: string }) => i.email === email);
    expect(listed).toHaveLength(1);
    expect((await call('GET', '/invites?status=revoked')).json().data.invites.filter((i: { email: string }) => i.email === email)).toHaveLength(3);
  });

  it('resend: a new token in the same language, the old one revoked; revoke: the link stops, once; a used one is 409', async () => {
    const email = 'info@cantinetour.example';
    const first = (await call('POST', '/invites', { email, company_name: 'Cantine Tour', partner_type: 'reseller', locale: 'en' })).json().data.invite;
    const res = await call('POST', `/invites/${first.id}/resend`, undefined, owner);
    expect(res.statusCode, res.body).toBe(201);
    const resent = res.json().data.invite;
    expect(resent).toMatchObject({ email, status: 'pending', locale: 'en', invited_by: { id: owner.id } });
    const [old] = await db().select().from(partnerTokens).where(eq(partnerTokens.id, first.id));
    const [fresh] = await db().select().from(partnerTokens).where(eq(partnerTokens.id, resent.id));
    expect(old!.revokedAt).not.toBeNull();
    expect(fresh!.tokenHash).not.toBe(old!.tokenHash);
    const mails = await inviteMails(email);
    expect(mails).toHaveLength(2);
    expect(sha(tokenOf(mails[1]!.payload.url))).toBe(fresh!.tokenHash);
    expect(await auditOf('partner.invite_resend', resent.id)).toHaveLength(1);

    const revoked = await call('POST', `/invites/${resent.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.invite.status).toBe('revoked');
    const again = await call('POST', `/invites/${resent.id}/revoke`);
    expect(again.json().data.invite.status).toBe('revoked');
    expect(await auditOf('partner.invite_revoke', resent.id)).toHaveLength(1);

    await db()
      .update(partnerTokens)
      .set({ usedAt: new Date(nowMs), revokedAt: null })
      .where(eq(partnerTokens.id, resent.id));
    for (const verb of ['resend', 'revoke']) {
      const used = await call('POST', `/invites/${resent.id}/${verb}`);
      expect(used.statusCode).toBe(409);
      expect(used.json().detail).toBe('invite_used');
    }
    expect((await call('POST', '/invites/999999/revoke')).statusCode).toBe(404);
  });

  it('an e-mail that already signs in as a partner user is 409 email_taken; bad input is 400', async () => {
    const user = await partnerSession(db());
    const res = await call('POST', '/invites', { email: user.email.toUpperCase(), company_name: 'Doppione', partner_type: 'reseller' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', detail: 'email_taken' });
    expect(await inviteMails(user.email)).toHaveLength(0);
    for (const body of [
      { email: 'nope', company_name: 'X Y', partner_type: 'reseller' },
      { email: 'a@b.example', company_name: 'X Y', partner_type: 'vip' },
      { email: 'a@b.example', company_name: '', partner_type: 'referral' },
    ]) {
      expect((await call('POST', '/invites', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('status', () => {
  it('suspension ends every session of the partner at once, with the reason, an e-mail and an audit row; reactivation with a reason', async () => {
    const a = await partnerSession(db(), { type: 'reseller' });
    const other = await partnerSession(db(), { type: 'reseller' });
    expect(await authenticatePartner({ db: db(), clock }, a.token)).toMatchObject({ partnerId: a.partnerId });

    expect((await call('POST', `/${a.partnerId}/suspend`, { reason: '  ' })).statusCode).toBe(400);
    expect((await call('POST', `/${a.partnerId}/suspend`, {})).statusCode).toBe(400);
    const res = await call('POST', `/${a.partnerId}/suspend`, { reason: 'Fatture scadute da 90 giorni' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.partner).toMatchObject({
      status: 'suspended',
      status_reason: 'Fatture scadute da 90 giorni',
      actions: { suspend: false, reactivate: true, approve: false },
    });

    const sessions = await db().select().from(partnerSessions).where(eq(partnerSessions.userId, a.userId));
    expect(sessions.every((s) => s.endedAt !== null && s.endReason === 'partner_suspended')).toBe(true);
    expect(await authenticatePartner({ db: db(), clock }, a.token)).toBeUndefined();
    expect(await authenticatePartner({ db: db(), clock }, other.token)).toMatchObject({ partnerId: other.partnerId });
    const [mail] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'partner_status_changed'), eq(notifications.recipient, a.email)));
    expect(mail!.payload).toMatchObject({ change: 'suspended', reason: 'Fatture scadute da 90 giorni' });
    const [audit] = await auditOf('partner.suspend', a.partnerId);
    expect(audit).toMatchObject({ staffId: manager.id, targetType: 'partner', before: { status: 'active' }, after: { status: 'suspended', sessions_ended: 1 } });

    const twice = await call('POST', `/${a.partnerId}/suspend`, { reason: 'Ancora' });
    expect(twice.json()).toMatchObject({ code: 'conflict', detail: 'already_suspended' });

    const back = await call('POST', `/${a.partnerId}/reactivate`, { reason: 'Fatture saldate' });
    expect(back.statusCode).toBe(200);
    const detail = back.json().data.partner;
    expect(detail).toMatchObject({ status: 'active', status_reason: 'Fatture saldate' });
    expect(detail.status_history.map((h: { change: string; reason: string }) => [h.change, h.reason])).toEqual([
      ['reactivated', 'Fatture saldate'],
      ['suspended', 'Fatture scadute da 90 giorni'],
    ]);
    expect((await call('POST', `/${a.partnerId}/reactivate`, { reason: 'Di nuovo' })).json().detail).toBe('not_suspended');
    expect(await auditOf('partner.reactivate', a.partnerId)).toHaveLength(1);
    expect((await call('POST', '/999999/suspend', { reason: 'Nessuno' })).statusCode).toBe(404);
  });

  it('approves a waiting application once; an invited partner is not an application', async () => {
    const [app] = await db()
      .insert(partners)
      .values({ partnerType: 'referral', status: 'inactive', source: 'application', companyName: 'B&B Le Viti', email: 'ciao@leviti.example', locale: 'en' })
      .returning();
    const list = (await call('GET', '?status=inactive&source=application')).json().data;
    expect(list.partners.map((p: { id: number }) => p.id)).toContain(app!.id);
    expect(list.counts.applications).toBeGreaterThanOrEqual(1);
    const approvalTerms = { commission_percent: 8, net_discount_percent: 0, payment_terms: 'card', payment_days: 30, credit_limit_cents: 0, attribution_days: 30 };
    const res = await call('POST', `/${app!.id}/approve`, approvalTerms);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.partner).toMatchObject({ status: 'active', actions: { approve: false }, contract: { commission_percent: 8 } });
    const [mail] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'partner_status_changed'), eq(notifications.recipient, 'ciao@leviti.example')));
    expect(mail).toMatchObject({ locale: 'en', payload: expect.objectContaining({ change: 'approved', reason: null }) });
    expect(await auditOf('partner.approve', app!.id)).toHaveLength(1);
    expect((await call('POST', `/${app!.id}/approve`, approvalTerms)).json().detail).toBe('not_waiting');
    const invited = await partnerSession(db());
    expect((await call('POST', `/${invited.partnerId}/approve`, approvalTerms)).json().detail).toBe('not_an_application');
  });
});

describe('terms', () => {
  const terms = {
    commission_percent: 0,
    net_discount_percent: 17.5,
    payment_terms: 'on_account',
    payment_days: 60,
    credit_limit_cents: 350_000,
    attribution_days: 30,
    note: 'Accordo 2027',
  };

  it('a change is a new dated row: the old terms stay, the new ones are in force at once, audited', async () => {
    const p = await partnerSession(db(), { type: 'reseller', netDiscountBps: 1500, creditLimitCents: 200_000 });
    const [original] = await db().select().from(partnerContracts).where(eq(partnerContracts.partnerId, p.partnerId));
    const res = await call('POST', `/${p.partnerId}/contracts`, terms);
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().data.partner;
    expect(d.contract).toMatchObject({
      state: 'in_force',
      net_discount_percent: 17.5,
      credit_limit_cents: 350_000,
      payment_days: 60,
      note: 'Accordo 2027',
      created_by: { id: manager.id },
    });
    expect(d.contracts.map((c: { state: string }) => c.state)).toEqual(['in_force', 'past']);
    const rows = await db().select().from(partnerContracts).where(eq(partnerContracts.partnerId, p.partnerId)).orderBy(partnerContracts.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(original);
    expect(rows[1]).toMatchObject({ netDiscountBps: 1750, creditLimitCents: 350_000, createdBy: manager.id });
    expect((await contractInForce(db(), p.partnerId, clock.now()))!.id).toBe(rows[1]!.id);
    const [audit] = await auditOf('partner.contract_change', p.partnerId);
    expect(audit).toMatchObject({
      before: expect.objectContaining({ net_discount_bps: 1500 }),
      after: expect.objectContaining({ net_discount_bps: 1750, credit_limit_cents: 350_000 }),
    });
  });

  it('terms from a later day are scheduled and take over at that Rome midnight', async () => {
    const p = await partnerSession(db(), { type: 'referral', commissionBps: 1000 });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(nowMs + 2 * 86_400_000));
    const res = await call('POST', `/${p.partnerId}/contracts`, { ...terms, commission_percent: 12.25, valid_from: day });
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().data.partner;
    expect(d.contract.commission_percent).toBe(10);
    expect(d.contracts[0]).toMatchObject({ state: 'scheduled', commission_percent: 12.25 });
    const startsAt = Date.parse(d.contracts[0].valid_from);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(startsAt)).toBe('00:00');
    const saved = nowMs;
    try {
      // Read through the use case: the staff session of this test would have expired by then.
      nowMs = startsAt - 1;
      expect((await getPartnerDetail({ db: db(), clock }, p.partnerId)).contract!.commission_percent).toBe(10);
      nowMs = startsAt;
      const after = await getPartnerDetail({ db: db(), clock }, p.partnerId);
      expect(after.contract).toMatchObject({ state: 'in_force', commission_percent: 12.25 });
      expect((await contractInForce(db(), p.partnerId, clock.now()))!.commissionBps).toBe(1225);
    } finally {
      nowMs = saved;
    }
  });

  it('refuses bad terms with 400 and a reason, never 500', async () => {
    const p = await partnerSession(db());
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(nowMs - 86_400_000));
    const bad: [Record<string, unknown>, string | undefined][] = [
      [{ ...terms, net_discount_percent: 12.345 }, undefined],
      [{ ...terms, commission_percent: 101 }, undefined],
      [{ ...terms, credit_limit_cents: -1 }, undefined],
      [{ ...terms, credit_limit_cents: 12.5 }, undefined],
      [{ ...terms, payment_terms: 'cash' }, undefined],
      [{ ...terms, valid_from: yesterday }, 'valid_from_past'],
      [{ ...terms, valid_from: '2030-02-30' }, 'valid_from_date'],
    ];
    for (const [body, detail] of bad) {
      const res = await call('POST', `/${p.partnerId}/contracts`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (detail) expect(res.json().detail).toBe(detail);
    }
    expect(await db().select().from(partnerContracts).where(eq(partnerContracts.partnerId, p.partnerId))).toHaveLength(1);
  });
});

describe('list, detail and orders', () => {
  it('lists with users, terms and credit used; the detail and the orders page show the partner’s bookings only', async () => {
    const p = await partnerSession(db(), { type: 'reseller', creditLimitCents: 200_000 });
    const other = await partnerSession(db(), { type: 'reseller' });
    await db().update(partners).set({ companyName: 'Agenzia Roero Viaggi', vatNumber: 'IT01234567890' }).where(eq(partners.id, p.partnerId));
    const slotId = await insertSlot(db(), { slug: 'caccia-al-tartufo', romeStart: '2031-10-11 09:00', category: 'TRUFFLE' });
    const mine = await insertGuestBooking(db(), { slotId, category: 'TRUFFLE', locale: 'it', name: 'Famiglia Bianchi' });
    const theirs = await insertGuestBooking(db(), { slotId, category: 'TRUFFLE', locale: 'it' });
    await db()
      .update(bookings)
      .set({ partnerId: p.partnerId, partnerUserId: p.userId, partnerReference: 'RV-118', partnerNetCents: 14_450, partnerPayment: 'on_account', paymentStatus: 'on_account' })
      .where(eq(bookings.id, mine.id));
    await db().update(bookings).set({ partnerId: other.partnerId, partnerNetCents: 9_000, partnerPayment: 'on_account' }).where(eq(bookings.id, theirs.id));

    const byVat = (await call('GET', '?q=01234567890')).json().data.partners;
    expect(byVat).toHaveLength(1);
    expect(byVat[0]).toMatchObject({
      id: p.partnerId,
      company_name: 'Agenzia Roero Viaggi',
      users_count: 1,
      credit_used_cents: 14_450,
      credit_limit_cents: 200_000,
      payment_terms: 'on_account',
    });
    expect((await call('GET', `?q=${encodeURIComponent(p.email.toUpperCase())}`)).json().data.partners.map((x: { id: number }) => x.id)).toEqual([p.partnerId]);
    expect((await call('GET', '?q=%25')).json().data.partners).toEqual([]);

    const d = (await call('GET', `/${p.partnerId}`)).json().data.partner;
    expect(d).toMatchObject({ company_name: 'Agenzia Roero Viaggi', credit_used_cents: 14_450, users: [{ id: p.userId, role: 'owner' }] });
    expect(d.recent_orders.map((o: { booking_number: string }) => o.booking_number)).toEqual([mine.bookingNumber]);
    const orders = (await call('GET', `/${p.partnerId}/orders?page_size=10`)).json().data;
    expect(orders).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(orders.orders[0]).toMatchObject({
      id: mine.id,
      reference: 'RV-118',
      net_cents: 14_450,
      retail_cents: 17_000,
      partner_payment: 'on_account',
      placed_by: 'Test owner',
      customer_name: 'Famiglia Bianchi',
      date: '2031-10-11',
      start_time: '09:00',
    });
    expect((await call('GET', '/999999')).statusCode).toBe(404);
    expect((await call('GET', '/999999/orders')).statusCode).toBe(404);
  });
});
