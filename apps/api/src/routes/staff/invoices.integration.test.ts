import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFatturaPa, demoSeller } from '@tenuta/billing';
import { partnerCreditUsed } from '@tenuta/core';
import { renderNotification } from '@tenuta/mail';
import { parseXmlTree, pdfText } from '@tenuta/billing/invoicing-test-support';
import { checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { partnerSession, type TestPartnerUser } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { partnerOrderHelpers } from '../partners/order-fixtures.ts';
import { completeCompanyData, invoiceCalendar, slotStart } from './invoice-fixtures.ts';

let t: TestApp;
const clock = movableClock();
const cal = invoiceCalendar(clock, () => t.database.db);
const h = checkoutHelpers(() => t);
const p = partnerOrderHelpers(() => t);
const db = () => t.database.db;
let accountant: { authorization: string };
let owner: { authorization: string };
let agencyA: TestPartnerUser;
let agencyB: TestPartnerUser;

/** The bookings of the scenario: A1, A2 (with a wine on site), A3 cancelled with a fee, A4 next month; B1. */
const b: Record<string, { id: number; net: number }> = {};
let retainedA3 = 0;

async function placeOrder(agency: TestPartnerUser, items: { slot: number; adults?: number; category?: string }[]) {
  const cart = await p.basket(agency, items);
  const res = await p.order(agency, cart);
  if (res.statusCode !== 200) throw new Error(`order: ${res.statusCode} ${res.body}`);
  const truffle = (res.json().data.orders as { id: number; category: string; net_cents: number }[]).find((o) => o.category === 'TRUFFLE')!;
  return { id: truffle.id, net: truffle.net_cents };
}

const staff = (method: 'GET' | 'POST', url: string, payload?: object, headers = accountant) =>
  t.app.inject({ method, url: `/api/staff${url}`, headers, ...(payload ? { payload } : {}) });
const rows = <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => h.rows<T>(q);

beforeAll(async () => {
  t = await createTestApp({ clock });
  accountant = (await staffSession(db(), 'accountant')).headers;
  owner = (await staffSession(db(), 'owner')).headers;
  agencyA = await partnerSession(db(), { paymentTerms: 'on_account', netDiscountBps: 1500, creditLimitCents: 1_000_000 });
  agencyB = await partnerSession(db(), { paymentTerms: 'on_account', netDiscountBps: 1000, creditLimitCents: 1_000_000 });
  await completeCompanyData(db(), agencyA.partnerId);
  await completeCompanyData(db(), agencyB.partnerId, { vatNumber: '02468135799', fiscalCode: null, sdiCode: null, pec: 'agenzia-b@pec.example' });

  b.A1 = await placeOrder(agencyA, [{ slot: await h.slotId(cal.inPeriod(2), '09:00'), adults: 2 }]);
  b.A2 = await placeOrder(agencyA, [
    { slot: await h.slotId(cal.inPeriod(5), '09:00'), adults: 4 },
    { slot: await h.slotId(cal.inPeriod(5), '10:00'), adults: 2 },
  ]);
  const a3Slot = await h.slotId(cal.inPeriod(8), '09:00');
  b.A3 = await placeOrder(agencyA, [{ slot: a3Slot, adults: 2 }]);
  b.A4 = await placeOrder(agencyA, [{ slot: await h.slotId(cal.inNextMonth(3), '09:00'), adults: 2 }]);
  b.B1 = await placeOrder(agencyB, [{ slot: await h.slotId(cal.inPeriod(2), '09:00'), adults: 2 }]);
  // A3 cancelled 100 hours before its start: the policy refunds 70 %, so 30 % of its net stays owed.
  await cal.setClock(new Date((await slotStart(db(), a3Slot)).getTime() - 100 * 3_600_000));
  const cancel = await p.inject('POST', `/api/partners/orders/${b.A3.id}/cancel`, agencyA.headers, { reason: 'Client ill' });
  expect(cancel.statusCode, cancel.body).toBe(200);
  retainedA3 = cancel.json().data.retained_cents;
  expect(retainedA3).toBe(Math.round((b.A3.net * 30) / 100));
  await cal.afterPeriod();
});
afterAll(async () => {
  await t.close();
});

describe('the month’s deferred invoices', () => {
  let invoiceA: number;
  let invoiceB: number;

  it('a month not over yet cannot be prepared', async () => {
    const res = await staff('POST', '/invoices/prepare', { period: cal.next.slice(0, 7) });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('period_not_over');
    expect((await staff('POST', '/invoices/prepare', { period: '2026-13' })).statusCode).toBe(400);
  });

  it('prepares one TD24 per reseller covering exactly its on-account experiences of the month, summing to what it owes', async () => {
    const res = await staff('POST', '/invoices/prepare', { period: cal.period });
    expect(res.statusCode, res.body).toBe(200);
    const prepared = res.json().data;
    expect(prepared.period).toBe(cal.period);
    const a = prepared.invoices.find((i: { partner_id: number }) => i.partner_id === agencyA.partnerId);
    const bb = prepared.invoices.find((i: { partner_id: number }) => i.partner_id === agencyB.partnerId);
    const owedA = b.A1!.net + b.A2!.net + retainedA3;
    expect(a).toMatchObject({ outcome: 'created', bookings: 3, total_cents: owedA, left_over: 0 });
    expect(bb).toMatchObject({ outcome: 'created', bookings: 1, total_cents: b.B1!.net });
    invoiceA = a.invoice_id;
    invoiceB = bb.invoice_id;

    const covered = await rows<{ booking_id: number }>(sql`SELECT booking_id FROM invoice_bookings WHERE invoice_id = ${invoiceA} ORDER BY booking_id`);
    expect(covered.map((r) => Number(r.booking_id))).toEqual([b.A1!.id, b.A2!.id, b.A3!.id].sort((x, y) => x - y));
    // The same figure as the ledger of what A owes for the month, computed independently.
    const [owed] = await rows<{ owed: string }>(sql`
      SELECT sum(CASE WHEN b.status IN ('cancelled', 'refunded') THEN coalesce(b.partner_retained_cents, 0) ELSE b.partner_net_cents END) AS owed
        FROM bookings b JOIN slots s ON s.id = b.slot_id
       WHERE b.partner_id = ${agencyA.partnerId} AND b.partner_payment = 'on_account' AND to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM') = ${cal.period}`);
    expect(Number(owed!.owed)).toBe(owedA);

    const list = await staff('GET', `/invoices?status=draft&period=${cal.period}&partner_id=${agencyA.partnerId}`);
    expect(list.statusCode, list.body).toBe(200);
    const [draft] = list.json().data.invoices;
    expect(draft).toMatchObject({
      id: invoiceA,
      doc_type: 'TD24',
      status: 'draft',
      number: null,
      period: cal.period,
      total_cents: owedA,
      late: false,
      issue_by: `${cal.next.slice(0, 7)}-15`,
    });
    expect(draft.taxable_cents + draft.vat_cents).toBe(owedA);
    expect(draft.lines.reduce((s: number, l: { taxable_cents: number; vat_cents: number }) => s + l.taxable_cents + l.vat_cents, 0)).toBe(owedA);
    expect(draft.lines.find((l: { booking_id: number }) => l.booking_id === b.A3!.id).description).toContain('penale di cancellazione');
    expect(draft.lines.every((l: { vat_bps: number }) => l.vat_bps === 2200)).toBe(true);
  });

  it('preparing again is idempotent: one TD24 per partner and month, brought up to date', async () => {
    const again = (await staff('POST', '/invoices/prepare', { period: cal.period })).json().data;
    expect(again.invoices.find((i: { partner_id: number }) => i.partner_id === agencyA.partnerId)).toMatchObject({ invoice_id: invoiceA, outcome: 'refreshed', bookings: 3 });
    const [count] = await rows<{ n: string }>(sql`SELECT count(*) AS n FROM invoices WHERE doc_type = 'TD24' AND period = ${cal.period}`);
    expect(Number(count!.n)).toBe(2);
  });

  it('issues with the next number of the year, the due date after the payment days, the e-mail with PDF and XML', async () => {
    const res = await staff('POST', `/invoices/${invoiceA}/issue`);
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json().data.invoice;
    const issueDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(clock.now());
    const year = issueDay.slice(0, 4);
    expect(inv).toMatchObject({ status: 'issued', number: `${year}/0001`, issue_date: issueDay, paid_at: null, overdue: false });
    expect(inv.due_date).toBe(new Date(Date.parse(`${issueDay}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10));
    expect((await staff('POST', `/invoices/${invoiceA}/issue`)).json().detail).toBe('already_issued');
    const issuedB = await staff('POST', `/invoices/${invoiceB}/issue`);
    expect(issuedB.json().data.invoice.number).toBe(`${year}/0002`);

    const [mail] = await rows<{ id: number; recipient: string; locale: string; payload: { invoice_id: number } }>(
      sql`SELECT id, recipient, locale, payload FROM notifications WHERE kind = 'partner_invoice_issued' AND (payload->>'invoice_id')::bigint = ${invoiceA}`,
    );
    expect(mail!.recipient).toBe(agencyA.email);
    const rendered = await renderNotification(
      db(),
      { id: Number(mail!.id), kind: 'partner_invoice_issued', recipient: mail!.recipient, locale: mail!.locale, payload: mail!.payload },
      { publicUrl: 'http://localhost:3000', seller: demoSeller },
    );
    expect(rendered.subject).toBe(`Fattura differita ${year}/0001 della Tenuta`);
    expect(rendered.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/xml']);
    expect(checkFatturaPa(parseXmlTree(rendered.attachments[1]!.content))).toEqual([]);
    expect(rendered.text).toContain('http://localhost:3000/partner/billing/invoices');
  });

  it('its XML passes the specification checks and its PDF shows the number and the totals', async () => {
    const xml = await staff('GET', `/invoices/${invoiceA}.xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toMatch(/filename="IT01234567897_[0-9A-Z]{5}\.xml"/);
    const tree = parseXmlTree(xml.body);
    expect(checkFatturaPa(tree)).toEqual([]);
    expect(xml.body).toContain('<TipoDocumento>TD24</TipoDocumento>');
    const total = b.A1!.net + b.A2!.net + retainedA3;
    expect(xml.body).toContain(`<ImportoTotaleDocumento>${(total / 100).toFixed(2)}</ImportoTotaleDocumento>`);
    const pdf = await staff('GET', `/invoices/${invoiceA}.pdf?lang=en`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric' }).format(clock.now());
    expect(text).toContain(`Deferred invoice ${year}/0001`);
    expect(text).toContain(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(total / 100));
    // Agency B has a PEC address instead of a code.
    const xmlB = (await staff('GET', `/invoices/${invoiceB}.xml`)).body;
    expect(xmlB).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
    expect(xmlB).toContain('<PECDestinatario>agenzia-b@pec.example</PECDestinatario>');
  });

  it('a cancellation after invoicing gets a credit note (TD04) for the right amount, drafted once', async () => {
    const cancel = await staff('POST', `/bookings/${b.A2!.id}/cancel`, { reason: 'Experience cancelled by the estate (weather)' }, owner);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await staff('POST', `/invoices/${invoiceA}/credit`, { reason: 'x' })).statusCode).toBe(400);
    expect((await staff('POST', `/invoices/${invoiceA}/credit`, { reason: 'Annullata', booking_ids: [b.B1!.id] })).json().detail).toBe('booking_not_on_invoice');
    const res = await staff('POST', `/invoices/${invoiceA}/credit`, { reason: 'Annullata dalla Tenuta per maltempo' });
    expect(res.statusCode, res.body).toBe(200);
    const note = res.json().data.invoice;
    expect(note).toMatchObject({ doc_type: 'TD04', status: 'draft', total_cents: b.A2!.net, partner_id: agencyA.partnerId, credit_of: { id: invoiceA } });
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({ booking_id: b.A2!.id });
    expect(note.lines[0].description).toContain('Annullata dalla Tenuta per maltempo');
    // Nothing more to credit, by hand or by the monthly run.
    expect((await staff('POST', `/invoices/${invoiceA}/credit`, { reason: 'Again' })).json().detail).toBe('nothing_to_credit');
    expect((await staff('POST', '/invoices/prepare', { period: cal.period })).json().data.credit_notes).toEqual([]);

    const issued = (await staff('POST', `/invoices/${note.id}/issue`)).json().data.invoice;
    expect(issued.number).toMatch(/\/0003$/);
    const xml = (await staff('GET', `/invoices/${note.id}.xml`)).body;
    expect(checkFatturaPa(parseXmlTree(xml))).toEqual([]);
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml).toMatch(/<DatiFattureCollegate>\s*<IdDocumento>\d{4}\/0001<\/IdDocumento>/);
    const original = (await staff('GET', `/invoices?type=TD24&partner_id=${agencyA.partnerId}`)).json().data.invoices[0];
    expect(original.credited_cents).toBe(b.A2!.net);
  });

  it('marking the invoice paid settles its bookings and releases the reseller’s credit', async () => {
    const before = await partnerCreditUsed(db(), agencyA.partnerId);
    // A1 + A3's fee (A2 was cancelled by the estate with nothing owed) + A4, next month's, not invoiced yet.
    expect(before).toBe(b.A1!.net + retainedA3 + b.A4!.net);
    const res = await staff('POST', `/invoices/${invoiceA}/paid`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.invoice.paid_at).not.toBeNull();
    expect(await partnerCreditUsed(db(), agencyA.partnerId)).toBe(b.A4!.net);
    const settled = await rows<{ id: number; settled: boolean }>(
      sql`SELECT id, partner_settled_at IS NOT NULL AS settled FROM bookings WHERE partner_id = ${agencyA.partnerId} AND partner_payment = 'on_account' ORDER BY id`,
    );
    expect(settled.filter((r) => r.settled).map((r) => Number(r.id))).toEqual([b.A1!.id, b.A2!.id, b.A3!.id].sort((x, y) => x - y));
    // Its credit note was settled with it.
    const [note] = await rows<{ paid: boolean }>(sql`SELECT paid_at IS NOT NULL AS paid FROM invoices WHERE credit_of = ${invoiceA}`);
    expect(note!.paid).toBe(true);
    expect((await staff('POST', `/invoices/${invoiceA}/paid`)).json().detail).toBe('already_paid');
    const audit = await rows<{ action: string }>(sql`SELECT action FROM staff_audit_log WHERE target_type = 'invoice' ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['invoice.prepare', 'invoice.issue', 'invoice.credit', 'invoice.paid']));
  });

  it('lists with filters, warns of a draft left unissued after the 15th, and exports CSV', async () => {
    const unpaid = (await staff('GET', '/invoices?status=unpaid')).json().data;
    expect(unpaid.invoices.map((i: { id: number }) => i.id)).toEqual([invoiceB]);
    const td04 = (await staff('GET', '/invoices?type=TD04')).json().data;
    expect(td04.total).toBe(1);
    // A fresh draft of an earlier month, still unissued past its 15th.
    await db().execute(sql`INSERT INTO invoices (doc_type, status, year, partner_id, period, buyer, lines, taxable_cents, vat_cents, total_cents)
                           VALUES ('TD24', 'draft', 2020, ${agencyB.partnerId}, '2020-01', '{"name":"x"}', '[]', 0, 0, 0)`);
    const all = (await staff('GET', '/invoices')).json().data;
    expect(all.late_drafts).toBe(1);
    expect(all.invoices[0]).toMatchObject({ status: 'draft', period: '2020-01', late: true });
    const csv = await staff('GET', `/invoices.csv?period=${cal.period}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('number;doc_type;status;issue_date;due_date;period;credits_number;partner;buyer;buyer_vat;taxable_eur;vat_eur;total_eur;paid_at;overdue;bookings');
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes(';TD24;') && l.includes('IT09876543217'))).toContain(`;"${((b.A1!.net + b.A2!.net + retainedA3) / 100).toFixed(2).replace('.', ',')}";`);
  });

  it('is for owners and accountants only', async () => {
    for (const role of ['manager', 'front_desk'] as const) {
      const headers = (await staffSession(db(), role)).headers;
      await cal.setClock(clock.now());
      expect((await staff('GET', '/invoices', undefined, headers)).statusCode).toBe(403);
      expect((await staff('POST', '/invoices/prepare', { period: cal.period }, headers)).statusCode).toBe(403);
    }
  });
});
