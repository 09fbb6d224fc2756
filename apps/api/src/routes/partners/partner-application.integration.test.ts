import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, partnerApplications, partnerUsers, partners } from '@tenuta/db';
import { purgeExpiredPartnerApplications } from '@tenuta/identity';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { staffSession } from '../../staff-test-fixtures.ts';

// A referrer's application proves its address first: nothing exists until the e-mailed link is used.
let t: TestApp;
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
const PASSWORD = 'vendemmia nelle langhe 1963';
const SQUATTER_PASSWORD = 'barolo rubato alle sei';

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
let seq = 0;
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;
const sha = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/partners/auth${url}`, payload: payload as object, headers: { 'x-forwarded-for': nextIp() } });
const apply = (email: string, o: { password?: string; company?: string; locale?: 'it' | 'en' } = {}) =>
  post('/register', {
    email,
    name: 'Giulia Ferrero',
    password: o.password ?? PASSWORD,
    confirm_password: o.password ?? PASSWORD,
    partner_type: 'referral',
    company: { company_name: o.company ?? 'Hotel Castello' },
    message: 'Abbiamo 40 camere',
    locale: o.locale ?? 'it',
    privacy_accepted: true,
  });
/** The confirmation page's call: the link's token and the password typed on it (by default the form's). */
const confirm = (token: string | null, password = PASSWORD) => post('/register/confirm', { token, password });
const login = (email: string, password = PASSWORD) => post('/login', { email, password });

/** The token of the newest confirmation e-mail queued for the address (the link's `confirm`). */
async function confirmToken(email: string): Promise<string> {
  const rows = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'partner_application_confirm'), eq(notifications.recipient, email)))
    .orderBy(notifications.id);
  const link = String((rows.at(-1)?.payload as { link?: string } | undefined)?.link);
  return new URL(link).searchParams.get('confirm')!;
}
const companies = (email: string) => db().select().from(partners).where(eq(partners.email, email));
const users = (email: string) => db().select().from(partnerUsers).where(eq(partnerUsers.email, email));

describe('a referrer application proves its address', () => {
  it('creates no partner, user or login until the link is used; the link creates it once, also under two concurrent uses', async () => {
    const email = `concierge${++seq}@castello.test`;
    const r = await apply(email, { locale: 'en' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ success: true, confirmation_sent: true });
    expect(await companies(email)).toEqual([]);
    expect(await users(email)).toEqual([]);
    expect((await login(email)).statusCode).toBe(401);

    // The link: 256 random bits, only its SHA-256 stored, 24 hours.
    const token = await confirmToken(email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [waiting] = await db().select().from(partnerApplications).where(eq(partnerApplications.email, email));
    expect(waiting!.tokenHash).toBe(sha(token));
    expect(JSON.stringify(waiting)).not.toContain(token);
    expect(waiting!.expiresAt.getTime() - nowMs).toBe(24 * 3_600_000);

    const both = await Promise.all([confirm(token), confirm(token)]);
    expect(both.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((x) => x.statusCode === 409)!.json().detail).toBe('application_link_used');
    const [p, ...more] = await companies(email);
    expect(more).toEqual([]);
    expect(p).toMatchObject({ partnerType: 'referral', status: 'inactive', source: 'application', companyName: 'Hotel Castello', applicationMessage: 'Abbiamo 40 camere' });
    expect(await users(email)).toEqual([expect.objectContaining({ partnerId: p!.id, role: 'owner', status: 'active', locale: 'en' })]);
    // The same e-mails as an application always sent, to the applicant and to the staff.
    const sent = await db().select().from(notifications).where(eq(notifications.recipient, email)).orderBy(notifications.id);
    expect(sent.map((m) => m.kind)).toEqual(['partner_application_confirm', 'partner_application_received']);
    const staff = await db().select().from(notifications).where(eq(notifications.kind, 'staff_partner_application'));
    expect(staff.filter((m) => (m.payload as { partner_id?: number }).partner_id === p!.id)).toHaveLength(1);
    // The password chosen on the form signs in (the waiting page); the stored hash is gone from the spent link.
    const signedIn = await login(email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().partner.status).toBe('inactive');
    const [spent] = await db().select().from(partnerApplications).where(eq(partnerApplications.email, email));
    expect(spent).toMatchObject({ partnerId: p!.id, passwordHash: null });
    // Used once: a third use is refused too.
    expect((await confirm(token)).json().detail).toBe('application_link_used');
  });

  it('an address squatted by someone else: never confirmed, no login; staff then invite it and the real owner registers', async () => {
    const email = `reception${++seq}@belvedere.test`;
    expect((await apply(email, { password: SQUATTER_PASSWORD, company: 'Not the Belvedere' })).statusCode).toBe(200);
    expect((await login(email, SQUATTER_PASSWORD)).statusCode).toBe(401);

    const manager = await staffSession(db(), 'manager');
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/staff/partners/invites',
      headers: manager.headers,
      payload: { email, company_name: 'Hotel Belvedere', partner_type: 'referral', locale: 'it' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [invite] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'partner_invite'), eq(notifications.recipient, email)));
    const p = invite!.payload as { url?: string; link?: string };
    const inviteToken = new URL(String(p.url ?? p.link)).searchParams.get('token');
    const registered = await post('/register', { invite_token: inviteToken, email, name: 'Marta Rinaldi', password: PASSWORD, confirm_password: PASSWORD, privacy_accepted: true });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().partner).toMatchObject({ company_name: 'Hotel Belvedere', status: 'active', partner_type: 'referral' });
    expect((await login(email, SQUATTER_PASSWORD)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(200);
    // The squatter's link, if ever followed now, creates nothing: the address has its account.
    const late = await confirm(await confirmToken(email), SQUATTER_PASSWORD);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('email_taken');
    expect(await companies(email)).toHaveLength(1);
  });

  it('a new application replaces the earlier link; an expired link is refused with its own code; the clean-up deletes expired ones', async () => {
    const email = `desk${++seq}@langhe.test`;
    await apply(email, { company: 'Prima' });
    const first = await confirmToken(email);
    await apply(email, { company: 'Seconda' });
    const second = await confirmToken(email);
    expect(second).not.toBe(first);
    expect(await db().select().from(partnerApplications).where(eq(partnerApplications.email, email))).toHaveLength(1);
    const old = await confirm(first);
    expect(old.statusCode).toBe(404);
    expect(old.json().detail).toBe('application_link_invalid');
    expect((await confirm('x'.repeat(43))).json().detail).toBe('application_link_invalid');

    nowMs += 24 * 3_600_000 + 1000;
    try {
      const expired = await confirm(second);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().detail).toBe('application_link_expired');
      expect(await companies(email)).toEqual([]);
      expect(await purgeExpiredPartnerApplications({ db: db(), clock })).toBeGreaterThanOrEqual(1);
      expect(await db().select().from(partnerApplications).where(eq(partnerApplications.email, email))).toEqual([]);
    } finally {
      nowMs -= 24 * 3_600_000 + 1000;
    }
  });

  it('an address that already has an account: the same answer, nothing stored or sent', async () => {
    const email = `owner${++seq}@collina.test`;
    await apply(email);
    expect((await confirm(await confirmToken(email))).statusCode).toBe(200);
    const before = await db().select().from(notifications).where(eq(notifications.recipient, email));
    const again = await apply(email, { company: 'Copycat' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, confirmation_sent: true });
    expect(await db().select().from(notifications).where(eq(notifications.recipient, email))).toHaveLength(before.length);
    expect(await companies(email)).toHaveLength(1);
  });
});

describe('the confirmation proves the confirmer is the applicant', () => {
  const waitingRow = async (email: string) => (await db().select().from(partnerApplications).where(eq(partnerApplications.email, email)))[0];

  it("a squatter's link followed by the real hotel: without the squatter's password nothing is created and the link stays; the right password creates it", async () => {
    const email = `front${++seq}@palazzo.test`;
    expect((await apply(email, { password: SQUATTER_PASSWORD, company: 'Not the Palazzo' })).statusCode).toBe(200);
    const token = await confirmToken(email);

    // The hotel clicks the link: the page asks for a password it never chose.
    const bare = await post('/register/confirm', { token });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('validation_error');
    const guess = await confirm(token, PASSWORD);
    expect(guess.statusCode, guess.body).toBe(400);
    expect(guess.json()).toMatchObject({ code: 'validation_error', detail: 'application_password_wrong', tries_left: 4 });
    expect(await companies(email)).toEqual([]);
    expect(await users(email)).toEqual([]);
    expect((await login(email, SQUATTER_PASSWORD)).statusCode).toBe(401);
    // A wrong password does not spend the link: still waiting, hash kept.
    expect(await waitingRow(email)).toMatchObject({ confirmedAt: null, partnerId: null, passwordHash: expect.any(String) });

    // Whoever typed the form (here the squatter's password) does confirm it: the rule is who filled the form.
    const right = await confirm(token, SQUATTER_PASSWORD);
    expect(right.statusCode, right.body).toBe(200);
    expect(await companies(email)).toHaveLength(1);
    expect((await login(email, SQUATTER_PASSWORD)).statusCode).toBe(200);
  });

  it('five wrong passwords spend the link: the sixth try, even with the right password, creates nothing', async () => {
    const email = `guess${++seq}@cascina.test`;
    await apply(email);
    const token = await confirmToken(email);
    const left: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await confirm(token, `not the password ${i}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().detail).toBe('application_password_wrong');
      left.push(r.json().tries_left);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    const fifth = await confirm(token, 'not the password 4');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().detail).toBe('application_password_locked');
    // The application is gone with its password hash.
    expect(await waitingRow(email)).toBeUndefined();

    const sixth = await confirm(token, PASSWORD);
    expect(sixth.statusCode).toBe(404);
    expect(sixth.json().detail).toBe('application_link_invalid');
    expect(await companies(email)).toEqual([]);
    expect(await users(email)).toEqual([]);
    // A new application sends a new link, with its own tries.
    await apply(email);
    expect((await confirm(await confirmToken(email))).statusCode).toBe(200);
    expect(await companies(email)).toHaveLength(1);
  });

  it('concurrent wrong passwords: no more than the limit are checked, and the link is spent', async () => {
    const email = `burst${++seq}@vigna.test`;
    await apply(email);
    const token = await confirmToken(email);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => confirm(token, `a burst of guesses ${i}`)));
    const details = answers.map((r) => r.json().detail as string);
    // Tries 1-4 are checked and answered wrong; the 5th is checked and spends the link; the rest are refused unchecked.
    expect(details.filter((d) => d === 'application_password_wrong')).toHaveLength(4);
    expect(details.filter((d) => d === 'application_password_locked').length).toBeGreaterThanOrEqual(1);
    expect(details.every((d) => ['application_password_wrong', 'application_password_locked', 'application_link_invalid'].includes(d))).toBe(true);
    expect(await waitingRow(email)).toBeUndefined();
    const after = await confirm(token);
    expect(after.statusCode).toBe(404);
    expect(await companies(email)).toEqual([]);
  });

  it('a wrong password leaves the link usable: the right one then creates the application', async () => {
    const email = `typo${++seq}@roero.test`;
    await apply(email);
    const token = await confirmToken(email);
    expect((await confirm(token, `${PASSWORD}!`)).json().detail).toBe('application_password_wrong');
    const ok = await confirm(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await companies(email)).toHaveLength(1);
    // Once used, the link answers "used" whatever the password: nothing left to guess.
    expect((await confirm(token, 'anything at all here')).json().detail).toBe('application_link_used');
  });
});
