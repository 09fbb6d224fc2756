import type { NotificationKind } from '@tenuta/db';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoSeller } from '@tenuta/billing';
import { renderNotification } from '@tenuta/mail';
import { partnerSession } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { pdfText } from '../partners/order-fixtures.ts';
import { approvedRows, payoutDetails } from '../partners/payout-fixtures.ts';

let t: TestApp;
const db = () => t.database.db;
/** The app's clock: the real time unless a test stops it at an instant. */
let frozenAt: Date | null = null;
let accountant: Record<string, string>;
/** Another accountant: gathers the payouts the first one approves (two people for money leaving). */
let preparer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => frozenAt ?? new Date() } });
  accountant = (await staffSession(db(), 'accountant')).headers;
  preparer = (await staffSession(db(), 'accountant')).headers;
});
afterAll(async () => {
  await t.close();
});

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
type Outcome = { partner_id: number; outcome: string; payout_id: number | null };

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';
const parse = (xml: string) =>
  new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');

/** A referrer with details (its tax status confirmed) and approved rows, gathered into a draft payout of `period` (by `by`, the preparer unless told). */
async function draftPayout(amounts: number[], period: string, o: { private?: boolean; iban?: string; by?: Record<string, string>; confirmedBy?: number } = {}) {
  const partner = await partnerSession(db(), { type: 'referral' });
  // A private person has no VAT number; a company has one (and no withholding).
  await db().execute(sql`UPDATE partners SET vat_number = ${o.private ? null : 'IT01234567890'} WHERE id = ${partner.partnerId}`);
  await payoutDetails(db(), partner.partnerId, {
    personType: o.private ? 'private' : 'company',
    ...(o.iban ? { iban: o.iban } : {}),
    ...(o.confirmedBy ? { confirmedBy: o.confirmedBy } : {}),
  });
  await approvedRows(db(), partner.partnerId, amounts);
  const run = await inject('POST', '/api/staff/payouts/run', o.by ?? preparer, { period });
  const outcome = run.json().data.outcomes.find((x: Outcome) => x.partner_id === partner.partnerId) as Outcome;
  expect(outcome.outcome).toBe('created');
  return { partner, payoutId: outcome.payout_id! };
}

describe('staff payouts', () => {
  it('approve, export as a SEPA file (the right amounts and IBANs, well-formed), mark paid: the partner gets the remittance PDF', async () => {
    const one = await draftPayout([6_000, 1_500, -500], '2025-10', { private: true, iban: 'IT60X0542811101000000123456' });
    const two = await draftPayout([8_000], '2025-10');
    const list = await inject('GET', '/api/staff/payouts?period=2025-10&status=draft', accountant);
    expect(list.statusCode, list.body).toBe(200);
    const rowsOf = list.json().data.payouts.filter((p: { partner_id: number }) => [one.partner.partnerId, two.partner.partnerId].includes(p.partner_id));
    // 7 000 gross, 11.5 % = 805 withheld for the private person; none for the company.
    expect(rowsOf.map((p: Record<string, unknown>) => [p.id, p.gross_cents, p.withholding_cents, p.net_cents, p.entries])).toEqual([
      [two.payoutId, 8_000, 0, 8_000, 1],
      [one.payoutId, 7_000, 805, 6_195, 3],
    ]);
    const detail = (await inject('GET', `/api/staff/payouts/${one.payoutId}`, accountant)).json().data;
    expect(detail.rows.map((r: { amount_cents: number }) => r.amount_cents).sort()).toEqual([-500, 1_500, 6_000].sort());

    // Only approved payouts go to the bank.
    expect((await inject('POST', '/api/staff/payouts/sepa', accountant, {})).json().detail).toBe('nothing_to_export');
    for (const p of [one, two]) expect((await inject('POST', `/api/staff/payouts/${p.payoutId}/approve`, accountant)).statusCode).toBe(200);
    expect((await inject('POST', `/api/staff/payouts/${one.payoutId}/approve`, accountant)).json().detail).toBe('payout_not_draft');

    // Two exports racing: one file, each payout in it once.
    const [x, y] = await Promise.all([inject('POST', '/api/staff/payouts/sepa', accountant, {}), inject('POST', '/api/staff/payouts/sepa', accountant, {})]);
    const file = [x, y].find((r) => r.statusCode === 200)!;
    expect([x, y].map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    const messageId = String(file.headers['x-sepa-message-id']);
    const doc = parse(file.body);
    const texts = (tag: string) => Array.from(doc.getElementsByTagNameNS(NS, tag)).map((e) => e.textContent);
    expect(texts('MsgId')).toEqual([messageId]);
    expect(texts('InstdAmt')).toEqual(['61.95', '80.00']);
    expect(texts('CtrlSum')).toEqual(['141.95', '141.95']);
    // The estate's demo account (loopback install), then the partners'.
    expect(texts('IBAN')).toEqual(['IT60X0542811101000000123456', 'IT60X0542811101000000123456', 'DE89370400440532013000']);
    expect(texts('EndToEndId')).toEqual([`TENUTA-PAYOUT-${one.payoutId}`, `TENUTA-PAYOUT-${two.payoutId}`]);
    if (existsSync('/usr/bin/xmllint')) expect(execFileSync('/usr/bin/xmllint', ['--noout', '-'], { input: file.body, encoding: 'utf8' })).toBe('');
    const exported = (await inject('GET', `/api/staff/payouts/${one.payoutId}`, accountant)).json().data.payout;
    expect(exported).toMatchObject({ status: 'exported', sepa_message_id: messageId });
    expect(exported.exported_at).not.toBeNull();
    // The same file again, byte for byte.
    expect((await inject('GET', `/api/staff/payouts/sepa/${messageId}`, accountant)).body).toBe(file.body);

    const paid = await inject('POST', `/api/staff/payouts/${one.payoutId}/paid`, accountant);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.payout.paid_at).not.toBeNull();
    expect((await inject('POST', `/api/staff/payouts/${one.payoutId}/cancel`, accountant, { reason: 'too late' })).json().detail).toBe('payout_not_cancellable');
    const mails = (
      await db().execute(
        sql`SELECT id, kind, recipient, locale, payload FROM notifications WHERE kind = 'partner_payout_remittance' AND payload->>'payout_id' = ${String(one.payoutId)}`,
      )
    ).rows as {
      id: number;
      kind: NotificationKind;
      recipient: string;
      locale: string;
      payload: unknown;
    }[];
    expect(mails.map((m) => m.recipient)).toEqual([one.partner.email]);
    const mail = await renderNotification(db(), mails[0]!, { publicUrl: 'http://localhost:3000', seller: demoSeller });
    for (const s of ['70,00', '8,05', '61,95', '2025-10']) expect(mail.text).toContain(s);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
    // The remittance names the estate that withheld the 8,05 (sostituto d'imposta): legal name and VAT number.
    const attached = pdfText(Buffer.from(mail.attachments[0]!.content, 'base64')).replace(/\s+/g, ' ');
    for (const s of ['61,95', demoSeller.name, `IT${demoSeller.vatNumber}`, 'sostituto d']) expect(attached).toContain(s);
    // The same from the staff page (and without the seller data a remittance e-mail is not sent half-written).
    const staffPdf = await inject('GET', `/api/staff/payouts/${one.payoutId}/remittance.pdf?lang=en`, accountant);
    expect(staffPdf.statusCode).toBe(200);
    const staffText = pdfText(staffPdf.rawPayload).replace(/\s+/g, ' ');
    expect(staffText).toContain(`Withheld and paid over by ${demoSeller.name}, VAT no. IT${demoSeller.vatNumber}`);
    await expect(renderNotification(db(), mails[0]!, { publicUrl: 'http://localhost:3000' })).rejects.toThrow(/SELLER_/);

    const audit = await db().execute(sql`SELECT action FROM staff_audit_log WHERE target_id IN (${String(one.payoutId)}, ${`sepa:${messageId}`}) ORDER BY id`);
    expect(audit.rows.map((r) => r.action)).toEqual(['payout.prepare', 'payout.approve', 'payout.export', 'payout.paid']);
  });

  it('the monthly withholding totals count paid payouts by month of payment; the CSV lists the payouts', async () => {
    const p = await draftPayout([10_000], '2025-11', { private: true });
    await inject('POST', `/api/staff/payouts/${p.payoutId}/approve`, accountant);
    await inject('POST', `/api/staff/payouts/${p.payoutId}/paid`, accountant);
    const year = new Date().getUTCFullYear();
    const totals = (await inject('GET', `/api/staff/payouts/withholding?year=${year}`, accountant)).json().data;
    expect(totals.months).toHaveLength(12);
    const paidMonths = (await db().execute(sql`SELECT sum(withholding_cents) AS w FROM partner_payouts WHERE status = 'paid'`)).rows[0] as { w: string };
    expect(totals.totals.withholding_cents).toBe(Number(paidMonths.w));
    expect(totals.totals.withholding_cents).toBeGreaterThanOrEqual(1_150);
    const csv = await inject('GET', '/api/staff/payouts.csv?from=2025-11&to=2025-11', accountant);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('payout_id;period;partner_id');
    expect(lines.find((l) => l.startsWith(`${p.payoutId};2025-11;`))).toContain(';"100,00";"11,50";"88,50";');
  });

  it('cancelling an approved payout returns its rows; staff set the tax profile used by the next payout', async () => {
    const p = await draftPayout([5_500], '2025-12');
    await inject('POST', `/api/staff/payouts/${p.payoutId}/approve`, accountant);
    expect((await inject('POST', `/api/staff/payouts/${p.payoutId}/cancel`, accountant, { reason: '' })).statusCode).toBe(400);
    const cancelled = await inject('POST', `/api/staff/payouts/${p.payoutId}/cancel`, accountant, { reason: 'Partner asked to wait' });
    expect(cancelled.json().data.payout.status).toBe('cancelled');
    expect((await inject('GET', '/api/partners/payouts', p.partner.headers)).json().data.payable_cents).toBe(5_500);

    const setProfile = await inject('PUT', `/api/staff/payouts/profiles/${p.partner.partnerId}`, accountant, { person_type: 'private', withholding_bps: 2000 });
    expect(setProfile.statusCode, setProfile.body).toBe(200);
    expect(setProfile.json().data.profile).toMatchObject({ person_type: 'private', withholding_bps: 2000, withholding_applies: true });
    const reseller = await partnerSession(db(), { type: 'reseller' });
    expect((await inject('PUT', `/api/staff/payouts/profiles/${reseller.partnerId}`, accountant, { person_type: 'private', withholding_bps: 1150 })).json().detail).toBe(
      'not_a_referrer',
    );
    const manager = (await staffSession(db(), 'manager')).headers;
    expect((await inject('GET', '/api/staff/payouts', manager)).statusCode).toBe(403);
  });

  it("one accountant alone cannot change a payee's withholding and approve its payout; another accountant or the owner can", async () => {
    const alone = await staffSession(db(), 'accountant');
    // The accountant turns a private person into a company (no withholding any more), gathers and tries to approve.
    const p = await draftPayout([9_000], '2026-01', { private: true, by: alone.headers });
    const changed = await inject('PUT', `/api/staff/payouts/profiles/${p.partner.partnerId}`, alone.headers, {
      person_type: 'company',
      withholding_bps: 1150,
      vat_number: 'IT12345678903',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.profile).toMatchObject({ person_type: 'company', vat_number: '12345678903', withholding_applies: false, tax_confirmed: true });
    const draft = (await inject('GET', `/api/staff/payouts/${p.payoutId}`, alone.headers)).json().data.payout;
    expect(draft).toMatchObject({ status: 'draft', withholding_cents: 0, net_cents: 9_000, changed_by: { id: alone.id }, tax_confirmed_by: { id: alone.id } });
    const refused = await inject('POST', `/api/staff/payouts/${p.payoutId}/approve`, alone.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('payout_needs_second_person');
    expect((await inject('POST', '/api/staff/payouts/sepa', alone.headers, { payout_ids: [p.payoutId] })).json().detail).toBe('nothing_to_export');

    // A colleague approves; the payout records who did what, and so does the audit.
    const ok = await inject('POST', `/api/staff/payouts/${p.payoutId}/approve`, accountant);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.payout).toMatchObject({
      status: 'approved',
      prepared_by: { id: alone.id },
      approved_by: { email: expect.stringContaining('accountant') },
      approval_counts: true,
    });
    const audit = await db().execute(sql`SELECT action, staff_id FROM staff_audit_log WHERE target_type = 'payout' AND target_id = ${String(p.payoutId)} ORDER BY id`);
    expect(audit.rows.map((r) => r.action)).toEqual(['payout.prepare', 'payout.recalculate', 'payout.approve']);

    // The owner may approve anything, own changes included.
    const owner = await staffSession(db(), 'owner');
    const q = await draftPayout([6_000], '2026-01', { by: owner.headers, confirmedBy: owner.id });
    expect((await inject('POST', `/api/staff/payouts/${q.payoutId}/approve`, owner.headers)).statusCode).toBe(200);
    // An estate of one owner and one accountant: the accountant prepares, the owner approves.
    const r = await draftPayout([7_000], '2026-01', { by: alone.headers, confirmedBy: alone.id });
    expect((await inject('POST', `/api/staff/payouts/${r.payoutId}/approve`, alone.headers)).statusCode).toBe(403);
    expect((await inject('POST', `/api/staff/payouts/${r.payoutId}/approve`, owner.headers)).statusCode).toBe(200);
    const file = await inject('POST', '/api/staff/payouts/sepa', alone.headers, { payout_ids: [q.payoutId, r.payoutId] });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['x-sepa-count']).toBe('2');
  });

  it('the SEPA file leaves out a payout approved by whoever prepared or changed it', async () => {
    const a = await draftPayout([5_500], '2026-02');
    const b = await draftPayout([6_500], '2026-02');
    for (const p of [a, b]) expect((await inject('POST', `/api/staff/payouts/${p.payoutId}/approve`, accountant)).statusCode).toBe(200);
    // B's approval is by the one who gathered it (as an approval from before the rule would be).
    const gatherer = (await db().execute(sql`SELECT prepared_by FROM partner_payouts WHERE id = ${b.payoutId}`)).rows[0] as { prepared_by: number };
    await db().execute(sql`UPDATE partner_payouts SET approved_by = ${gatherer.prepared_by} WHERE id = ${b.payoutId}`);
    const list = (await inject('GET', '/api/staff/payouts?period=2026-02&status=approved', accountant)).json().data.payouts;
    expect(list.map((p: { id: number; approval_counts: boolean }) => [p.id, p.approval_counts])).toEqual([
      [b.payoutId, false],
      [a.payoutId, true],
    ]);
    const file = await inject('POST', '/api/staff/payouts/sepa', accountant, { payout_ids: [a.payoutId, b.payoutId] });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain(`TENUTA-PAYOUT-${a.payoutId}`);
    expect(file.body).not.toContain(`TENUTA-PAYOUT-${b.payoutId}`);
    expect(file.headers['x-sepa-skipped']).toBe(String(b.payoutId));
    expect((await inject('GET', `/api/staff/payouts/${b.payoutId}`, accountant)).json().data.payout.status).toBe('approved');
  });
});

describe('the SEPA file: Rome dates, and a refusal that names the payout', () => {
  const hostZone = process.env.TZ;
  afterEach(() => {
    frozenAt = null;
    if (hostZone === undefined) delete process.env.TZ;
    else process.env.TZ = hostZone;
  });

  async function approved(period: string) {
    const p = await draftPayout([7_500], period);
    expect((await inject('POST', `/api/staff/payouts/${p.payoutId}/approve`, accountant)).statusCode).toBe(200);
    return p;
  }

  it('an export at 00:30 in Rome is dated that Rome day, with the Rome offset, on a server in another zone', async () => {
    const p = await approved('2026-03');
    // A server on UTC (or behind it) would write 28 March for what is already the 29th in Rome.
    process.env.TZ = 'America/New_York';
    frozenAt = new Date('2026-03-28T23:30:00Z');
    const file = await inject('POST', '/api/staff/payouts/sepa', accountant, { payout_ids: [p.payoutId] });
    expect(file.statusCode, file.body).toBe(200);
    const doc = parse(file.body);
    const texts = (tag: string) => Array.from(doc.getElementsByTagNameNS(NS, tag)).map((e) => e.textContent);
    expect(texts('CreDtTm')).toEqual(['2026-03-29T00:30:00+01:00']);
    expect(texts('ReqdExctnDt')).toEqual(['2026-03-29']);
    // Downloaded again later, on a host in yet another zone: the same dates, byte for byte.
    frozenAt = null;
    process.env.TZ = 'Asia/Tokyo';
    expect((await inject('GET', `/api/staff/payouts/sepa/${String(file.headers['x-sepa-message-id'])}`, accountant)).body).toBe(file.body);
  });

  it('a BIC of another country than the IBAN: 409 naming the payout and its partner; nothing is exported until it is fixed', async () => {
    const ok = await approved('2026-04');
    const bad = await approved('2026-04');
    // The captured IBAN is German (the fixtures'); the profile's BIC Italian, as data older than the profile's check can be.
    await db().execute(sql`UPDATE partner_payout_profiles SET bic = 'BPMOIT22' WHERE partner_id = ${bad.partner.partnerId}`);
    const [company] = (await db().execute(sql`SELECT company_name FROM partners WHERE id = ${bad.partner.partnerId}`)).rows as { company_name: string }[];
    const refused = await inject('POST', '/api/staff/payouts/sepa', accountant, { payout_ids: [ok.payoutId, bad.payoutId] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', detail: 'payout_bic_iban_mismatch', payout_id: bad.payoutId, partner: company!.company_name });
    expect(refused.json().error).toContain(`Payout ${bad.payoutId} (${company!.company_name})`);
    // The whole file is refused: both stay approved, in no file.
    for (const p of [ok, bad])
      expect((await inject('GET', `/api/staff/payouts/${p.payoutId}`, accountant)).json().data.payout).toMatchObject({ status: 'approved', sepa_message_id: null });

    // The partner corrects the BIC: the next export takes both.
    await db().execute(sql`UPDATE partner_payout_profiles SET bic = 'COBADEFFXXX' WHERE partner_id = ${bad.partner.partnerId}`);
    const file = await inject('POST', '/api/staff/payouts/sepa', accountant, { payout_ids: [ok.payoutId, bad.payoutId] });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['x-sepa-count']).toBe('2');
    expect(file.body).toContain('<BICFI>COBADEFFXXX</BICFI>');
  });
});
