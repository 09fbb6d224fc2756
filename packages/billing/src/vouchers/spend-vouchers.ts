import { eq, sql } from 'drizzle-orm';
import { giftVoucherEntries, type GiftVoucher } from '@tenuta/db';
import type { CheckoutVoucherRequest, CheckoutVoucherSpend, EnteredVoucher, VoucherAllocation } from '@tenuta/booking';
import { DomainError, type Executor, type Transaction } from '@tenuta/core';
import { findVoucherByCode } from './find-voucher.ts';
import { creditVoucher } from './refund-to-vouchers.ts';
import { appendVoucherEntry, lockVoucher, voucherBalance } from './voucher-ledger.ts';

/** The reason of the entries that give a checkout's voucher money back when it ended without bookings. */
export const CHECKOUT_ENDED_REASON = 'checkout_ended';

const voucherInvalid = (position: number) =>
  new DomainError('voucher_invalid', 'This gift voucher code is not valid', `Voucher ${position}: unknown, expired or voided.`, { voucher_position: position });
const voucherEmpty = (v: Pick<GiftVoucher, 'codeLast4'>, position: number) =>
  new DomainError('voucher_empty', 'This gift voucher has nothing left to spend', `Voucher …${v.codeLast4} has a balance of zero.`, {
    voucher_position: position,
    voucher_last4: v.codeLast4,
  });

/** Can pay in principle: active and not past its last instant (the balance is read under the lock). */
const usable = (v: Pick<GiftVoucher, 'status' | 'expiresAt'>, now: Date) => v.status === 'active' && now.getTime() <= v.expiresAt.getTime();

/**
 * The codes a guest typed at checkout, each looked up by its hash: unknown, expired, voided or
 * never paid → `voucher_invalid` (which one, by position from 1). The same voucher typed twice
 * counts once. Nothing is locked here.
 */
export async function enterCheckoutVouchers(db: Executor, codes: readonly string[], now: Date): Promise<EnteredVoucher[]> {
  const entered: EnteredVoucher[] = [];
  for (const [i, code] of codes.entries()) {
    const v = await findVoucherByCode(db, code);
    if (!v || !usable(v, now)) throw voucherInvalid(i + 1);
    if (!entered.some((e) => e.voucherId === v.id)) entered.push({ voucherId: v.id, last4: v.codeLast4 });
  }
  return entered;
}

/** What each voucher still holds of a checkout's money: its redeem entries less what was given back. */
async function heldByCheckout(tx: Executor, checkoutSessionId: string): Promise<Map<number, number>> {
  const rows = await tx
    .select({ voucherId: giftVoucherEntries.voucherId, net: sql<string>`sum(${giftVoucherEntries.amountCents})` })
    .from(giftVoucherEntries)
    .where(eq(giftVoucherEntries.checkoutSessionId, checkoutSessionId))
    .groupBy(giftVoucherEntries.voucherId);
  return new Map(rows.filter((r) => Number(r.net) < 0).map((r) => [r.voucherId, -Number(r.net)]));
}

/** Locks these vouchers in ascending id order (the one order of every voucher lock). */
async function lockAscending(tx: Executor, ids: Iterable<number>): Promise<Map<number, GiftVoucher>> {
  const locked = new Map<number, GiftVoucher>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const v = await lockVoucher(tx, id);
    if (v) locked.set(id, v);
  }
  return locked;
}

/** Gives a checkout's voucher money back (its vouchers locked by the caller): one refund entry per voucher, only what is still held. */
async function giveBack(tx: Transaction, checkoutSessionId: string, held: ReadonlyMap<number, number>, locked: ReadonlyMap<number, GiftVoucher>, now: Date): Promise<number> {
  let total = 0;
  for (const [voucherId, cents] of held) {
    const v = locked.get(voucherId);
    if (!v) continue;
    await appendVoucherEntry(tx, { voucherId, kind: 'refund', amountCents: cents, checkoutSessionId, reason: CHECKOUT_ENDED_REASON, at: now });
    await creditVoucher(tx, v, now, 'checkout');
    total += cents;
  }
  return total;
}

/**
 * A checkout ended without bookings (expired, failed, abandoned, replaced, or its late payment
 * refunded): the money its vouchers paid goes back, exactly once. Under the vouchers' locks the
 * ledger says what this checkout still holds of each voucher (redeemed less already given back),
 * so a second call, or one racing the first, finds nothing left and writes nothing.
 */
export async function abandonCheckoutVouchers(tx: Transaction, checkoutSessionId: string, now: Date): Promise<number> {
  const before = await heldByCheckout(tx, checkoutSessionId);
  if (before.size === 0) return 0;
  const locked = await lockAscending(tx, before.keys());
  // Read again behind the locks: a concurrent give-back committed meanwhile is counted.
  return giveBack(tx, checkoutSessionId, await heldByCheckout(tx, checkoutSessionId), locked, now);
}

/**
 * A checkout asks to pay with these vouchers (ids in the order the guest entered them). The
 * vouchers, and those of the checkout it replaces, are locked in ascending id order; the replaced
 * checkout's money is given back; then each voucher's balance, read under its lock, pays the
 * lines in order (what is paid now first, then the tastings): the first voucher as far as it
 * goes, then the next. Writes nothing for the new checkout (see `spendCheckoutVouchers`).
 */
export async function requestCheckoutVouchers(tx: Transaction, request: CheckoutVoucherRequest): Promise<VoucherAllocation> {
  const replaced = request.replacing ? await heldByCheckout(tx, request.replacing) : new Map<number, number>();
  const locked = await lockAscending(tx, [...request.voucherIds, ...replaced.keys()]);
  if (request.replacing && replaced.size > 0) await giveBack(tx, request.replacing, await heldByCheckout(tx, request.replacing), locked, request.now);
  const left = request.lines.map((l) => ({ ...l, left: Math.max(0, l.amountCents) }));
  const parts: VoucherAllocation['parts'] = [];
  for (const [i, voucherId] of [...new Set(request.voucherIds)].entries()) {
    // Re-read after the lock: voided or expired since it was entered.
    const v = locked.get(voucherId);
    if (!v || !usable(v, request.now)) throw voucherInvalid(i + 1);
    let balance = await voucherBalance(tx, voucherId);
    if (balance <= 0) throw voucherEmpty(v, i + 1);
    for (const line of left) {
      const take = Math.min(balance, line.left);
      if (take <= 0) continue;
      parts.push({ voucherId, last4: v.codeLast4, cartItemId: line.cartItemId, amountCents: take });
      line.left -= take;
      balance -= take;
    }
  }
  return { parts, totalCents: parts.reduce((a, p) => a + p.amountCents, 0) };
}

/**
 * The redeem entries of what a checkout takes from its vouchers (locked by `requestCheckoutVouchers`
 * in the same transaction): one per voucher and booking when the bookings exist (nothing to pay by
 * card), else one per voucher naming the checkout (its bookings are made when the card is paid;
 * their voucher payment rows name the voucher). Refuses, as a last guard, to take more than a
 * balance holds.
 */
export async function spendCheckoutVouchers(tx: Transaction, spend: CheckoutVoucherSpend): Promise<void> {
  const grouped = new Map<string, { voucherId: number; bookingId: number | null; amountCents: number }>();
  for (const p of spend.parts) {
    if (p.amountCents <= 0) continue;
    const key = `${p.voucherId}:${p.bookingId ?? ''}`;
    const g = grouped.get(key) ?? { voucherId: p.voucherId, bookingId: p.bookingId, amountCents: 0 };
    g.amountCents += p.amountCents;
    grouped.set(key, g);
  }
  const locked = await lockAscending(
    tx,
    [...grouped.values()].map((g) => g.voucherId),
  );
  for (const [voucherId, v] of locked) {
    const taking = [...grouped.values()].filter((g) => g.voucherId === voucherId).reduce((a, g) => a + g.amountCents, 0);
    if ((await voucherBalance(tx, voucherId)) < taking) throw voucherEmpty(v, 0);
  }
  for (const g of grouped.values()) {
    await appendVoucherEntry(tx, {
      voucherId: g.voucherId,
      kind: 'redeem',
      amountCents: -g.amountCents,
      checkoutSessionId: spend.checkoutSessionId,
      bookingId: g.bookingId,
      at: spend.now,
    });
  }
}
