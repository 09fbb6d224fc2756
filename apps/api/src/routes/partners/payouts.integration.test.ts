import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNotification } from '@tenuta/mail';
import { hashPassword } from '@tenuta/identity';
import { partnerSession, partnerUserSession, type TestPartnerUser } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { pdfText } from './order-fixtures.ts';
import { approvedRows, payoutDetails } from './payout-fixtures.ts';

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const rows = async <T>(q: ReturnType<typeof sql>) => (await db().execute(q)).rows as T[];

async function staff(role: 'accountant' | 'owner' = 'accountant') {
  return (await staffSession(db(), role)).headers;
}

describe("a referrer's payouts (GET /api/partners/payouts, the remittance PDF)", () => {
  it("lists only its own payouts; another partner's remittance is 404; one not yet paid is 409", async () => {
    const a = await partnerSession(db(), { type: 'referral' });
    const b = await partnerSession(db(), { type: 'referral' });
    await db().execute(sql`UPDATE partners SET vat_number = NULL WHERE id = ${a.partnerId}`);
    await payoutDetails(db(), a.partnerId, { personType: 'private' });
    await payoutDetails(db(), b.partnerId);
    const { bookingNumbers } = await approvedRows(db(), a.partnerId, [4_000, 3_000]);
    await approvedRows(db(), b.partnerId, [9_000]);
    const accountant = await staff();
    const run = await inject('POST', '/api/staff/payouts/run', accountant, { period: '2026-03' });
    expect(run.statusCode, run.body).toBe(200);
    const ofA = run.json().data.outcomes.find((o: { partner_id: number }) => o.partner_id === a.partnerId);
    const ofB = run.json().data.outcomes.find((o: { partner_id: number }) => o.partner_id === b.partnerId);
    expect(ofA).toMatchObject({ outcome: 'created' });

    const list = await inject('GET', '/api/partners/payouts', a.headers);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({
      payouts: [
        {
          id: ofA.payout_id,
          period: '2026-03',
          status: 'draft',
          gross_cents: 7_000,
          withholding_cents: 805,
          net_cents: 6_195,
          entries: 2,
          remittance_url: null,
          iban_masked: 'DE89 •••• 3000',
        },
      ],
      payable_cents: 0,
      threshold_cents: 5_000,
      hold: null,
    });
    // B sees its own only, and A's payout does not exist for it.
    expect((await inject('GET', '/api/partners/payouts', b.headers)).json().data.payouts.map((p: { id: number }) => p.id)).toEqual([ofB.payout_id]);
    expect((await inject('GET', `/api/partners/payouts/${ofA.payout_id}/remittance.pdf`, b.headers)).statusCode).toBe(404);
    const early = await inject('GET', `/api/partners/payouts/${ofA.payout_id}/remittance.pdf`, a.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('payout_not_paid');

    expect((await inject('POST', `/api/staff/payouts/${ofA.payout_id}/approve`, accountant)).statusCode).toBe(200);
    expect((await inject('POST', `/api/staff/payouts/${ofA.payout_id}/paid`, accountant)).statusCode).toBe(200);
    const pdf = await inject('GET', `/api/partners/payouts/${ofA.payout_id}/remittance.pdf`, a.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    for (const s of ['Avviso di pagamento provvigioni', '2026-03', '70,00', '8,05', '61,95', '11,5 %', bookingNumbers[0]!, bookingNumbers[1]!]) expect(text).toContain(s);
    expect(pdfText((await inject('GET', `/api/partners/payouts/${ofA.payout_id}/remittance.pdf?lang=en`, a.headers)).rawPayload)).toContain('Commission remittance advice');
    expect((await inject('GET', '/api/partners/payouts', a.headers)).json().data.payouts[0]).toMatchObject({
      status: 'paid',
      remittance_url: `/api/partners/payouts/${ofA.payout_id}/remittance.pdf`,
    });
  });

  it("is for the referrer's owner only", async () => {
    const referrer = await partnerSession(db(), { type: 'referral' });
    const booker = await partnerUserSession(db(), referrer.partnerId, 'booker');
    const reseller = await partnerSession(db(), { type: 'reseller' });
    for (const url of ['/api/partners/payouts', '/api/partners/payout-profile', '/api/partners/payouts/1/remittance.pdf']) {
      const asBooker = await inject('GET', url, booker.headers);
      expect(asBooker.statusCode).toBe(403);
      expect(asBooker.json().detail).toBe('partner_role_forbidden');
      expect((await inject('GET', url, reseller.headers)).json().detail).toBe('partner_type_forbidden');
      expect((await inject('GET', url, {})).statusCode).toBe(401);
    }
  });
});

describe('the payout details (GET/PUT /api/partners/payout-profile)', () => {
  const PASSWORD = 'a-long-partner-password-2026';
  let owner: TestPartnerUser;
  beforeAll(async () => {
    owner = await partnerSession(db(), { type: 'referral' });
    await db().execute(sql`UPDATE partner_users SET password_hash = ${await hashPassword(PASSWORD)} WHERE id = ${owner.userId}`);
  });

  it('changing the IBAN needs the current password, checks the IBAN, holds payouts 48 hours and e-mails the company and its owners', async () => {
    const second = await partnerUserSession(db(), owner.partnerId, 'owner');
    const before = await inject('GET', '/api/partners/payout-profile', owner.headers);
    expect(before.json().data.profile).toMatchObject({ person_type: 'company', withholding_bps: 1150, iban_masked: null, hold_until: null });
    const body = { account_holder: 'Hotel Belvedere S.r.l.', iban: 'IT60 X054 2811 1010 0000 0123 456', bic: 'BPMOIT22XXX' };

    const noPassword = await inject('PUT', '/api/partners/payout-profile', owner.headers, body);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().detail).toBe('current_password_required');
    const wrong = await inject('PUT', '/api/partners/payout-profile', owner.headers, { ...body, current_password: 'not-the-password-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('current_password_wrong');
    const badIban = await inject('PUT', '/api/partners/payout-profile', owner.headers, { ...body, iban: 'IT60X0542811101000000123457', current_password: PASSWORD });
    expect(badIban.json().detail).toBe('iban_invalid');
    expect(await rows(sql`SELECT 1 FROM partner_payout_profiles WHERE partner_id = ${owner.partnerId}`)).toEqual([]);

    const started = Date.now();
    const ok = await inject('PUT', '/api/partners/payout-profile', owner.headers, { ...body, current_password: PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    const profile = ok.json().data.profile;
    expect(profile).toMatchObject({ account_holder: 'Hotel Belvedere S.r.l.', iban_masked: 'IT60 •••• 3456', bic: 'BPMOIT22XXX' });
    const holdMs = new Date(profile.hold_until).getTime() - new Date(profile.iban_changed_at).getTime();
    expect(holdMs).toBe(48 * 3_600_000);
    expect(new Date(profile.iban_changed_at).getTime()).toBeGreaterThanOrEqual(started - 1000);
    const stored = await rows<{ iban: string }>(sql`SELECT iban FROM partner_payout_profiles WHERE partner_id = ${owner.partnerId}`);
    expect(stored).toEqual([{ iban: 'IT60X0542811101000000123456' }]);

    // One e-mail per address: the company's (also the first owner's) and the second owner's.
    const mails = await rows<{ id: number; kind: string; recipient: string; locale: string; payload: Record<string, unknown> }>(
      sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE kind = 'partner_iban_changed' AND payload->>'company_name' = (SELECT company_name FROM partners WHERE id = ${owner.partnerId}) ORDER BY id`,
    );
    expect(mails.map((m) => m.recipient).sort()).toEqual([owner.email, second.email].sort());
    const mail = await renderNotification(db(), mails[0]!, { publicUrl: 'http://localhost:3000' });
    for (const s of ['IT60 •••• 3456', 'Hotel Belvedere S.r.l.', '/partner/referrals/payouts', 'sospesi']) expect(mail.text).toContain(s);

    // The balance waits: the next run holds it, and says why.
    await approvedRows(db(), owner.partnerId, [6_000]);
    const waiting = (await inject('GET', '/api/partners/payouts', owner.headers)).json().data;
    expect(waiting).toMatchObject({ payable_cents: 6_000, hold: { reason: 'iban_recent', until: profile.hold_until } });
    const run = (await inject('POST', '/api/staff/payouts/run', await staff(), { period: '2026-02' })).json().data;
    expect(run.outcomes.find((o: { partner_id: number }) => o.partner_id === owner.partnerId)).toMatchObject({ outcome: 'held', reason: 'iban_recent' });
    const staffView = (await inject('GET', '/api/staff/payouts', await staff())).json().data;
    expect(staffView.waiting.find((w: { partner_id: number }) => w.partner_id === owner.partnerId)).toMatchObject({ balance_cents: 6_000, hold: { reason: 'iban_recent' } });

    // Saving the same details again changes nothing and sends nothing.
    const same = await inject('PUT', '/api/partners/payout-profile', owner.headers, body);
    expect(same.statusCode).toBe(200);
    expect(await rows(sql`SELECT id FROM notifications WHERE kind = 'partner_iban_changed' AND recipient = ${second.email}`)).toHaveLength(1);
  });
});
