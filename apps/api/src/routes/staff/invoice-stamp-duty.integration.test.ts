import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFatturaPa, demoSeller } from '@tenuta/billing';
import { parseXmlTree, pdfText, select, textAt } from '@tenuta/billing/invoicing-test-support';
import { checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { partnerSession, type TestPartnerUser } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { partnerOrderHelpers } from '../partners/order-fixtures.ts';
import { completeCompanyData, invoiceCalendar } from './invoice-fixtures.ts';

/**
 * A reseller's deferred invoice (TD24) for experiences without VAT, on an estate that charges the
 * stamp duty to the buyer (STAMP_DUTY_CHARGED=true): issued through the staff route, it gets the
 * EUR 2.00 line, DatiBollo and the legal references of its Natura codes.
 */

let t: TestApp;
const clock = movableClock();
const cal = invoiceCalendar(clock, () => t.database.db);
const h = checkoutHelpers(() => t);
const p = partnerOrderHelpers(() => t);
const db = () => t.database.db;
let accountant: { authorization: string };
let agency: TestPartnerUser;
let net = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, config: { seller: { ...demoSeller, stampDutyCharged: true } } });
  accountant = (await staffSession(db(), 'accountant')).headers;
  agency = await partnerSession(db(), { paymentTerms: 'on_account', netDiscountBps: 1500, creditLimitCents: 1_000_000 });
  await completeCompanyData(db(), agency.partnerId);
  // Experiences without VAT: their lines carry the seller's Natura (N2.2).
  await db().execute(sql`UPDATE experiences SET vat_bps = 0`);
  const cart = await p.basket(agency, [{ slot: await h.slotId(cal.inPeriod(3), '09:00'), adults: 2 }]);
  const res = await p.order(agency, cart);
  expect(res.statusCode, res.body).toBe(200);
  net = (res.json().data.orders as { category: string; net_cents: number }[]).find((o) => o.category === 'TRUFFLE')!.net_cents;
  await cal.afterPeriod();
});
afterAll(async () => {
  await t.close();
});

const staff = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/api/staff${url}`, headers: accountant, ...(payload ? { payload } : {}) });

describe('the stamp duty charged on a deferred invoice', () => {
  it('adds a line of 2.00 excluded from VAT when issued, with DatiBollo and the legal reference of each Natura', async () => {
    expect(net).toBeGreaterThan(7747);
    const prepared = (await staff('POST', '/invoices/prepare', { period: cal.period })).json().data;
    const draft = prepared.invoices.find((i: { partner_id: number }) => i.partner_id === agency.partnerId);
    expect(draft).toMatchObject({ outcome: 'created', total_cents: net });

    const res = await staff('POST', `/invoices/${draft.invoice_id}/issue`);
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json().data.invoice;
    expect(inv.total_cents).toBe(net + 200);
    expect(
      inv.lines.map((l: { taxable_cents: number; vat_bps: number; nature: string | null; booking_id: number | null }) => [l.taxable_cents, l.vat_bps, l.nature, l.booking_id]),
    ).toEqual([
      [net, 0, null, expect.any(Number)],
      [200, 0, 'N1', null],
    ]);

    const xml = (await staff('GET', `/invoices/${draft.invoice_id}.xml`)).body;
    const tree = parseXmlTree(xml);
    expect(checkFatturaPa(tree)).toEqual([]);
    const doc = 'FatturaElettronicaBody/DatiGenerali/DatiGeneraliDocumento';
    expect([textAt(tree, `${doc}/DatiBollo/BolloVirtuale`), textAt(tree, `${doc}/DatiBollo/ImportoBollo`)]).toEqual(['SI', '2.00']);
    expect(textAt(tree, `${doc}/ImportoTotaleDocumento`)).toBe(((net + 200) / 100).toFixed(2));
    const references = select(tree, 'FatturaElettronicaBody/DatiBeniServizi/DatiRiepilogo').map((s) => [textAt(s, 'Natura'), textAt(s, 'RiferimentoNormativo')]);
    expect(references).toEqual([
      ['N2.2', 'Non soggetta ad IVA ex artt. 1-5 DPR 633/72'],
      ['N1', 'Escluso dalla base imponibile ex art. 15 DPR 633/72'],
    ]);

    const pdf = pdfText((await staff('GET', `/invoices/${draft.invoice_id}.pdf?lang=it`)).rawPayload);
    expect(pdf).toContain('Rimborso imposta di bollo assolta in modo virtuale');
    expect(pdf).toContain('Imposta di bollo di 2,00 € assolta in modo virtuale');
    expect(pdf).toContain('Non soggetta ad IVA ex artt. 1-5 DPR 633/72');
  });
});
