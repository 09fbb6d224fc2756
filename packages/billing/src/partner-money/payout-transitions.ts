import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { notifications, partnerPayoutProfiles, partnerPayouts, partners, staffAccounts, type Database, type PartnerPayout } from '@tenuta/db';
import type { Clock, Outbox } from '@tenuta/core';
import { DomainError, notFound } from '@tenuta/core';
import { lockPartner } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction, type Executor } from '@tenuta/core';
import { partnerRecipients } from './payout-profile.ts';
import { buildSepaCreditTransfer, SepaExportError, sepaTotals, type SepaDebtor, type SepaPayment } from './sepa-export.ts';
import { approvedBySecondPersonSql, secondPersonConflict, type SecondPersonConflict } from './two-person-rule.ts';

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

const secondPersonMessage: Record<SecondPersonConflict, string> = {
  prepared: 'You gathered this payout: someone else (or an owner) must approve it',
  changed: 'You changed this payout: someone else (or an owner) must approve it',
  tax_status: 'You confirmed the tax status behind this payout’s withholding: someone else (or an owner) must approve it',
};

/**
 * draft → approved, by a second person: whoever gathered the payout, last changed it or confirmed
 * the tax status its withholding comes from is refused (403 payout_needs_second_person), unless an
 * owner. The role is read fresh under the payout's lock, as every staff call reads it.
 */
export async function approvePayout(deps: PayoutTransitionDeps, actor: StaffActor, payoutId: number): Promise<PartnerPayout> {
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx) => {
    const p = await lockPayout(tx, payoutId);
    if (p.status !== 'draft') throw conflict('payout_not_draft', `Only a draft payout can be approved (this one is ${p.status})`);
    const [approver] = await tx.select({ role: staffAccounts.role }).from(staffAccounts).where(eq(staffAccounts.id, actor.id));
    const clash = secondPersonConflict(p, { id: actor.id, role: approver?.role ?? '' });
    if (clash) throw new DomainError('forbidden', secondPersonMessage[clash], 'payout_needs_second_person', { conflict: clash });
    const [row] = await tx.update(partnerPayouts).set({ status: 'approved', approvedBy: actor.id, approvedAt: now }).where(eq(partnerPayouts.id, payoutId)).returning();
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'payout.approve',
        targetType: 'payout',
        targetId: payoutId,
        before: { status: p.status },
        after: {
          status: 'approved',
          net_cents: p.netCents,
          withholding_cents: p.withholdingCents,
          prepared_by: p.preparedBy,
          changed_by: p.changedBy,
          tax_confirmed_by: p.taxConfirmedBy,
          approver_role: approver?.role ?? null,
        },
      },
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
  /** Approved payouts left out: their approval was not by a second person (see two-person-rule.ts). */
  skippedIds: number[];
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

/**
 * The SEPA payments of payouts: the net amount to the IBAN captured in the payout; the BIC only
 * while the profile still has that IBAN; the partner's name for an error that must name the payout.
 */
async function sepaPayments(tx: Executor, rows: readonly PartnerPayout[]): Promise<SepaPayment[]> {
  const partnerIds = [...new Set(rows.map((r) => r.partnerId))];
  const profiles = partnerIds.length ? await tx.select().from(partnerPayoutProfiles).where(inArray(partnerPayoutProfiles.partnerId, partnerIds)) : [];
  const names = partnerIds.length ? await tx.select({ id: partners.id, companyName: partners.companyName }).from(partners).where(inArray(partners.id, partnerIds)) : [];
  return rows.map((r) => {
    const profile = profiles.find((p) => p.partnerId === r.partnerId);
    return {
      payoutId: r.id,
      partnerName: names.find((n) => n.id === r.partnerId)?.companyName ?? `#${r.partnerId}`,
      creditorName: r.accountHolder ?? '',
      iban: r.iban ?? '',
      bic: profile && profile.iban === r.iban ? profile.bic : null,
      netCents: r.netCents,
      remittance: `Tenuta provvigioni ${r.period} - payout ${r.id}`,
    };
  });
}

/** A file that cannot be built is a 409; one payout's bad bank details name that payout (id and partner) for the staff page. */
const asConflict = (e: unknown): unknown => {
  if (!(e instanceof SepaExportError)) return e;
  if (!e.payout) return new DomainError('conflict', e.message, e.detail ?? 'sepa_export_failed');
  return new DomainError('conflict', e.message, e.detail ?? 'payout_bank_details_invalid', { payout_id: e.payout.id, partner: e.payout.partner });
};

/**
 * Exports every approved payout (or the approved ones among `payoutIds`) as one pain.001 file and
 * marks them exported (exported_at, the file's message id) in the same transaction: a payout is in
 * at most one file. Only payouts approved by a second person (or an owner) go in; the others stay
 * approved and are listed as skipped. 409 nothing_to_export when none is left.
 */
export async function exportApprovedPayouts(deps: PayoutTransitionDeps, actor: StaffActor, debtor: SepaDebtor, payoutIds?: readonly number[]): Promise<SepaFile> {
  const now = deps.clock.now();
  const messageId = sepaMessageId(now);
  return lockingTransaction(deps.db, async (tx) => {
    const where = payoutIds?.length ? and(eq(partnerPayouts.status, 'approved'), inArray(partnerPayouts.id, [...payoutIds])) : eq(partnerPayouts.status, 'approved');
    const locked = await tx.select().from(partnerPayouts).where(where).orderBy(asc(partnerPayouts.id)).for('update');
    const second = locked.length
      ? await tx
          .select({ id: partnerPayouts.id })
          .from(partnerPayouts)
          .where(
            and(
              inArray(
                partnerPayouts.id,
                locked.map((r) => r.id),
              ),
              approvedBySecondPersonSql(sql`${partnerPayouts}`),
            ),
          )
      : [];
    const ok = new Set(second.map((r) => r.id));
    const rows = locked.filter((r) => ok.has(r.id));
    const skippedIds = locked.filter((r) => !ok.has(r.id)).map((r) => r.id);
    if (rows.length === 0) throw conflict('nothing_to_export', 'No approved payout to export');
    const payments = await sepaPayments(tx, rows);
    let xml: string;
    try {
      xml = buildSepaCreditTransfer({ debtor, messageId, createdAt: now, payments });
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
        after: { message_id: messageId, payouts: ids, count: totals.count, total_cents: totals.totalCents, skipped_without_second_person: skippedIds },
      },
      now,
    );
    return { messageId, filename: `tenuta-payouts-${messageId}.xml`, xml, ...totals, payoutIds: ids, skippedIds };
  });
}

/** The file of an earlier export again, as it was built (same message id, time and payouts). */
export async function sepaFileAgain(db: Executor, debtor: SepaDebtor, messageId: string): Promise<SepaFile> {
  const rows = await db.select().from(partnerPayouts).where(eq(partnerPayouts.sepaMessageId, messageId)).orderBy(asc(partnerPayouts.id));
  if (rows.length === 0) throw notFound('SEPA file');
  const payments = await sepaPayments(db, rows);
  const at = rows[0]!.exportedAt ?? new Date();
  try {
    const xml = buildSepaCreditTransfer({ debtor, messageId, createdAt: at, payments });
    return { messageId, filename: `tenuta-payouts-${messageId}.xml`, xml, ...sepaTotals(payments), payoutIds: rows.map((r) => r.id), skippedIds: [] };
  } catch (e) {
    throw asConflict(e);
  }
}
