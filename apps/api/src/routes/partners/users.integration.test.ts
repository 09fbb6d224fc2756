import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, partnerTokens, partnerUsers } from '@tenuta/db';
import { renderNotification } from '@tenuta/mail';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { partnerSession, partnerUserSession } from '../../partner-test-fixtures.ts';

let t: TestApp;
const PASSWORD = 'vendemmia nelle langhe 1963';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
let seq = 0;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/partners/users', headers });
const invite = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/partners/users/invite', headers, payload });
const deactivate = (headers: Record<string, string>, id: number) => t.app.inject({ method: 'POST', url: `/api/partners/users/${id}/deactivate`, headers });
const validate = (token: string) => t.app.inject({ method: 'GET', url: '/api/partners/auth/validate', headers: bearer(token) });

async function inviteLink(email: string): Promise<string> {
  const [m] = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipient, email), eq(notifications.kind, 'partner_user_invite')));
  return (m!.payload as { url: string }).url;
}

describe('users of a partner account', () => {
  it('the owner invites a booker, who registers with the link, signs in and sees no money', async () => {
    const owner = await partnerSession(db(), { type: 'reseller' });
    const email = `booker${++seq}@agency.test`;
    const r = await invite(owner.headers, { email: email.toUpperCase(), name: 'Anna Rossi', role: 'booker', locale: 'en' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data.user).toMatchObject({ email, role: 'booker', status: 'invited' });
    const url = await inviteLink(email);
    expect(url).toMatch(/^http:\/\/localhost:3000\/partner\/register\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(url).searchParams.get('token')!;
    const info = await t.app.inject({ method: 'POST', url: `/api/partners/auth/validate-invite?token=${token}` });
    expect(info.json().data).toMatchObject({ kind: 'user_invite', email, partner_type: 'reseller' });
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/partners/auth/register',
      payload: { invite_token: token, email, name: 'Anna', password: PASSWORD, confirm_password: PASSWORD, privacy_accepted: true, locale: 'en' },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json().partner).toMatchObject({ id: owner.partnerId, can_see_money: false, contract: null, user: { email, role: 'booker', status: 'active', name: 'Anna' } });
    const users = await list(owner.headers);
    expect(users.statusCode).toBe(200);
    expect(users.json().data.users.map((u: { email: string; status: string }) => [u.email, u.status])).toEqual(
      expect.arrayContaining([
        [owner.email, 'active'],
        [email, 'active'],
      ]),
    );
    // The booker may not manage users.
    const refused = await list(bearer(reg.json().access_token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('partner_role_forbidden');
  });

  it('an address used by any partner user answers 409; inviting an invited colleague again sends a new link and revokes the old', async () => {
    const a = await partnerSession(db());
    const b = await partnerSession(db(), { type: 'referral' });
    const taken = await invite(a.headers, { email: b.email, name: 'Someone', role: 'booker' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('email_taken');
    const email = `colleague${++seq}@agency.test`;
    expect((await invite(a.headers, { email, name: 'Luca', role: 'booker' })).statusCode).toBe(201);
    expect((await invite(a.headers, { email, name: 'Luca B.', role: 'owner' })).statusCode).toBe(201);
    const tokens = await db().select().from(partnerTokens).where(eq(partnerTokens.email, email)).orderBy(partnerTokens.id);
    expect(tokens.map((x) => [x.role, x.revokedAt === null])).toEqual([
      ['booker', false],
      ['owner', true],
    ]);
    // Another partner cannot take over an invited colleague.
    expect((await invite(b.headers, { email, name: 'Luca', role: 'booker' })).statusCode).toBe(409);
  });

  it('deactivates a booker of its own partner (sessions end at once); another partner’s user is a 404; never oneself', async () => {
    const a = await partnerSession(db());
    const b = await partnerSession(db());
    const booker = await partnerUserSession(db(), a.partnerId, 'booker');
    const otherBooker = await partnerUserSession(db(), b.partnerId, 'booker');
    const foreign = await deactivate(a.headers, otherBooker.userId);
    expect(foreign.statusCode).toBe(404);
    expect((await validate(otherBooker.token)).statusCode).toBe(200);
    expect((await deactivate(a.headers, 999_999)).statusCode).toBe(404);
    const self = await deactivate(a.headers, a.userId);
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe('self_deactivation');
    expect((await validate(booker.token)).statusCode).toBe(200);
    const r = await deactivate(a.headers, booker.userId);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.user.status).toBe('deactivated');
    expect((await validate(booker.token)).statusCode).toBe(401);
    const [row] = await db().select().from(partnerUsers).where(eq(partnerUsers.id, booker.userId));
    expect(row!.status).toBe('deactivated');
    // A booker cannot deactivate anyone.
    const b2 = await partnerUserSession(db(), a.partnerId, 'booker');
    expect((await deactivate(b2.headers, a.userId)).statusCode).toBe(403);
  });

  it('a second owner can be deactivated; the one left cannot be by anyone else', async () => {
    const a = await partnerSession(db());
    const second = await partnerUserSession(db(), a.partnerId, 'owner');
    expect((await deactivate(second.headers, a.userId)).statusCode).toBe(200);
    expect((await validate(a.token)).statusCode).toBe(401);
    expect((await deactivate(second.headers, second.userId)).json().detail).toBe('self_deactivation');
  });
});

describe('the invitation e-mail', () => {
  it('renders with the registration link', async () => {
    const [row] = await db().select().from(notifications).where(eq(notifications.kind, 'partner_user_invite'));
    const mail = await renderNotification(db(), row!, { publicUrl: 'http://localhost:3000' });
    expect(mail.text).toContain((row!.payload as { url: string }).url);
  });
});
