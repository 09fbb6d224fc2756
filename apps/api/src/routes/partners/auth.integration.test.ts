import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { notifications, partnerContracts, partnerTokens, partnerUsers, partners } from '@tenuta/db';
import { hashPassword, PARTNER_LOGIN_RATE_LIMITS } from '@tenuta/identity';
import { renderNotification } from '@tenuta/mail';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { partnerSession, partnerUserSession } from '../../partner-test-fixtures.ts';

let t: TestApp;
// A clock the tests move (rate-limit windows), near the real time so fixture sessions stay live.
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
const PASSWORD = 'vendemmia nelle langhe 1963';
const NEW_PASSWORD = 'tartufo bianco d alba 2026';

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
let seq = 0;
let ip = 0;
const nextIp = () => `203.0.113.${++ip}`;
const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/partners/auth${url}`, payload: payload as object, headers: { 'x-forwarded-for': nextIp(), ...headers } });
const validate = (token: string) => t.app.inject({ method: 'GET', url: '/api/partners/auth/validate', headers: bearer(token) });
const login = (email: string, password = PASSWORD, address = nextIp()) => post('/login', { email, password }, { 'x-forwarded-for': address });

/** A company invitation as staff issue it (token row written directly; staff's own use case is tested on its side). */
async function companyInvite(o: { type?: 'reseller' | 'referral'; expiresInMs?: number; companyName?: string } = {}) {
  const token = randomBytes(32).toString('base64url');
  const email = `agency${++seq}.${process.pid}@partner.test`;
  await db()
    .insert(partnerTokens)
    .values({
      purpose: 'invite',
      tokenHash: hash(token),
      email,
      partnerType: o.type ?? 'reseller',
      companyName: o.companyName ?? `Agenzia ${seq}`,
      expiresAt: new Date(nowMs + (o.expiresInMs ?? 7 * 86_400_000)),
    });
  return { token, email };
}

const registration = (email: string, token?: string, extra: Record<string, unknown> = {}) => ({
  ...(token ? { invite_token: token } : {}),
  email,
  name: 'Paolo Conti',
  password: PASSWORD,
  confirm_password: PASSWORD,
  privacy_accepted: true,
  ...extra,
});

/** An active owner with a real password (argon2), for sign-in tests. */
async function ownerWithPassword(status: 'active' | 'inactive' | 'suspended' = 'active') {
  const p = await partnerSession(db(), { type: 'reseller', status });
  await db()
    .update(partnerUsers)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(partnerUsers.id, p.userId));
  return p;
}

const mails = (recipient: string) => db().select().from(notifications).where(eq(notifications.recipient, recipient));

describe('invitations and registration', () => {
  it('describes a company invitation, and refuses unknown and expired ones with clear codes', async () => {
    const inv = await companyInvite({ type: 'referral', companyName: 'Hotel Bel Sito' });
    const r = await post(`/validate-invite?token=${inv.token}`, undefined);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ kind: 'invite', email: inv.email, partner_type: 'referral', company_name: 'Hotel Bel Sito' });
    const unknown = await post(`/validate-invite?token=${'x'.repeat(43)}`, undefined);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('invite_invalid');
    const old = await companyInvite({ expiresInMs: -1000 });
    const expired = await post(`/validate-invite?token=${old.token}`, undefined);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().detail).toBe('invite_expired');
  });

  it('spends an invitation once under two concurrent registrations: one company, one owner, signed in', async () => {
    const inv = await companyInvite({ companyName: 'Agenzia Roero Viaggi' });
    const [a, b] = await Promise.all([post('/register', registration(inv.email, inv.token)), post('/register', registration(inv.email, inv.token))]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    const lost = a.statusCode === 200 ? b : a;
    expect(lost.json().detail).toBe('invite_used');
    const body = won.json();
    expect(body).toMatchObject({
      success: true,
      application_received: false,
      partner: { partner_type: 'reseller', status: 'active', company_name: 'Agenzia Roero Viaggi', can_see_money: true },
    });
    expect(body.partner.user).toMatchObject({ email: inv.email, role: 'owner', status: 'active' });
    // The default terms: card, no discount, no credit.
    expect(body.partner.contract).toMatchObject({ payment_terms: 'card', net_discount_percent: 0, credit_limit_cents: 0 });
    expect((await validate(body.access_token)).statusCode).toBe(200);
    const created = await db().select().from(partners).where(eq(partners.email, inv.email));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ source: 'invite', status: 'active' });
    const [tok] = await db()
      .select()
      .from(partnerTokens)
      .where(eq(partnerTokens.tokenHash, hash(inv.token)));
    expect(tok!.usedAt).not.toBeNull();
    expect(tok!.partnerId).toBe(created[0]!.id);
    expect((await post(`/validate-invite?token=${inv.token}`, undefined)).json().detail).toBe('invite_used');
  });

  it('refuses another e-mail than the invited one, mismatched passwords and weak ones, spending nothing', async () => {
    const inv = await companyInvite();
    const other = await post('/register', registration('someone.else@partner.test', inv.token));
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toBe('invite_email_mismatch');
    const mismatch = await post('/register', registration(inv.email, inv.token, { confirm_password: 'something else entirely' }));
    expect(mismatch.json().detail).toBe('password_mismatch');
    const weak = await post('/register', registration(inv.email, inv.token, { password: 'password1234', confirm_password: 'password1234' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toMatch(/^password_/);
    const badVat = await post('/register', registration(inv.email, inv.token, { company: { vat_number: '12345678901' } }));
    expect(badVat.json().detail).toBe('vat_number_invalid');
    // Still usable, with the address in another case.
    const ok = await post(
      '/register',
      registration(inv.email.toUpperCase(), inv.token, { company: { company_name: 'Agenzia Tanaro', vat_number: 'IT 04123450043', city: 'Bra' } }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().partner).toMatchObject({ company_name: 'Agenzia Tanaro', vat_number: '04123450043', city: 'Bra' });
  });

  it('an application, once its address is confirmed, creates an inactive referrer and its owner, e-mails the applicant and the staff', async () => {
    const email = `concierge${++seq}@hotel.test`;
    const r = await post(
      '/register',
      registration(email, undefined, { partner_type: 'referral', company: { company_name: 'Hotel Castello' }, message: 'Abbiamo 40 camere', locale: 'en' }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ success: true, confirmation_sent: true });
    // Nothing exists until the link e-mailed to the address is followed.
    expect(await db().select().from(partners).where(eq(partners.email, email))).toEqual([]);
    const [confirmMail] = await mails(email);
    expect(confirmMail).toMatchObject({ kind: 'partner_application_confirm', locale: 'en' });
    const link = new URL(String((confirmMail!.payload as { link: string }).link));
    const confirmed = await post('/register/confirm', { token: link.searchParams.get('confirm'), password: PASSWORD });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, application_received: true });
    const [p] = await db().select().from(partners).where(eq(partners.email, email));
    expect(p).toMatchObject({ partnerType: 'referral', status: 'inactive', source: 'application', applicationMessage: 'Abbiamo 40 camere', companyName: 'Hotel Castello' });
    const [c] = await db().select().from(partnerContracts).where(eq(partnerContracts.partnerId, p!.id));
    expect(c).toMatchObject({ commissionBps: 0, attributionDays: 30 });
    expect((await mails(email)).map((m) => [m.kind, m.locale])).toEqual([
      ['partner_application_confirm', 'en'],
      ['partner_application_received', 'en'],
    ]);
    const staff = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'staff_partner_application'), eq(notifications.recipient, 'staff@tenuta.example')));
    expect(staff.some((m) => (m.payload as { partner_id?: number }).partner_id === p!.id)).toBe(true);
    // The applicant may sign in: the answer says inactive; the guard refuses the rest.
    const signedIn = await login(email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().partner.status).toBe('inactive');
    const users = await t.app.inject({ method: 'GET', url: '/api/partners/users', headers: bearer(signedIn.json().access_token) });
    expect(users.statusCode).toBe(403);
    expect(users.json().detail).toBe('partner_inactive');
  });

  it('an application for an address that has an account answers the same and creates and sends nothing; resellers are refused', async () => {
    const existing = await partnerSession(db(), { type: 'referral' });
    const before = await db().select().from(partners);
    const r = await post('/register', registration(existing.email, undefined, { company: { company_name: 'Copycat' } }));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ success: true, confirmation_sent: true });
    expect(await db().select().from(partners)).toHaveLength(before.length);
    expect(await mails(existing.email)).toHaveLength(0);
    const reseller = await post('/register', registration(`agency${++seq}@x.test`, undefined, { partner_type: 'reseller' }));
    expect(reseller.statusCode).toBe(400);
    expect(reseller.json().detail).toBe('application_reseller');
  });
});

describe('sign-in', () => {
  it('answers the token and the partner; one generic failure for a wrong password and an unknown address', async () => {
    const p = await ownerWithPassword();
    const r = await login(p.email.toUpperCase());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ success: true, partner: { id: p.partnerId, partner_type: 'reseller', status: 'active', user: { email: p.email } } });
    expect(r.json().access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const wrong = await login(p.email, 'not the right password at all');
    const unknown = await login('nobody@partner.test');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().detail).toBe('login_failed');
    const token = r.json().access_token as string;
    expect((await post('/logout', undefined, bearer(token))).statusCode).toBe(200);
    expect((await validate(token)).statusCode).toBe(401);
  });

  it('after 30 failures in an hour from any addresses, refuses a device the account does not know (429 with Retry-After)', async () => {
    const p = await ownerWithPassword();
    const failures = await Promise.all(Array.from({ length: PARTNER_LOGIN_RATE_LIMITS.account.limit }, (_, i) => login(p.email, `wrong password number ${i}`)));
    expect(failures.map((r) => r.statusCode)).toEqual(failures.map(() => 401));
    const locked = await login(p.email);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    nowMs += PARTNER_LOGIN_RATE_LIMITS.account.windowSeconds * 1000;
    expect((await login(p.email)).statusCode).toBe(200);
  });

  it('a suspended partner signs in (status suspended), validates, and is refused everything else at the next call', async () => {
    const p = await ownerWithPassword();
    const signedIn = await login(p.email);
    const token = signedIn.json().access_token as string;
    const users = () => t.app.inject({ method: 'GET', url: '/api/partners/users', headers: bearer(token) });
    expect((await users()).statusCode).toBe(200);
    await db().update(partners).set({ status: 'suspended', statusReason: 'Fatture non pagate' }).where(eq(partners.id, p.partnerId));
    const refused = await users();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('partner_suspended');
    const v = await validate(token);
    expect(v.statusCode).toBe(200);
    expect(v.json().data.partner).toMatchObject({ status: 'suspended', status_reason: 'Fatture non pagate' });
    const again = await login(p.email);
    expect(again.statusCode).toBe(200);
    expect(again.json().partner.status).toBe('suspended');
  });
});

describe('password reset', () => {
  const resetMails = (email: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipient, email), eq(notifications.kind, 'partner_password_reset')));

  it('answers the same for an unknown address and queues nothing', async () => {
    const unknown = await post('/password-reset/request', { email: 'ghost@partner.test' });
    const p = await ownerWithPassword();
    const known = await post('/password-reset/request', { email: p.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await mails('ghost@partner.test')).toHaveLength(0);
    expect(await db().select().from(partnerTokens).where(eq(partnerTokens.email, 'ghost@partner.test'))).toHaveLength(0);
    expect(await resetMails(p.email)).toHaveLength(1);
  });

  it('a link works once under two concurrent confirms, ends every session and e-mails the change; a newer request revokes the older link', async () => {
    const p = await ownerWithPassword();
    const other = (await login(p.email)).json().access_token as string;
    await post('/password-reset/request', { email: p.email, locale: 'en' });
    await post('/password-reset/request', { email: p.email, locale: 'en' });
    const links = (await resetMails(p.email)).map((m) => (m.payload as { url: string }).url);
    expect(links).toHaveLength(2);
    expect(links[1]).toMatch(/^http:\/\/localhost:3000\/partner\/reset\/[A-Za-z0-9_-]{43}$/);
    const [older, newer] = links.map((u) => u.split('/').pop()!);
    const confirm = (token: string) => post('/password-reset/confirm', { token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    const revoked = await confirm(older!);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().detail).toBe('reset_invalid');
    const [a, b] = await Promise.all([confirm(newer!), confirm(newer!)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().detail).toBe('reset_used');
    expect((await validate(p.token)).statusCode).toBe(401);
    expect((await validate(other)).statusCode).toBe(401);
    expect((await login(p.email)).statusCode).toBe(401);
    expect((await login(p.email, NEW_PASSWORD)).statusCode).toBe(200);
    const changed = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipient, p.email), eq(notifications.kind, 'partner_password_changed')));
    expect(changed).toHaveLength(1);
    expect(changed[0]!.payload).toMatchObject({ via: 'reset' });
  });

  it('counts every request per account: the 6th in an hour answers 429', async () => {
    const p = await ownerWithPassword();
    for (let i = 0; i < 5; i++) expect((await post('/password-reset/request', { email: p.email })).statusCode).toBe(200);
    expect((await post('/password-reset/request', { email: p.email })).statusCode).toBe(429);
    nowMs += 60 * 60_000;
  });
});

describe('me', () => {
  const put = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/partners/auth/me', headers: bearer(token), payload });

  it('reads the partner; an owner changes company data (checked), a booker only their own name and language', async () => {
    const owner = await partnerSession(db(), { type: 'reseller', netDiscountBps: 1250 });
    const me = await t.app.inject({ method: 'GET', url: '/api/partners/auth/me', headers: owner.headers });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.partner.contract).toMatchObject({ net_discount_percent: 12.5, payment_terms: 'on_account' });
    for (const [payload, detail] of [
      [{ vat_number: '12345678901' }, 'vat_number_invalid'],
      [{ fiscal_code: 'RSSMRA85T10A562X' }, 'fiscal_code_invalid'],
      [{ sdi_code: 'AB-12' }, 'sdi_code_invalid'],
      [{ postal_code: '1205' }, 'postal_code_invalid'],
    ] as const) {
      const r = await put(owner.token, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().detail).toBe(detail);
    }
    const ok = await put(owner.token, {
      vat_number: '04123450043',
      fiscal_code: '04123450043',
      sdi_code: 'abc1234',
      pec: 'Agenzia@PEC.example',
      province: 'cn',
      postal_code: '12051',
      user_name: 'Paolo C.',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.partner).toMatchObject({ vat_number: '04123450043', sdi_code: 'ABC1234', pec: 'agenzia@pec.example', province: 'CN', user: { name: 'Paolo C.' } });
    // Abroad, a foreign VAT number and no Italian checks.
    expect((await put(owner.token, { country: 'FR', vat_number: 'FR40303265045', postal_code: '75001 A' })).statusCode).toBe(200);

    const booker = await partnerUserSession(db(), owner.partnerId, 'booker');
    const refused = await put(booker.token, { company_name: 'Takeover' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('partner_role_forbidden');
    const own = await put(booker.token, { user_name: 'Anna', locale: 'en' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.partner).toMatchObject({ can_see_money: false, contract: null, user: { name: 'Anna', locale: 'en', role: 'booker' } });
  });

  it('a password change needs the current password, ends the other sessions and is e-mailed', async () => {
    const p = await ownerWithPassword();
    const a = (await login(p.email)).json().access_token as string;
    const wrong = await put(a, { current_password: 'not my password at all', new_password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('current_password_wrong');
    expect((await put(a, { new_password: NEW_PASSWORD })).json().detail).toBe('current_password_required');
    const ok = await put(a, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await validate(a)).statusCode).toBe(200);
    expect((await validate(p.token)).statusCode).toBe(401);
    expect((await login(p.email, NEW_PASSWORD)).statusCode).toBe(200);
    const changed = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipient, p.email), inArray(notifications.kind, ['partner_password_changed'])));
    expect(changed.map((m) => (m.payload as { via: string }).via)).toEqual(['settings']);
  });

  it('refuses unknown fields and calls without a live session', async () => {
    const p = await partnerSession(db());
    expect((await put(p.token, { status: 'active' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/partners/auth/me', headers: bearer('x'.repeat(43)) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/partners/auth/validate' })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the partner API with its bearer session; sign-in, registration, invitations and reset without it', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.partnerSession).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/partners/auth/me'].put.security).toEqual([{ partnerSession: [] }]);
    expect(doc.paths['/api/partners/users/{id}/deactivate'].post.security).toEqual([{ partnerSession: [] }]);
    for (const path of ['/api/partners/auth/login', '/api/partners/auth/register', '/api/partners/auth/validate-invite', '/api/partners/auth/password-reset/confirm']) {
      expect(doc.paths[path].post.security, path).toBeUndefined();
    }
  });
});

describe('queued e-mails', () => {
  it('every account e-mail queued above renders with its link (the payloads match the templates)', async () => {
    const rows = await db()
      .select()
      .from(notifications)
      .where(
        inArray(notifications.kind, [
          'partner_password_reset',
          'partner_password_changed',
          'partner_application_confirm',
          'partner_application_received',
          'staff_partner_application',
        ]),
      );
    expect(new Set(rows.map((r) => r.kind)).size).toBe(5);
    for (const row of rows) {
      const mail = await renderNotification(db(), row, { publicUrl: 'http://localhost:3000' });
      expect(mail.subject, row.kind).not.toBe('');
      expect(mail.text, row.kind).toContain('http://localhost:3000/');
    }
  });
});
