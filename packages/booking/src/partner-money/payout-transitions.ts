import { and, asc, eq, inArray } from 'drizzle-orm';
import { notifications, partnerPayoutProfiles, partnerPayouts, type Database, type PartnerPayout } from '@tenuta/db';
import type { Clock, Outbox } from '../deps.ts';
import { DomainError, notFound } from '../errors.ts';
import { lockPartner } from '../partners/partner-terms.ts';
import { recordStaffAction, type StaffActor } from '../staff-audit/record-staff-action.ts';
import { lockingTransaction, type Executor } from '../transaction.ts';
import { partnerRecipients } from './payout-profile.ts';
import { buildSepaCreditTransfer, SepaExportError, sepaTotals, type SepaDebtor, type SepaPayment } from './sepa-export.ts';

/**
 * What staff do with a payout (payouts.manage), each a transaction under the payout's row lock
 * with its audit row: draft → approved → exported (in a SEPA file) → paid, and cancelled from
 * draft or approved. Cancelling appends nothing to the ledger: the ledger rule ignores the
 * `in_payout` events of a cancelled payout, so its rows are payable again at the next run.
 */
export interface PayoutTransitionDeps {
  db: Database;
  clock: Clock;
  outbox?: Outbox;
}

const lockPayout = async (tx: Executor, id: number): Promise<PartnerPayout> => {
  const [row] = await tx.select().from(partnerPayouts).where(eq(partnerPayouts.id, id)).for('update');
  if (!row) throw notFound('Payout');
  return row;
};

const conflict = (detail: string, message: string) => new DomainError('conflict', message, detail);

/** draft → approved. */
export async function approvePayout(deps: PayoutTransitionDeps, actor: StaffActor, payoutId: number): Promise<PartnerPayout> {
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx) => {
    const p = await lockPayout(tx, payoutId);
    if (p.status !== 'draft') throw conflict('payout_not_draft', `Only a draft payout can be approved (this one is ${p.status})`);
    const [row] = await tx.update(partnerPayouts).set({ status: 'approved', approvedBy: actor.id, approvedAt: now }).where(eq(partnerPayouts.id, payoutId)).returning();
    await recordStaffAction(
      tx,
      actor,
      { action: 'payout.approve', targetType: 'payout', targetId: payoutId, before: { status: p.status }, after: { status: 'approved', net_cents: p.netCents } },
      now,
    );
    return row!;
  });
}

/**
 * draft | approved → cancelled, with a reason. The partner's lock comes first (the payout run's
 * order), so a run in progress for the partner finishes before the rows are released.
 */
export async function cancelPayout(deps: PayoutTransitionDeps, actor: StaffActor, payoutId: number, reason: string): Promise<PartnerPayout> {
  const why = reason.trim();
  if (why.length < 3) throw new DomainError('validation_error', 'Write the reason', 'reason_required');
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx) => {
    const [peek] = await tx.select({ partnerId: partnerPayouts.partnerId }).from(partnerPayouts).where(eq(partnerPayouts.id, payoutId));
    if (!peek) throw notFound('Payout');
    await lockPartner(tx, peek.partnerId);
    const p = await lockPayout(tx, payoutId);
    if (p.status !== 'draft' && p.status !== 'approved') throw conflict('payout_not_cancellable', `A payout already ${p.status} cannot be cancelled`);
    const [row] = await tx.update(partnerPayouts).set({ status: 'cancelled' }).where(eq(partnerPayouts.id, payoutId)).returning();
    await recordStaffAction(
      tx,
      actor,
      { action: 'payout.cancel', targetType: 'payout', targetId: payoutId, before: { status: p.status }, after: { status: 'cancelled', reason: why } },
      now,
    );
    return row!;
  });
}

/** approved | exported → paid: the partner gets the remittance (PDF attached) by e-mail. */
export async function markPayoutPaid(deps: PayoutTransitionDeps, actor: StaffActor, payoutId: number): Promise<PartnerPayout> {
  const now = deps.clock.now();
  const row = await lockingTransaction(deps.db, async (tx) => {
    const p = await lockPayout(tx, payoutId);
    if (p.status !== 'approved' && p.status !== 'exported')
      throw conflict('payout_not_payable', `Only an approved or exported payout can be marked paid (this one is ${p.status})`);
    const [updated] = await tx.update(partnerPayouts).set({ status: 'paid', paidAt: now }).where(eq(partnerPayouts.id, payoutId)).returning();
    const recipients = await partnerRecipients(tx, p.partnerId);
    if (recipients.length) {
      await tx
        .insert(notifications)
        .values(recipients.map((r) => ({ kind: 'partner_payout_remittance' as const, recipient: r.email, locale: r.locale, payload: { payout_id: payoutId } })));
    }
    await recordStaffAction(
      tx,
      actor,
      { action: 'payout.paid', targetType: 'payout', targetId: payoutId, before: { status: p.status }, after: { status: 'paid', net_cents: p.netCents } },
      now,
    );
    return updated!;
  });
  deps.outbox?.kick();
  return row;
}

export interface SepaFile {
  messageId: string;
  filename: string;
  xml: string;
  count: number;
  totalCents: number;
  payoutIds: number[];
}

/** A message id of the SEPA set, unique per file: TNT + Rome-independent UTC stamp + 4 random characters (21 characters). */
export function sepaMessageId(now: Date, random: () => number = Math.random): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
  const tail = Array.from({ length: 4 }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(random() * 34)]).join('');
  return `TNT${stamp}${tail}`;
}

/** The SEPA payments of payouts: the net amount to the IBAN captured in the payout; the BIC only while the profile still has that IBAN. */
async function sepaPayments(tx: Executor, rows: readonly PartnerPayout[]): Promise<SepaPayment[]> {
  const partnerIds = [...new Set(rows.map((r) => r.partnerId))];
  const profiles = partnerIds.length ? await tx.select().from(partnerPayoutProfiles).where(inArray(partnerPayoutProfiles.partnerId, partnerIds)) : [];
  return rows.map((r) => {
    const profile = profiles.find((p) => p.partnerId === r.partnerId);
    return {
      payoutId: r.id,
      creditorName: r.accountHolder ?? '',
      iban: r.iban ?? '',
      bic: profile && profile.iban === r.iban ? profile.bic : null,
      netCents: r.netCents,
      remittance: `Tenuta provvigioni ${r.period} - payout ${r.id}`,
    };
  });
}

const asConflict = (e: unknown): unknown =>
  e instanceof SepaExportError
    ? new DomainError('conflict', e.message, e.payoutId ? 'payout_bank_details_invalid' : 'sepa_export_failed', e.payoutId ? { payout_id: e.payoutId } : undefined)
    : e;

/**
 * Exports every approved payout (or the approved ones among `payoutIds`) as one pain.001 file and
 * marks them exported (exported_at, the file's message id) in the same transaction: a payout is in
 * at most one file. 409 nothing_to_export when none is approved.
 */
export async function exportApprovedPayouts(deps: PayoutTransitionDeps, actor: StaffActor, debtor: SepaDebtor, payoutIds?: readonly number[]): Promise<SepaFile> {
  const now = deps.clock.now();
  const messageId = sepaMessageId(now);
  return lockingTransaction(deps.db, async (tx) => {
    const where = payoutIds?.length ? and(eq(partnerPayouts.status, 'approved'), inArray(partnerPayouts.id, [...payoutIds])) : eq(partnerPayouts.status, 'approved');
    const rows = await tx.select().from(partnerPayouts).where(where).orderBy(asc(partnerPayouts.id)).for('update');
    if (rows.length === 0) throw conflict('nothing_to_export', 'No approved payout to export');
    const payments = await sepaPayments(tx, rows);
    let xml: string;
    try {
      xml = buildSepaCreditTransfer({ debtor, messageId, createdAt: now, executionDate: now, payments });
    } catch (e) {
      throw asConflict(e);
    }
    const ids = rows.map((r) => r.id);
    await tx.update(partnerPayouts).set({ status: 'exported', exportedAt: now, sepaMessageId: messageId }).where(inArray(partnerPayouts.id, ids));
    const totals = sepaTotals(payments);
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'payout.export',
        targetType: 'export',
        targetId: `sepa:${messageId}`,
        after: { message_id: messageId, payouts: ids, count: totals.count, total_cents: totals.totalCents },
      },
      now,
    );
    return { messageId, filename: `tenuta-payouts-${messageId}.xml`, xml, ...totals, payoutIds: ids };
  });
}

/** The file of an earlier export again, as it was built (same message id, time and payouts). */
export async function sepaFileAgain(db: Executor, debtor: SepaDebtor, messageId: string): Promise<SepaFile> {
  const rows = await db.select().from(partnerPayouts).where(eq(partnerPayouts.sepaMessageId, messageId)).orderBy(asc(partnerPayouts.id));
  if (rows.length === 0) throw notFound('SEPA file');
  const payments = await sepaPayments(db, rows);
  const at = rows[0]!.exportedAt ?? new Date();
  try {
    const xml = buildSepaCreditTransfer({ debtor, messageId, createdAt: at, executionDate: at, payments });
    return { messageId, filename: `tenuta-payouts-${messageId}.xml`, xml, ...sepaTotals(payments), payoutIds: rows.map((r) => r.id) };
  } catch (e) {
    throw asConflict(e);
  }
}
