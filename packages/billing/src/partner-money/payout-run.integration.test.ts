import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { testClock } from '@tenuta/booking/test-fixtures';
import { ledgerStatus, payableEntries } from './ledger-status.ts';
import { testLedgerRow, testPayoutProfile, testReferrer, testStaff } from './payout-test-fixtures.ts';
import { gatherPartnerPayout, runMonthlyPayouts } from './payout-run.ts';
import { approvePayout, cancelPayout, exportApprovedPayouts, markPayoutPaid } from './payout-transitions.ts';
import { setPayoutTaxProfile } from './decide-tax-request.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const THRESHOLD = 5_000;
const clock = testClock(new Date('2026-05-01T03:00:00Z'));
const deps = () => ({ db: t.db, clock });

async function payoutsOf(partnerId: number) {
  const r = await t.db.execute<{ id: string; period: string; status: string; gross_cents: number; withholding_cents: number; net_cents: number; iban: string | null }>(
    sql`SELECT id, period, status, gross_cents, withholding_cents, net_cents, iban FROM partner_payouts WHERE partner_id = ${partnerId} ORDER BY id`,
  );
  return r.rows.map((x) => ({ ...x, id: Number(x.id) }));
}

async function carriedBy(payoutId: number): Promise<number[]> {
  const r = await t.db.execute<{ entry_id: string }>(sql`SELECT entry_id FROM commission_events WHERE payout_id = ${payoutId} AND event = 'in_payout' ORDER BY entry_id`);
  return r.rows.map((x) => Number(x.entry_id));
}

describe('the monthly payout run', () => {
  it('creates ONE payout per partner and period when runs race, each row carried once', async () => {
    const { partnerId } = await testReferrer(t.db);
    await testPayoutProfile(t.db, partnerId);
    const rows = [await testLedgerRow(t.db, partnerId, 3_000), await testLedgerRow(t.db, partnerId, 2_500), await testLedgerRow(t.db, partnerId, 1_200)];
    const results = await Promise.all([1, 2, 3, 4].map(() => gatherPartnerPayout(deps(), partnerId, '2026-04', THRESHOLD)));
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'exists')).toHaveLength(3);
    const payouts = await payoutsOf(partnerId);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ period: '2026-04', status: 'draft', gross_cents: 6_700, withholding_cents: 0, net_cents: 6_700 });
    expect(await carriedBy(payouts[0]!.id)).toEqual(rows);
    // Whole runs racing too: nothing more.
    await Promise.all([runMonthlyPayouts(deps(), { thresholdCents: THRESHOLD }), runMonthlyPayouts(deps(), { thresholdCents: THRESHOLD })]);
    expect(await payoutsOf(partnerId)).toHaveLength(1);
    expect((await payableEntries(t.db, partnerId)).entryIds).toEqual([]);
  });

  it('rolls a balance below the threshold over, then pays it with the next month', async () => {
    const { partnerId } = await testReferrer(t.db);
    await testPayoutProfile(t.db, partnerId);
    await testLedgerRow(t.db, partnerId, 3_000);
    await testLedgerRow(t.db, partnerId, 900, { approved: false }); // pending: not payable
    await testLedgerRow(t.db, partnerId, 4_000, { flag: 'self_referral' }); // flagged: waits for staff
    const first = await gatherPartnerPayout(deps(), partnerId, '2026-04', THRESHOLD);
    expect(first).toMatchObject({ outcome: 'held', hold: { reason: 'below_threshold' }, balanceCents: 3_000 });
    expect(await payoutsOf(partnerId)).toEqual([]);
    await testLedgerRow(t.db, partnerId, 2_000);
    const second = await gatherPartnerPayout(deps(), partnerId, '2026-05', THRESHOLD);
    expect(second).toMatchObject({ outcome: 'created', grossCents: 5_000, entries: 2 });
  });

  it('deducts a refund approved after the payout from the next payout; a negative balance rolls over', async () => {
    const { partnerId } = await testReferrer(t.db, { vatNumber: null });
    await testPayoutProfile(t.db, partnerId, { personType: 'private', withholdingBps: 1150 });
    const staff = await testStaff(t.db);
    const big = await testLedgerRow(t.db, partnerId, 10_000);
    const first = await gatherPartnerPayout(deps(), partnerId, '2026-04', THRESHOLD);
    expect(first).toMatchObject({ outcome: 'created', grossCents: 10_000, withholdingCents: 1_150, netCents: 8_850 });
    if (first.outcome !== 'created') throw new Error('no payout');
    await approvePayout(deps(), staff, first.payoutId);
    await markPayoutPaid(deps(), staff, first.payoutId);
    // The guest is refunded after the payout: a reversal, approved when written.
    const reversal = await testLedgerRow(t.db, partnerId, -3_000, { reverses: big });
    expect(await gatherPartnerPayout(deps(), partnerId, '2026-05', THRESHOLD)).toMatchObject({ outcome: 'held', hold: { reason: 'below_threshold' }, balanceCents: -3_000 });
    const next = await testLedgerRow(t.db, partnerId, 9_000);
    const second = await gatherPartnerPayout(deps(), partnerId, '2026-06', THRESHOLD);
    // 9 000 − 3 000 = 6 000 gross; 11.5 % = 690 withheld.
    expect(second).toMatchObject({ outcome: 'created', grossCents: 6_000, withholdingCents: 690, netCents: 5_310, entries: 2 });
    if (second.outcome !== 'created') throw new Error('no payout');
    expect(await carriedBy(second.payoutId)).toEqual([reversal, next].sort((a, b) => a - b));
    // The first payout's rows are paid; the ledger sums to what was paid plus what is in the payout.
    const sums = await t.db.execute<{ total: string }>(sql`SELECT sum(amount_cents) AS total FROM commission_entries WHERE partner_id = ${partnerId}`);
    expect(Number(sums.rows[0]!.total)).toBe(10_000 + 6_000);
  });

  it('holds a suspended partner, a partner without IBAN and an IBAN changed less than 48 hours ago', async () => {
    const suspended = await testReferrer(t.db, { status: 'suspended' });
    await testPayoutProfile(t.db, suspended.partnerId);
    await testLedgerRow(t.db, suspended.partnerId, 8_000);
    const noIban = await testReferrer(t.db);
    await testLedgerRow(t.db, noIban.partnerId, 8_000);
    const recent = await testReferrer(t.db);
    const changedAt = new Date(clock.now().getTime() - 47 * 3_600_000);
    await testPayoutProfile(t.db, recent.partnerId, { ibanChangedAt: changedAt });
    await testLedgerRow(t.db, recent.partnerId, 8_000);

    const run = await runMonthlyPayouts(deps(), { thresholdCents: THRESHOLD, period: '2026-04' });
    const of = (id: number) => run.outcomes.find((o) => o.partnerId === id);
    expect(of(suspended.partnerId)).toMatchObject({ outcome: 'held', hold: { reason: 'suspended' } });
    expect(of(noIban.partnerId)).toMatchObject({ outcome: 'held', hold: { reason: 'no_iban' } });
    expect(of(recent.partnerId)).toMatchObject({ outcome: 'held', hold: { reason: 'iban_recent', until: new Date(changedAt.getTime() + 48 * 3_600_000) } });
    for (const p of [suspended, noIban, recent]) expect(await payoutsOf(p.partnerId)).toEqual([]);

    // Two hours later the hold is over; the suspended partner stays held until reactivated.
    const later = testClock(new Date(clock.now().getTime() + 2 * 3_600_000));
    expect(await gatherPartnerPayout({ db: t.db, clock: later }, recent.partnerId, '2026-04', THRESHOLD)).toMatchObject({ outcome: 'created', grossCents: 8_000 });
    await t.db.execute(sql`UPDATE partners SET status = 'active' WHERE id = ${suspended.partnerId}`);
    expect(await gatherPartnerPayout({ db: t.db, clock: later }, suspended.partnerId, '2026-04', THRESHOLD)).toMatchObject({ outcome: 'created' });
  });

  it('cancelling a payout makes its rows payable again (the rule ignores a cancelled payout)', async () => {
    const { partnerId } = await testReferrer(t.db);
    await testPayoutProfile(t.db, partnerId);
    const staff = await testStaff(t.db);
    const a = await testLedgerRow(t.db, partnerId, 6_000);
    const made = await gatherPartnerPayout(deps(), partnerId, '2026-04', THRESHOLD);
    if (made.outcome !== 'created') throw new Error('no payout');
    expect((await payableEntries(t.db, partnerId)).entryIds).toEqual([]);
    await approvePayout(deps(), staff, made.payoutId);
    await cancelPayout(deps(), staff, made.payoutId, 'Wrong IBAN, asked the partner');
    expect(await payableEntries(t.db, partnerId)).toEqual({ entryIds: [a], balanceCents: 6_000 });
    expect(ledgerStatus({ flag: null, events: [{ event: 'approved' }, { event: 'in_payout', payoutStatus: 'cancelled' }] })).toBe('approved');
    // A paid payout cannot be cancelled; a cancelled one cannot be approved.
    await expect(approvePayout(deps(), staff, made.payoutId)).rejects.toMatchObject({ detail: 'payout_not_draft' });
  });

  it('the next run gathers the rows of a cancelled payout into a new payout (one in_payout event per entry and payout)', async () => {
    const { partnerId } = await testReferrer(t.db);
    await testPayoutProfile(t.db, partnerId);
    const staff = await testStaff(t.db);
    const a = await testLedgerRow(t.db, partnerId, 6_000);
    const made = await gatherPartnerPayout(deps(), partnerId, '2026-04', THRESHOLD);
    if (made.outcome !== 'created') throw new Error('no payout');
    await cancelPayout(deps(), staff, made.payoutId, 'Wrong IBAN, asked the partner');
    // The cancelled payout keeps its period; the next period gathers the row again.
    expect(await gatherPartnerPayout(deps(), partnerId, '2026-04', THRESHOLD)).toMatchObject({ outcome: 'exists', payoutId: made.payoutId });
    const again = await gatherPartnerPayout(deps(), partnerId, '2026-05', THRESHOLD);
    expect(again).toMatchObject({ outcome: 'created', grossCents: 6_000, entries: 1 });
    if (again.outcome !== 'created') throw new Error('no payout');
    expect(await carriedBy(again.payoutId)).toEqual([a]);
    expect((await payableEntries(t.db, partnerId)).entryIds).toEqual([]);
  });

  it('waits for a confirmed tax status: the approved rows roll over, then are paid with the confirmed withholding', async () => {
    // A referrer whose company data has a VAT number, with an IBAN, but no tax status staff confirmed.
    const { partnerId } = await testReferrer(t.db, { vatNumber: '01234567890' });
    await testPayoutProfile(t.db, partnerId, { personType: 'company', confirmed: false });
    const rows = [await testLedgerRow(t.db, partnerId, 6_000), await testLedgerRow(t.db, partnerId, 4_000)];
    const held = await runMonthlyPayouts(deps(), { thresholdCents: THRESHOLD, period: '2026-04' });
    expect(held.outcomes.find((o) => o.partnerId === partnerId)).toMatchObject({ outcome: 'held', hold: { reason: 'tax_unconfirmed' }, balanceCents: 10_000 });
    expect(await payoutsOf(partnerId)).toEqual([]);
    expect(await payableEntries(t.db, partnerId)).toEqual({ entryIds: rows, balanceCents: 10_000 });

    // Staff confirm a private person: the next run gathers everything, 11.5 % withheld, and says who confirmed it.
    const owner = await testStaff(t.db, 'owner');
    await setPayoutTaxProfile(deps(), owner, partnerId, { personType: 'private', withholdingBps: 1150 });
    const made = await gatherPartnerPayout(deps(), partnerId, '2026-05', THRESHOLD);
    expect(made).toMatchObject({ outcome: 'created', grossCents: 10_000, withholdingCents: 1_150, netCents: 8_850, entries: 2 });
    const r = await t.db.execute<{ prepared_by: number | null; tax_confirmed_by: number | null }>(
      sql`SELECT prepared_by, tax_confirmed_by FROM partner_payouts WHERE partner_id = ${partnerId}`,
    );
    expect(r.rows).toEqual([{ prepared_by: null, tax_confirmed_by: owner.id }]);
  });

  it('takes the VAT number staff confirmed, never one typed into the company data afterwards', async () => {
    const { partnerId } = await testReferrer(t.db, { vatNumber: null });
    // Confirmed: a company without a VAT number, withheld as a private person.
    await testPayoutProfile(t.db, partnerId, { personType: 'company', vatNumber: null });
    await t.db.execute(sql`UPDATE partners SET vat_number = '01234567890' WHERE id = ${partnerId}`);
    await testLedgerRow(t.db, partnerId, 10_000);
    expect(await gatherPartnerPayout(deps(), partnerId, '2026-04', THRESHOLD)).toMatchObject({ outcome: 'created', withholdingCents: 1_150, netCents: 8_850 });
  });

  it('whoever gathered a payout or confirmed the tax status behind it cannot approve it; another person or an owner can', async () => {
    const accountant = await testStaff(t.db);
    const colleague = await testStaff(t.db);
    const owner = await testStaff(t.db, 'owner');
    const a = await testReferrer(t.db);
    await testPayoutProfile(t.db, a.partnerId, { confirmedBy: accountant.id });
    await testLedgerRow(t.db, a.partnerId, 7_000);
    const b = await testReferrer(t.db);
    await testPayoutProfile(t.db, b.partnerId);
    await testLedgerRow(t.db, b.partnerId, 8_000);
    const run = await runMonthlyPayouts(deps(), { thresholdCents: THRESHOLD, period: '2026-04', preparedBy: owner });
    const idOf = (partnerId: number) => {
      const o = run.outcomes.find((x) => x.partnerId === partnerId);
      if (o?.outcome !== 'created') throw new Error('no payout');
      return o.payoutId;
    };
    // A: the accountant confirmed its tax status. B: nobody but the owner's "gather now" touched it.
    await expect(approvePayout(deps(), accountant, idOf(a.partnerId))).rejects.toMatchObject({ code: 'forbidden', detail: 'payout_needs_second_person' });
    await approvePayout(deps(), colleague, idOf(a.partnerId));
    await approvePayout(deps(), accountant, idOf(b.partnerId));
    const audit = await t.db.execute<{ action: string; staff_id: number }>(
      sql`SELECT action, staff_id FROM staff_audit_log WHERE target_type = 'payout' AND target_id = ${String(idOf(b.partnerId))} ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { action: 'payout.prepare', staff_id: owner.id },
      { action: 'payout.approve', staff_id: accountant.id },
    ]);
    // The owner approves what the owner gathered.
    const c = await testReferrer(t.db);
    await testPayoutProfile(t.db, c.partnerId, { confirmedBy: owner.id });
    await testLedgerRow(t.db, c.partnerId, 9_000);
    const own = await gatherPartnerPayout(deps(), c.partnerId, '2026-04', THRESHOLD, owner);
    if (own.outcome !== 'created') throw new Error('no payout');
    await expect(approvePayout(deps(), owner, own.payoutId)).resolves.toMatchObject({ status: 'approved', approvedBy: owner.id });
  });

  it('a new tax status recalculates an open payout back to draft; whoever changed it cannot approve it, nor get it into a SEPA file', async () => {
    const accountant = await testStaff(t.db);
    const colleague = await testStaff(t.db);
    const { partnerId } = await testReferrer(t.db, { vatNumber: null });
    await testPayoutProfile(t.db, partnerId, { personType: 'private' });
    await testLedgerRow(t.db, partnerId, 10_000);
    const made = await gatherPartnerPayout(deps(), partnerId, '2026-04', THRESHOLD);
    if (made.outcome !== 'created') throw new Error('no payout');
    await approvePayout(deps(), accountant, made.payoutId);
    // The accountant makes it a company with a VAT number: no withholding, and the payout is a draft again.
    await setPayoutTaxProfile(deps(), accountant, partnerId, { personType: 'company', withholdingBps: 1150, vatNumber: 'IT12345678903' });
    expect((await payoutsOf(partnerId))[0]).toMatchObject({ status: 'draft', withholding_cents: 0, net_cents: 10_000 });
    await expect(approvePayout(deps(), accountant, made.payoutId)).rejects.toMatchObject({ detail: 'payout_needs_second_person' });
    const debtor = { name: 'Tenuta', iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX' };
    await expect(exportApprovedPayouts(deps(), accountant, debtor, [made.payoutId])).rejects.toMatchObject({ detail: 'nothing_to_export' });
    await approvePayout(deps(), colleague, made.payoutId);
    // An approval that does not count (written before the rule, say) stays out of the file.
    await t.db.execute(sql`UPDATE partner_payouts SET approved_by = ${accountant.id} WHERE id = ${made.payoutId}`);
    await expect(exportApprovedPayouts(deps(), colleague, debtor, [made.payoutId])).rejects.toMatchObject({ detail: 'nothing_to_export' });
    await t.db.execute(sql`UPDATE partner_payouts SET approved_by = ${colleague.id} WHERE id = ${made.payoutId}`);
    expect(await exportApprovedPayouts(deps(), accountant, debtor, [made.payoutId])).toMatchObject({ payoutIds: [made.payoutId], skippedIds: [] });
  });
});
