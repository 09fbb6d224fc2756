import type { NotificationKind } from '@tenuta/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeller } from '@tenuta/billing';
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

    // Whoever gathered it does not approve it: a second person does.
    expect((await inject('POST', `/api/staff/payouts/${ofA.payout_id}/approve`, accountant)).json().detail).toBe('payout_needs_second_person');
    const approver = await staff();
    expect((await inject('POST', `/api/staff/payouts/${ofA.payout_id}/approve`, approver)).statusCode).toBe(200);
    expect((await inject('POST', `/api/staff/payouts/${ofA.payout_id}/paid`, approver)).statusCode).toBe(200);
    const pdf = await inject('GET', `/api/partners/payouts/${ofA.payout_id}/remittance.pdf`, a.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    for (const s of ['Avviso di pagamento provvigioni', '2026-03', '70,00', '8,05', '61,95', '11,5 %', bookingNumbers[0]!, bookingNumbers[1]!]) expect(text).toContain(s);
    // Who withheld the 8,05 (the estate as sostituto d'imposta): its legal name and VAT number.
    for (const s of [demoSeller.name, `IT${demoSeller.vatNumber}`]) expect(text).toContain(s);
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
    // Never confirmed by the estate: a private person (withheld) until staff say otherwise.
    expect(before.json().data.profile).toMatchObject({
      person_type: 'private',
      withholding_bps: 1150,
      tax_confirmed: false,
      tax_request: null,
      iban_masked: null,
      hold_until: null,
    });
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
    const mails = await rows<{ id: number; kind: NotificationKind; recipient: string; locale: string; payload: Record<string, unknown> }>(
      sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE kind = 'partner_iban_changed' AND payload->>'company_name' = (SELECT company_name FROM partners WHERE id = ${owner.partnerId}) ORDER BY id`,
    );
    expect(mails.map((m) => m.recipient).sort()).toEqual([owner.email, second.email].sort());
    const mail = await renderNotification(db(), mails[0]!, { publicUrl: 'http://localhost:3000' });
    for (const s of ['IT60 •••• 3456', 'Hotel Belvedere S.r.l.', '/partner/referrals/payouts', 'sospesi']) expect(mail.text).toContain(s);

    // The balance waits: the tax status is not confirmed yet, then the new IBAN holds it; the partner and staff see why.
    await approvedRows(db(), owner.partnerId, [6_000]);
    expect((await inject('GET', '/api/partners/payouts', owner.headers)).json().data).toMatchObject({ payable_cents: 6_000, hold: { reason: 'tax_unconfirmed', until: null } });
    const unconfirmed = (await inject('GET', '/api/staff/payouts', await staff())).json().data;
    expect(unconfirmed.waiting.find((w: { partner_id: number }) => w.partner_id === owner.partnerId)).toMatchObject({ hold: { reason: 'tax_unconfirmed' } });
    const confirm = await inject('PUT', `/api/staff/payouts/profiles/${owner.partnerId}`, await staff(), { person_type: 'private', withholding_bps: 1150 });
    expect(confirm.statusCode, confirm.body).toBe(200);
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

describe("a referrer's tax status changes its withholding only once staff confirm it", () => {
  const mailsOf = (partnerId: number) =>
    rows<{ id: number; kind: NotificationKind; recipient: string; locale: 'it' | 'en'; payload: Record<string, unknown> }>(
      sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE kind = 'partner_tax_status_decided' AND payload->>'company_name' = (SELECT company_name FROM partners WHERE id = ${partnerId}) ORDER BY id`,
    );
  const profileOf = async (headers: Record<string, string>) => (await inject('GET', '/api/partners/payout-profile', headers)).json().data.profile;

  it('a VAT number typed in the settings is only a request: the withholding stays until staff confirm it, then follows it', async () => {
    // A private person (11.5 % withheld), as the estate confirmed it.
    const referrer = await partnerSession(db(), { type: 'referral' });
    await db().execute(sql`UPDATE partners SET vat_number = NULL WHERE id = ${referrer.partnerId}`);
    await payoutDetails(db(), referrer.partnerId, { personType: 'private' });

    // The partner types a VAT number in its settings.
    const typed = await inject('PUT', '/api/partners/auth/me', referrer.headers, { vat_number: '12345678903' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data.partner.vat_number).toBe('12345678903');
    expect(await profileOf(referrer.headers)).toMatchObject({
      person_type: 'private',
      vat_number: null,
      withholding_applies: true,
      tax_confirmed: true,
      tax_request: { status: 'pending', person_type: 'company', vat_number: '12345678903', decided_at: null, reason: null },
    });
    // Saving the company data again with the same number asks nothing more.
    await inject('PUT', '/api/partners/auth/me', referrer.headers, { vat_number: '12345678903', phone: '+39 0173 1' });
    expect(await rows(sql`SELECT id FROM partner_tax_requests WHERE partner_id = ${referrer.partnerId}`)).toHaveLength(1);

    // The monthly run still withholds 11.5 %.
    await approvedRows(db(), referrer.partnerId, [10_000]);
    const preparer = await staff();
    const run = (await inject('POST', '/api/staff/payouts/run', preparer, { period: '2025-09' })).json().data;
    const payoutId = run.outcomes.find((o: { partner_id: number }) => o.partner_id === referrer.partnerId).payout_id as number;
    expect((await inject('GET', '/api/partners/payouts', referrer.headers)).json().data.payouts[0]).toMatchObject({ id: payoutId, withholding_cents: 1_150, net_cents: 8_850 });

    // Staff see the request on the payouts page and on the partner's tax status, and confirm it.
    const accountant = await staff();
    const list = (await inject('GET', '/api/staff/payouts', accountant)).json().data;
    const request = list.tax_requests.find((r: { partner_id: number }) => r.partner_id === referrer.partnerId);
    expect(request).toMatchObject({ status: 'pending', vat_number: '12345678903', requested_by: expect.stringContaining(referrer.email) });
    expect((await inject('GET', `/api/staff/payouts/profiles/${referrer.partnerId}`, accountant)).json().data).toMatchObject({
      profile: { vat_number: null, company_vat_number: '12345678903', tax_confirmed: true },
      tax_requests: [{ id: request.id, status: 'pending' }],
    });
    const confirmed = await inject('POST', `/api/staff/payouts/tax-requests/${request.id}/decide`, accountant, { decision: 'confirm' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.request).toMatchObject({ status: 'confirmed', decided_by: expect.stringContaining('accountant') });
    expect(await profileOf(referrer.headers)).toMatchObject({
      person_type: 'company',
      vat_number: '12345678903',
      withholding_applies: false,
      tax_request: { status: 'confirmed' },
    });
    // The open payout follows: no withholding; whoever confirmed it cannot approve it.
    expect((await inject('GET', '/api/partners/payouts', referrer.headers)).json().data.payouts[0]).toMatchObject({ status: 'draft', withholding_cents: 0, net_cents: 10_000 });
    expect((await inject('POST', `/api/staff/payouts/${payoutId}/approve`, accountant)).json().detail).toBe('payout_needs_second_person');
    expect((await inject('POST', `/api/staff/payouts/${payoutId}/approve`, await staff())).statusCode).toBe(200);
    const audit = await rows<{ action: string }>(sql`SELECT action FROM staff_audit_log WHERE target_type = 'partner' AND target_id = ${String(referrer.partnerId)} ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(['payout_profile.confirm_request']);

    // The company and its owner are told, in their language.
    const mails = await mailsOf(referrer.partnerId);
    expect(mails.map((m) => [m.recipient, m.payload.decision])).toEqual([[referrer.email, 'confirmed']]);
    const mail = await renderNotification(db(), mails[0]!, { publicUrl: 'http://localhost:3000' });
    expect(mail.subject).toBe('Profilo fiscale confermato');
    expect(mail.text).toContain('Partita IVA: 12345678903');
  });

  it('a refused request changes nothing; the partner is told why, in English when that is its language', async () => {
    const referrer = await partnerSession(db(), { type: 'referral' });
    await db().execute(sql`UPDATE partners SET vat_number = NULL, locale = 'en' WHERE id = ${referrer.partnerId}`);
    await db().execute(sql`UPDATE partner_users SET locale = 'en' WHERE partner_id = ${referrer.partnerId}`);
    await payoutDetails(db(), referrer.partnerId, { personType: 'private' });
    await inject('PUT', '/api/partners/auth/me', referrer.headers, { vat_number: '00743110157' });
    const [request] = await rows<{ id: number }>(sql`SELECT id FROM partner_tax_requests WHERE partner_id = ${referrer.partnerId} AND status = 'pending'`);
    const owner = await staff('owner');
    const noReason = await inject('POST', `/api/staff/payouts/tax-requests/${request!.id}/decide`, owner, { decision: 'refuse' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().detail).toBe('reason_required');
    const refused = await inject('POST', `/api/staff/payouts/tax-requests/${request!.id}/decide`, owner, { decision: 'refuse', reason: 'The VAT number has ceased' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await profileOf(referrer.headers)).toMatchObject({
      person_type: 'private',
      vat_number: null,
      withholding_applies: true,
      tax_request: { status: 'refused', reason: 'The VAT number has ceased' },
    });
    const mails = await mailsOf(referrer.partnerId);
    expect(mails.map((m) => [m.recipient, m.locale, m.payload.decision])).toEqual([[referrer.email, 'en', 'refused']]);
    const mail = await renderNotification(db(), mails[0]!, { publicUrl: 'http://localhost:3000' });
    expect(mail.subject).toBe('Your tax status change was not accepted');
    expect(mail.text).toContain('Reason: The VAT number has ceased');
    const audit = await rows<{ action: string }>(sql`SELECT action FROM staff_audit_log WHERE target_type = 'partner' AND target_id = ${String(referrer.partnerId)} ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(['payout_profile.refuse_request']);
  });

  it('two staff deciding one request at once: one decision, the other 409; a newer request supersedes a pending one', async () => {
    const referrer = await partnerSession(db(), { type: 'referral' });
    await db().execute(sql`UPDATE partners SET vat_number = NULL WHERE id = ${referrer.partnerId}`);
    await inject('PUT', '/api/partners/auth/me', referrer.headers, { vat_number: '12345678903' });
    await inject('PUT', '/api/partners/auth/me', referrer.headers, { vat_number: '00743110157' });
    const requests = await rows<{ id: number; status: string; vat_number: string }>(
      sql`SELECT id, status, vat_number FROM partner_tax_requests WHERE partner_id = ${referrer.partnerId} ORDER BY id`,
    );
    expect(requests.map((r) => [r.status, r.vat_number])).toEqual([
      ['superseded', '12345678903'],
      ['pending', '00743110157'],
    ]);
    // The superseded one cannot be decided any more.
    expect((await inject('POST', `/api/staff/payouts/tax-requests/${requests[0]!.id}/decide`, await staff(), { decision: 'confirm' })).json().detail).toBe(
      'tax_request_not_pending',
    );
    const [x, y] = await Promise.all([
      inject('POST', `/api/staff/payouts/tax-requests/${requests[1]!.id}/decide`, await staff(), { decision: 'confirm' }),
      inject('POST', `/api/staff/payouts/tax-requests/${requests[1]!.id}/decide`, await staff('owner'), { decision: 'refuse', reason: 'Not a business' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect([x, y].find((r) => r.statusCode === 409)!.json().detail).toBe('tax_request_not_pending');
    expect(await mailsOf(referrer.partnerId)).toHaveLength(1);
    // A reseller's VAT number is company data only: no request.
    const reseller = await partnerSession(db(), { type: 'reseller' });
    expect((await inject('PUT', '/api/partners/auth/me', reseller.headers, { vat_number: '12345678903' })).statusCode).toBe(200);
    expect(await rows(sql`SELECT id FROM partner_tax_requests WHERE partner_id = ${reseller.partnerId}`)).toEqual([]);
  });
});
