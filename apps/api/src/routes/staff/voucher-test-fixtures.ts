import { and, asc, eq, sql } from 'drizzle-orm';
import { giftVoucherEntries, giftVouchers, notifications, staffAuditLog, type Database, type StaffRole } from '@tenuta/db';
import { appendVoucherEntry, billingPort, issueVoucher, lockVoucher, voucherBalance, voucherSpendable } from '@tenuta/billing';
import { isDomainError, lockingTransaction } from '@tenuta/core';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/** A test app with a signed-in member of each role, and the calls, reads and vouchers the voucher tests share. */
export async function voucherWorld() {
  const t: TestApp = await createTestApp();
  const as = {} as Record<StaffRole, { id: number; email: string; headers: { authorization: string } }>;
  for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) as[role] = await staffSession(t.database.db, role);
  const db = t.database.db;
  const call = (role: StaffRole, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/staff${url}`, headers: as[role].headers, ...(payload === undefined ? {} : { payload }) });
  return { t, as, db, call };
}

export const auditOf = (db: Database, action: string, id: number) =>
  db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(id))));
export const entriesOf = (db: Database, id: number) => db.select().from(giftVoucherEntries).where(eq(giftVoucherEntries.voucherId, id)).orderBy(asc(giftVoucherEntries.id));
export const voucherRow = async (db: Database, id: number) => (await db.select().from(giftVouchers).where(eq(giftVouchers.id, id)))[0]!;

let seq = 0;
/** The number of the last voucher `bought` made (its buyer is buyer-<n>@example.com). */
export const lastBought = () => seq;

/** A bought voucher, paid and e-mailed at `at` (or waiting for `deliverOn`): its id and code. */
export async function bought(db: Database, o: { at?: Date; amountCents?: number; buyer?: string; recipient?: string; deliverOn?: string | null } = {}) {
  seq += 1;
  const r = await db.transaction((tx) =>
    issueVoucher(
      tx,
      {
        origin: 'purchased',
        amountCents: o.amountCents ?? 10_000,
        buyerName: o.buyer ?? `Marco Bianchi ${seq}`,
        buyerEmail: `buyer-${seq}@example.com`,
        locale: 'it',
        recipientName: o.recipient ?? `Anna Verdi ${seq}`,
        recipientEmail: `recipient-${seq}@example.com`,
        message: 'Buon compleanno!',
        deliverTo: 'recipient',
        deliverOn: o.deliverOn ?? null,
      },
      o.at ?? new Date(),
    ),
  );
  return { id: r.voucher.id, code: r.code };
}

/** A checkout spending a voucher as every spender must: the voucher's lock, then status and balance, then the entry. */
export const spend = (db: Database, voucherId: number, cents: number, bookingId?: number) =>
  lockingTransaction(db, async (tx) => {
    const v = await lockVoucher(tx, voucherId);
    const balance = await voucherBalance(tx, voucherId);
    if (!v || !voucherSpendable(v, balance, new Date()) || balance < cents) return 'refused' as const;
    await appendVoucherEntry(tx, { voucherId, kind: 'redeem', amountCents: -cents, bookingId: bookingId ?? null });
    return 'spent' as const;
  });

/**
 * A guest's checkout paying `cents` of a truffle hunt with a voucher, through billing's port as the
 * checkout calls it (the vouchers locked and allocated, then the redeem entries), in one
 * transaction: the cents it took, or 'refused' when the voucher could not pay (voided, empty).
 */
export async function spendAtCheckout(db: Database, voucherId: number, cents: number): Promise<number | 'refused'> {
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO checkout_sessions (status, email, customer_data, privacy_accepted_at, privacy_policy_version, items, subtotal_cents, amount_due_cents, pay_later_cents)
    VALUES ('open', 'guest@example.com', '{}'::jsonb, now(), 'v1', '[]'::jsonb, ${cents}, ${cents}, 0) RETURNING id`);
  const checkoutSessionId = r.rows[0]!.id;
  try {
    return await lockingTransaction(db, async (tx) => {
      const now = new Date();
      const allocation = await billingPort.checkoutVouchersRequested(tx, {
        voucherIds: [voucherId],
        lines: [{ cartItemId: `line-${checkoutSessionId}`, category: 'TRUFFLE', amountCents: cents }],
        replacing: null,
        now,
      });
      await billingPort.checkoutVouchersSpent(tx, {
        checkoutSessionId,
        parts: allocation.parts.map((p) => ({ voucherId: p.voucherId, amountCents: p.amountCents, bookingId: null })),
        now,
      });
      return allocation.totalCents;
    });
  } catch (e) {
    if (isDomainError(e) && (e.code === 'voucher_invalid' || e.code === 'voucher_empty')) return 'refused';
    throw e;
  }
}

/** Every e-mail of a voucher marked sent (as the outbox would). */
export async function markVoucherEmailsSent(db: Database, id: number) {
  await db.execute(sql`UPDATE notifications SET status = 'sent', sent_at = now() WHERE payload->>'gift_voucher_id' = ${String(id)}`);
}

/** The code and address of the voucher e-mail queued last for a voucher. */
export async function codeInEmail(db: Database, id: number) {
  const [n] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'gift_voucher_delivery'), sql`${notifications.payload}->>'gift_voucher_id' = ${String(id)}`))
    .orderBy(sql`${notifications.id} DESC`)
    .limit(1);
  return { code: String(n!.payload.voucher_code), recipient: n!.recipient };
}
