import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFatturaPa, demoSeller, parseCents } from '@tenuta/billing';
import { renderNotification } from '@tenuta/mail';
import { parseXmlTree, pdfText, select, textAt } from '@tenuta/billing/invoicing-test-support';
import { checkoutBody, checkoutHelpers } from '../../checkout-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const h = checkoutHelpers(() => t);
let accountant: { authorization: string };
let owner: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  accountant = (await staffSession(t.database.db, 'accountant')).headers;
  owner = (await staffSession(t.database.db, 'owner')).headers;
});
afterAll(async () => {
  await t.close();
});

const business = {
  billing_type: 'business',
  company_name: 'Vini Rossi S.r.l.',
  vat_number: 'IT09876543217',
  sdi_code: 'M5UXCR1',
  fiscal_code: '',
  address: 'Via Roma 10',
  city: 'Torino',
  postal_code: '10121',
  province: 'TO',
  billing_country: 'Italia',
};

/** A guest's card checkout of a truffle hunt (and a wine tasting paid on site), paid on the simulator. */
async function paidCheckout(customer: Record<string, unknown>, days: number): Promise<{ checkoutId: string; truffleId: number; paidCents: number }> {
  const cart = await h.cartWith([
    { slot: await h.slotId(days, '09:00'), adults: 2 },
    { slot: await h.slotId(days, '10:00'), adults: 2 },
  ]);
  const open = (await h.startCheckout(cart, checkoutBody({ email: 'amministrazione@vinirossi.example' }, customer))).json();
  expect(open.status).toBe('open');
  expect((await h.pay(open.stripe_session_url, '4242 4242 4242 4242')).statusCode).toBe(303);
  const done = (await h.inject('GET', `/api/checkout/success?session_id=${h.simId(open.stripe_session_url)}`)).json().data;
  expect(done.status).toBe('completed');
  const truffle = done.bookings.find((b: { slot_details: { category: string } }) => b.slot_details.category === 'TRUFFLE');
  return { checkoutId: open.checkout_session_id, truffleId: truffle.booking_id, paidCents: Math.round(truffle.total_amount * 100) };
}

const invoicesOf = (bookingId: number) =>
  h.rows<{
    id: number;
    doc_type: string;
    status: string;
    number: number | null;
    total_cents: number;
    paid_at: Date | null;
    partner_id: number | null;
    buyer: Record<string, string>;
  }>(
    sql`SELECT i.id, i.doc_type, i.status, i.number, i.total_cents, i.paid_at, i.partner_id, i.buyer FROM invoices i JOIN invoice_bookings ib ON ib.invoice_id = i.id WHERE ib.booking_id = ${bookingId} ORDER BY i.id`,
  );

describe('a guest business’s invoice', () => {
  it('a business that asks for an invoice gets a TD01 issued when its booking is paid: the paid bookings only, paid by card', async () => {
    const { truffleId, paidCents } = await paidCheckout(business, 12);
    const [inv] = await invoicesOf(truffleId);
    // The invoice is exactly what was paid: the demo hunt, 2 × 85.00.
    expect(paidCents).toBe(17000);
    expect(inv).toMatchObject({ doc_type: 'TD01', status: 'issued', total_cents: paidCents, partner_id: null });
    expect(inv!.number).toBeGreaterThan(0);
    expect(inv!.paid_at).not.toBeNull();
    expect(inv!.buyer).toMatchObject({ name: 'Vini Rossi S.r.l.', vat_number: '09876543217', sdi_code: 'M5UXCR1', email: 'amministrazione@vinirossi.example' });
    const covered = await h.rows<{ booking_id: number }>(sql`SELECT booking_id FROM invoice_bookings WHERE invoice_id = ${inv!.id}`);
    expect(covered.map((c) => Number(c.booking_id))).toEqual([truffleId]);

    const [mail] = await h.rows<{ id: number; recipient: string; locale: string; payload: object }>(
      sql`SELECT id, recipient, locale, payload FROM notifications WHERE kind = 'guest_invoice_issued' AND (payload->>'invoice_id')::bigint = ${inv!.id}`,
    );
    expect(mail!.recipient).toBe('amministrazione@vinirossi.example');
    const rendered = await renderNotification(
      t.database.db,
      { id: Number(mail!.id), kind: 'guest_invoice_issued', recipient: mail!.recipient, locale: mail!.locale, payload: mail!.payload },
      { publicUrl: 'http://localhost:3000', seller: demoSeller },
    );
    expect(rendered.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(pdfText(Buffer.from(rendered.attachments[0]!.content, 'base64'))).toContain('Vini Rossi S.r.l.');

    const xml = await t.app.inject({ method: 'GET', url: `/api/staff/invoices/${inv!.id}.xml`, headers: accountant });
    expect(checkFatturaPa(parseXmlTree(xml.body))).toEqual([]);
    expect(xml.body).toContain('<TipoDocumento>TD01</TipoDocumento>');
    expect(xml.body).toContain('<ModalitaPagamento>MP08</ModalitaPagamento>');
    expect(xml.body).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
    // VAT per rate summary: 170.00 / 1.22 = 139.34 taxable, the tax the rest (139.34 × 22 % is 30.65, one cent of rounding).
    expect(xml.body).toContain('<ImponibileImporto>139.34</ImponibileImporto>');
    expect(xml.body).toContain('<Imposta>30.66</Imposta>');
    expect(xml.body).toContain('<ImportoTotaleDocumento>170.00</ImportoTotaleDocumento>');
  });

  it('a business abroad gets one too (XXXXXXX); a private guest gets none', async () => {
    const abroad = await paidCheckout(
      { ...business, vat_number: 'DE123456789', sdi_code: '', province: 'BY', postal_code: '80331', city: 'München', billing_country: 'Germany' },
      13,
    );
    const [inv] = await invoicesOf(abroad.truffleId);
    expect(inv).toMatchObject({ doc_type: 'TD01', status: 'issued' });
    const xml = (await t.app.inject({ method: 'GET', url: `/api/staff/invoices/${inv!.id}.xml`, headers: accountant })).body;
    expect(checkFatturaPa(parseXmlTree(xml))).toEqual([]);
    expect(xml).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>');
    expect(xml).toContain('<IdPaese>DE</IdPaese>');
    const privateGuest = await paidCheckout({}, 14);
    expect(await invoicesOf(privateGuest.truffleId)).toEqual([]);
  });

  it('a private guest abroad who asks for an invoice gets one: Nome and Cognome, its country with the placeholder id, XXXXXXX', async () => {
    const { truffleId, paidCents } = await paidCheckout(
      {
        name: 'John',
        surname: 'Smith',
        billing_type: 'private_foreign',
        fiscal_code: '',
        birth_place: 'United States',
        birth_city: 'Boston',
        birth_date: '1980-04-02',
        address: '350 Fifth Avenue',
        city: 'New York',
        postal_code: '10118',
        province: 'NY',
        billing_country: 'US',
        invoice_requested: true,
      },
      16,
    );
    const [inv] = await invoicesOf(truffleId);
    expect(inv).toMatchObject({ doc_type: 'TD01', status: 'issued', partner_id: null });
    expect(inv!.buyer).toMatchObject({ name: 'John Smith', first_name: 'John', last_name: 'Smith', country: 'US', vat_number: null, fiscal_code: null });
    expect(inv!.total_cents).toBe(paidCents);
    const xml = (await t.app.inject({ method: 'GET', url: `/api/staff/invoices/${inv!.id}.xml`, headers: accountant })).body;
    const tree = parseXmlTree(xml);
    expect(checkFatturaPa(tree)).toEqual([]);
    const party = 'FatturaElettronicaHeader/CessionarioCommittente';
    expect([textAt(tree, `${party}/DatiAnagrafici/IdFiscaleIVA/IdPaese`), textAt(tree, `${party}/DatiAnagrafici/IdFiscaleIVA/IdCodice`)]).toEqual(['US', 'OO99999999999']);
    expect([textAt(tree, `${party}/DatiAnagrafici/Anagrafica/Nome`), textAt(tree, `${party}/DatiAnagrafici/Anagrafica/Cognome`)]).toEqual(['John', 'Smith']);
    expect(textAt(tree, `${party}/DatiAnagrafici/Anagrafica/Denominazione`)).toBeNull();
    expect(textAt(tree, `${party}/DatiAnagrafici/CodiceFiscale`)).toBeNull();
    expect([textAt(tree, `${party}/Sede/CAP`), textAt(tree, `${party}/Sede/Nazione`)]).toEqual(['10118', 'US']);
    expect(textAt(tree, 'FatturaElettronicaHeader/DatiTrasmissione/CodiceDestinatario')).toBe('XXXXXXX');
    // The summary splits what was paid once: taxable = paid / (1 + rate) rounded half up, the tax the rest.
    const summary = select(tree, 'FatturaElettronicaBody/DatiBeniServizi/DatiRiepilogo')[0]!;
    const rate = parseCents(textAt(summary, 'AliquotaIVA'));
    const taxable = parseCents(textAt(summary, 'ImponibileImporto'));
    expect(taxable).toBe(Math.floor((2 * paidCents * 10_000 + (10_000 + rate)) / (2 * (10_000 + rate))));
    expect(taxable + parseCents(textAt(summary, 'Imposta'))).toBe(paidCents);
    expect(parseCents(textAt(tree, 'FatturaElettronicaBody/DatiGenerali/DatiGeneraliDocumento/ImportoTotaleDocumento'))).toBe(paidCents);
  });

  it('a private guest in Italy who asks for one: Nome and Cognome with the codice fiscale, delivered through 0000000', async () => {
    const { truffleId } = await paidCheckout({ invoice_requested: true }, 17);
    const [inv] = await invoicesOf(truffleId);
    expect(inv).toMatchObject({ doc_type: 'TD01', status: 'issued' });
    const tree = parseXmlTree((await t.app.inject({ method: 'GET', url: `/api/staff/invoices/${inv!.id}.xml`, headers: accountant })).body);
    expect(checkFatturaPa(tree)).toEqual([]);
    const party = 'FatturaElettronicaHeader/CessionarioCommittente/DatiAnagrafici';
    expect([textAt(tree, `${party}/Anagrafica/Nome`), textAt(tree, `${party}/Anagrafica/Cognome`), textAt(tree, `${party}/CodiceFiscale`)]).toEqual([
      'Maria',
      'Rossi',
      'RSSMRA85T10A562S',
    ]);
    expect(select(tree, `${party}/IdFiscaleIVA`)).toEqual([]);
    expect(textAt(tree, 'FatturaElettronicaHeader/DatiTrasmissione/CodiceDestinatario')).toBe('0000000');
  });

  it('a refund after the invoice gets a credit note (TD04) for what was given back', async () => {
    const { truffleId, paidCents } = await paidCheckout(business, 15);
    const [inv] = await invoicesOf(truffleId);
    expect(inv!.status).toBe('issued');
    // Cancelled by staff at the policy's rate: 15 days ahead, a full refund.
    const cancel = await t.app.inject({ method: 'POST', url: `/api/staff/bookings/${truffleId}/cancel`, headers: owner, payload: { reason: 'Guest asked to cancel' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refunded = cancel.json().data.refund_cents as number;
    expect(refunded).toBe(paidCents);
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/staff/invoices/${inv!.id}/credit`,
      headers: accountant,
      payload: { reason: 'Rimborso della prenotazione annullata' },
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().data.invoice).toMatchObject({ doc_type: 'TD04', status: 'draft', total_cents: refunded, credit_of: { id: inv!.id }, partner_id: null });
    const issued = await t.app.inject({ method: 'POST', url: `/api/staff/invoices/${note.json().data.invoice.id}/issue`, headers: accountant });
    expect(issued.statusCode, issued.body).toBe(200);
    const [mail] = await h.rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM notifications WHERE kind = 'guest_invoice_issued' AND (payload->>'invoice_id')::bigint = ${note.json().data.invoice.id}`,
    );
    expect(Number(mail!.n)).toBe(1);
  });
});
