import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, invoiceCounters, invoices, staffAccounts, type TestDatabase } from '@tenuta/db';
import { isDomainError } from '@tenuta/core';
import { testClock } from '@tenuta/booking/test-fixtures';
import { guestBuyer } from './invoice-buyer.ts';
import { creditLine } from './invoice-lines.ts';
import { invoiceTotals, vatInclusiveLine, vatSummaries } from './invoice-money.ts';
import { issueInvoice } from './issue-invoice.ts';
import { prepareDeferredInvoices } from './prepare-deferred-invoices.ts';
import { getInvoiceFile } from './invoice-files.ts';
import { demoSeller } from './seller.ts';

let t: TestDatabase;
const clock = testClock(new Date('2027-03-10T10:00:00Z'));
let actor: { id: number; email: string };

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  const [a] = await t.db
    .insert(staffAccounts)
    .values({ email: 'accountant@staff.test', name: 'Accountant', role: 'accountant', status: 'active', passwordHash: 'unused' })
    .returning();
  actor = { id: a!.id, email: a!.email };
});
afterAll(async () => {
  await t.drop();
});

const business = {
  billing_type: 'business',
  company_name: 'Vini Srl',
  vat_number: 'IT09876543217',
  sdi_code: 'M5UXCR1',
  address: 'Via Roma 1',
  city: 'Torino',
  postal_code: '10121',
  province: 'TO',
  billing_country: 'Italia',
};

/** A guest's invoice draft (one line unless given; no booking needed to number it). */
async function draft(over: Record<string, unknown> = {}, lines = [vatInclusiveLine({ description: 'Caccia al Tartufo', grossCents: 17000, vatBps: 2200 })]): Promise<number> {
  const [row] = await t.db
    .insert(invoices)
    .values({ docType: 'TD01', status: 'draft', year: 2027, buyer: { ...guestBuyer({ ...business, ...over }, 'vini@example.com', 'it') }, lines, ...invoiceTotals(lines) })
    .returning();
  return row!.id;
}

const numbers = async () =>
  (await t.db.execute<{ year: number; number: number }>(sql`SELECT year, number FROM invoices WHERE status = 'issued' ORDER BY number`)).rows.map((r) => [
    Number(r.year),
    Number(r.number),
  ]);

describe('invoice numbering', () => {
  it('10 drafts issued at once get the numbers 1 to 10 of the year: no gap, no duplicate', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => draft()));
    const issued = await Promise.all(ids.map((id) => issueInvoice({ db: t.db, clock }, actor, id)));
    expect(issued.map((i) => i.number).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(issued.every((i) => i.status === 'issued' && i.year === 2027 && i.issueDate === '2027-03-10' && i.dueDate === '2027-03-10' && i.paidAt !== null)).toBe(true);
    expect(await numbers()).toEqual(Array.from({ length: 10 }, (_, i) => [2027, i + 1]));
    const [counter] = await t.db.select().from(invoiceCounters).where(sql`${invoiceCounters.year} = 2027`);
    expect(counter!.lastNumber).toBe(10);
    // Each issue queued its e-mail and wrote its audit row in the same transaction.
    const mails = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM notifications WHERE kind = 'guest_invoice_issued' AND recipient = 'vini@example.com'`);
    expect(Number(mails.rows[0]!.n)).toBe(10);
    const audit = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM staff_audit_log WHERE action = 'invoice.issue'`);
    expect(Number(audit.rows[0]!.n)).toBe(10);
  });

  it('the same draft issued twice at once is numbered once; the other gets 409 already_issued', async () => {
    const id = await draft();
    const results = await Promise.allSettled([issueInvoice({ db: t.db, clock }, actor, id), issueInvoice({ db: t.db, clock }, actor, id)]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(isDomainError(refused[0]!.reason) && refused[0]!.reason.detail).toBe('already_issued');
    expect((await numbers()).at(-1)).toEqual([2027, 11]);
  });

  it('a draft that cannot be issued (billing data refused) takes no number: the next one has no gap', async () => {
    const bad = await draft({ postal_code: '1012' });
    const good = await draft();
    const results = await Promise.allSettled([issueInvoice({ db: t.db, clock }, actor, bad), issueInvoice({ db: t.db, clock }, actor, good)]);
    expect(results[0]!.status).toBe('rejected');
    const reason = (results[0] as PromiseRejectedResult).reason;
    expect(isDomainError(reason) && [reason.detail, reason.extra]).toEqual(['buyer_incomplete', { problems: ['buyer_postal_code'] }]);
    expect((results[1] as PromiseFulfilledResult<{ number: number }>).value.number).toBe(12);
    expect((await numbers()).map(([, n]) => n)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('a new year starts its own series at 1', async () => {
    const id = await draft();
    const next = testClock(new Date('2028-01-02T09:00:00Z'));
    expect(await issueInvoice({ db: t.db, clock: next }, actor, id)).toMatchObject({ year: 2028, number: 1, issueDate: '2028-01-02' });
  });

  it('the database refuses a duplicate number and any deletion', async () => {
    const id = await draft();
    await expect(t.db.execute(sql`UPDATE invoices SET status = 'issued', number = 1, year = 2027 WHERE id = ${id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM invoices WHERE id = ${id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`UPDATE invoices SET status = 'issued' WHERE id = ${id}`)).rejects.toThrow();
    expect((await t.db.execute(sql`SELECT 1 FROM invoices WHERE id = ${id}`)).rows).toHaveLength(1);
  });

  it('the monthly run prepares the month before; a month not over is refused', async () => {
    expect(await prepareDeferredInvoices({ db: t.db, clock: testClock(new Date('2027-03-01T05:00:00Z')) })).toEqual({ period: '2027-02', invoices: [], creditNotes: [] });
    expect(await prepareDeferredInvoices({ db: t.db, clock: testClock(new Date('2027-01-01T05:00:00Z')) })).toMatchObject({ period: '2026-12' });
    const refused = await prepareDeferredInvoices({ db: t.db, clock }, { period: '2027-03' }).catch((e: unknown) => e);
    expect(isDomainError(refused) && refused.detail).toBe('period_not_over');
  });
});

describe('the seller on an issued invoice', () => {
  it('is frozen the first time the document is rendered: a later change of the estate’s data does not rewrite it; a draft shows the configured one', async () => {
    const id = await draft();
    const preview = await getInvoiceFile({ db: t.db }, { ...demoSeller, name: 'Draft Seller Srl' }, { id, kind: 'pdf' });
    expect(preview.contentType).toBe('application/pdf');
    await issueInvoice({ db: t.db, clock }, actor, id);
    const first = await getInvoiceFile({ db: t.db }, demoSeller, { id, kind: 'xml' });
    const later = await getInvoiceFile({ db: t.db }, { ...demoSeller, name: 'Renamed Estate Srl', address: 'Via Nuova 9' }, { id, kind: 'xml' });
    expect(first.content.toString('utf8')).toContain(demoSeller.address);
    expect(later.content.toString('utf8')).toBe(first.content.toString('utf8'));
    expect(later.content.toString('utf8')).not.toContain('Renamed Estate');
  });
});

describe('what the exchange system asks beyond the schema, when issuing', () => {
  const xmlOf = async (id: number) => (await getInvoiceFile({ db: t.db }, demoSeller, { id, kind: 'xml' })).content.toString('utf8');

  it('computes the VAT per rate summary: a draft of four lines split one by one is issued with 578.00 split once, the lines adding up to it', async () => {
    // Split one by one, four lines of 144.50 have 473.76 taxable and 104.24 VAT; 578.00 / 1.22 is 473.77.
    const four = Array.from({ length: 4 }, (_, i) => vatInclusiveLine({ description: `Caccia ${i + 1}`, grossCents: 14450, vatBps: 2200 }));
    expect(invoiceTotals(four)).toMatchObject({ taxableCents: 47376, vatCents: 10424 });
    const issued = await issueInvoice({ db: t.db, clock }, actor, await draft({}, four));
    expect(issued).toMatchObject({ taxableCents: 47377, vatCents: 10423, totalCents: 57800 });
    const [summary] = vatSummaries(issued.lines);
    expect(summary).toMatchObject({ taxableCents: 47377, vatCents: 57800 - 47377 });
    expect(issued.lines.map((l) => l.taxableCents + l.vatCents)).toEqual([14450, 14450, 14450, 14450]);
    const xml = await xmlOf(issued.id);
    expect(xml).toContain('<ImponibileImporto>473.77</ImponibileImporto>');
    expect(xml).toContain('<Imposta>104.23</Imposta>');
    expect(xml).toContain('<ImportoTotaleDocumento>578.00</ImportoTotaleDocumento>');
  });

  it('the demo hunt paid 170.00 is invoiced 170.00 (139.34 + 30.66), and its credit note credits 170.00: never a cent off', async () => {
    const invoice = await issueInvoice({ db: t.db, clock }, actor, await draft());
    expect(invoice).toMatchObject({ taxableCents: 13934, vatCents: 3066, totalCents: 17000 });
    const xml = await xmlOf(invoice.id);
    // 139.34 × 22 % is 30.65: the tax is what is left of 170.00, one cent of rounding.
    expect(xml).toContain('<ImponibileImporto>139.34</ImponibileImporto>');
    expect(xml).toContain('<Imposta>30.66</Imposta>');
    expect(xml).toContain('<ImportoTotaleDocumento>170.00</ImportoTotaleDocumento>');
    const lines = [creditLine(invoice.lines[0]!, 17000, 'annullata')];
    const [note] = await t.db
      .insert(invoices)
      .values({ docType: 'TD04', status: 'draft', year: 2027, creditOf: invoice.id, buyer: invoice.buyer, lines, ...invoiceTotals(lines) })
      .returning();
    const credited = await issueInvoice({ db: t.db, clock }, actor, note!.id);
    expect(credited).toMatchObject({ taxableCents: 13934, vatCents: 3066, totalCents: 17000 });
    expect(await xmlOf(credited.id)).toContain('<ImportoTotaleDocumento>170.00</ImportoTotaleDocumento>');
  });

  it('a private guest abroad without a tax id is invoiced (no longer refused): Nome and Cognome, its country with the placeholder id', async () => {
    const person = {
      billing_type: 'private_foreign',
      invoice_requested: true,
      name: 'John',
      surname: 'Smith',
      company_name: '',
      vat_number: '',
      sdi_code: '',
      fiscal_code: '',
      address: '350 Fifth Avenue',
      city: 'New York',
      postal_code: '10118',
      province: 'NY',
      billing_country: 'United States',
    };
    const issued = await issueInvoice({ db: t.db, clock }, actor, await draft(person));
    expect(issued.status).toBe('issued');
    expect(issued.buyer).toMatchObject({ name: 'John Smith', first_name: 'John', last_name: 'Smith', country: 'US', vat_number: null });
    const xml = await xmlOf(issued.id);
    expect(xml).toMatch(
      /<IdFiscaleIVA>\s*<IdPaese>US<\/IdPaese>\s*<IdCodice>OO99999999999<\/IdCodice>\s*<\/IdFiscaleIVA>\s*<Anagrafica>\s*<Nome>John<\/Nome>\s*<Cognome>Smith<\/Cognome>/,
    );
    expect(xml).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>');
    // An Italian person still needs the codice fiscale.
    const refused = await issueInvoice({ db: t.db, clock }, actor, await draft({ ...person, billing_country: 'Italia', postal_code: '12051', province: 'CN' })).catch(
      (e: unknown) => e,
    );
    expect(isDomainError(refused) && [refused.detail, refused.extra]).toEqual(['buyer_incomplete', { problems: ['buyer_tax_id'] }]);
  });

  it('stamp duty on an immediate invoice without VAT above 77.47: DatiBollo in the XML, borne by the estate (the guest already paid by card)', async () => {
    const lines = [vatInclusiveLine({ description: 'Degustazione', grossCents: 9000, vatBps: 0 })];
    const issued = await issueInvoice({ db: t.db, clock, seller: { ...demoSeller, stampDutyCharged: true } }, actor, await draft({}, lines));
    expect(issued.totalCents).toBe(9000);
    expect(issued.lines).toHaveLength(1);
    const xml = await xmlOf(issued.id);
    expect(xml).toMatch(/<DatiBollo>\s*<BolloVirtuale>SI<\/BolloVirtuale>\s*<ImportoBollo>2.00<\/ImportoBollo>\s*<\/DatiBollo>/);
    expect(xml).toContain('<RiferimentoNormativo>Non soggetta ad IVA ex artt. 1-5 DPR 633/72</RiferimentoNormativo>');
  });
});
