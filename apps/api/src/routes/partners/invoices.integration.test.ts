import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFatturaPa } from '@tenuta/billing';
import { parseXmlTree, pdfText } from '@tenuta/billing/invoicing-test-support';
import { checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { partnerSession, partnerUserSession, type TestPartnerUser } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { completeCompanyData, invoiceCalendar } from '../staff/invoice-fixtures.ts';
import { partnerOrderHelpers } from './order-fixtures.ts';

let t: TestApp;
const clock = movableClock();
const cal = invoiceCalendar(clock, () => t.database.db);
const h = checkoutHelpers(() => t);
const p = partnerOrderHelpers(() => t);
const db = () => t.database.db;
let accountant: { authorization: string };
let agencyA: TestPartnerUser;
let agencyB: TestPartnerUser;
let booker: TestPartnerUser;
let referrer: TestPartnerUser;
const net: Record<string, number> = {};
let invoiceA = 0;
let invoiceB = 0;

async function order(agency: TestPartnerUser, slot: number, adults: number): Promise<number> {
  const res = await p.order(agency, await p.basket(agency, [{ slot, adults }]));
  if (res.statusCode !== 200) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json().data.net_cents as number;
}
const get = (url: string, who: Pick<TestPartnerUser, 'headers'>) => p.inject('GET', `/api/partners${url}`, who.headers);
const staff = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/api/staff${url}`, headers: accountant, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ clock });
  accountant = (await staffSession(db(), 'accountant')).headers;
  agencyA = await partnerSession(db(), { paymentTerms: 'on_account', netDiscountBps: 2000 });
  agencyB = await partnerSession(db(), { paymentTerms: 'on_account', netDiscountBps: 2000 });
  booker = await partnerUserSession(db(), agencyA.partnerId, 'booker');
  referrer = await partnerSession(db(), { type: 'referral' });
  await completeCompanyData(db(), agencyA.partnerId, { locale: 'en' });
  await completeCompanyData(db(), agencyB.partnerId);
  net.A = await order(agencyA, await h.slotId(cal.inPeriod(3), '09:00'), 2);
  net.B = await order(agencyB, await h.slotId(cal.inPeriod(3), '09:00'), 2);
  await cal.afterPeriod();
  const prepared = (await staff('POST', '/invoices/prepare', { period: cal.period })).json().data.invoices as { partner_id: number; invoice_id: number }[];
  invoiceA = prepared.find((i) => i.partner_id === agencyA.partnerId)!.invoice_id;
  invoiceB = prepared.find((i) => i.partner_id === agencyB.partnerId)!.invoice_id;
});
afterAll(async () => {
  await t.close();
});

describe('a reseller’s invoices', () => {
  it('shows no draft: the list is empty until staff issue, and a draft’s files are a 404', async () => {
    const res = await get('/invoices', agencyA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ invoices: [], total: 0, balance: { unpaid_cents: 0, overdue_cents: 0, overdue_count: 0 } });
    expect((await get(`/invoices/${invoiceA}.pdf`, agencyA)).statusCode).toBe(404);
  });

  it('lists its issued invoice with the balance; downloads its PDF and XML', async () => {
    expect((await staff('POST', `/invoices/${invoiceA}/issue`)).statusCode).toBe(200);
    expect((await staff('POST', `/invoices/${invoiceB}/issue`)).statusCode).toBe(200);
    const data = (await get('/invoices', agencyA)).json().data;
    expect(data.total).toBe(1);
    expect(data.invoices[0]).toMatchObject({
      id: invoiceA,
      doc_type: 'TD24',
      period: cal.period,
      total_cents: net.A,
      paid: false,
      overdue: false,
      credits_number: null,
      bookings: 1,
    });
    expect(data.invoices[0].number).toMatch(/^\d{4}\/000[12]$/);
    expect(data.balance).toEqual({ unpaid_cents: net.A, overdue_cents: 0, overdue_count: 0 });

    const pdf = await get(`/invoices/${invoiceA}.pdf`, agencyA);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    // In the company's language (English here) unless another is asked.
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Deferred invoice ${data.invoices[0].number}`);
    expect(text).toContain(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(net.A! / 100));
    expect(pdfText((await get(`/invoices/${invoiceA}.pdf?lang=it`, agencyA)).rawPayload)).toContain(`Fattura differita ${data.invoices[0].number}`);
    const xml = await get(`/invoices/${invoiceA}.xml`, agencyA);
    expect(xml.statusCode).toBe(200);
    expect(checkFatturaPa(parseXmlTree(xml.body))).toEqual([]);
    expect(xml.body).toContain(`<Numero>${data.invoices[0].number}</Numero>`);
    // Exactly what the reseller owes, in the e-invoice too.
    expect(xml.body).toContain(`<ImportoTotaleDocumento>${(net.A! / 100).toFixed(2)}</ImportoTotaleDocumento>`);
  });

  it('never shows another partner’s invoice: its id is a 404, for the list, the PDF and the XML', async () => {
    expect((await get(`/invoices/${invoiceB}.pdf`, agencyA)).statusCode).toBe(404);
    expect((await get(`/invoices/${invoiceB}.xml`, agencyA)).statusCode).toBe(404);
    expect((await get(`/invoices/${invoiceA}.xml`, agencyB)).statusCode).toBe(404);
    expect((await get('/invoices', agencyB)).json().data.invoices.map((i: { id: number }) => i.id)).toEqual([invoiceB]);
  });

  it('is money: a booker gets 403, a referrer too, without a session 401', async () => {
    await cal.setClock(clock.now());
    for (const url of ['/invoices', `/invoices/${invoiceA}.pdf`, `/invoices/${invoiceA}.xml`]) {
      expect((await get(url, booker)).json().detail).toBe('partner_role_forbidden');
      expect((await get(url, referrer)).json().detail).toBe('partner_type_forbidden');
      expect((await p.inject('GET', `/api/partners${url}`)).statusCode).toBe(401);
    }
  });

  it('shows what is overdue after the due date, and nothing once paid', async () => {
    const due = (await get('/invoices', agencyA)).json().data.invoices[0].due_date as string;
    await cal.setClock(cal.romeMorning(new Date(Date.parse(`${due}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)));
    const late = (await get('/invoices', agencyA)).json().data;
    expect(late.invoices[0].overdue).toBe(true);
    expect(late.balance).toEqual({ unpaid_cents: net.A, overdue_cents: net.A, overdue_count: 1 });
    expect((await staff('GET', '/invoices?status=overdue')).json().data.total).toBe(2);
    expect((await staff('POST', `/invoices/${invoiceA}/paid`)).statusCode).toBe(200);
    const paid = (await get('/invoices', agencyA)).json().data;
    expect(paid.invoices[0]).toMatchObject({ paid: true, overdue: false });
    expect(paid.balance).toEqual({ unpaid_cents: 0, overdue_cents: 0, overdue_count: 0 });
  });
});
