import type { InvoiceLine } from '@tenuta/db';
import { lineGross, splitVatInclusive } from './invoice-money.ts';

/**
 * VAT per rate summary, pure and in integer cents. What is owed is VAT inclusive and is never
 * changed by the split: for each rate, the lines' gross amounts are added up, that gross is split
 * once into taxable (gross / (1 + rate), rounded half up) and tax (gross − taxable), and the
 * taxable amount is shared among the lines by largest remainder. Each line keeps its gross (its VAT
 * is its gross less its share), so the lines add up to the summary and the document to what is owed.
 * The tax is never computed per line and summed; it is within a cent of taxable × rate (one rounding).
 */

/** A rate summary's split of the gross its lines owe together: taxable + tax = gross exactly. */
export const summarySplit = (grossCents: number, vatBps: number): { taxableCents: number; vatCents: number } => splitVatInclusive(grossCents, vatBps);

/**
 * Shares `taxableCents` among gross amounts at a rate: each gets the floor of its exact share
 * (gross × 10 000 / (10 000 + rate)), and the cents left over go one each to the largest
 * remainders (ties: the larger gross, then the earlier). The shares add up to `taxableCents`.
 */
export function shareTaxable(grosses: readonly number[], vatBps: number, taxableCents: number): number[] {
  const divisor = 10_000 + vatBps;
  const shares = grosses.map((g) => Math.floor((g * 10_000) / divisor));
  const left = taxableCents - shares.reduce((s, x) => s + x, 0);
  if (left < 0 || left > grosses.length) throw new RangeError(`Cannot share ${taxableCents} cents of taxable amount over ${grosses.length} lines`);
  const order = grosses.map((g, i) => ({ i, g, remainder: (g * 10_000) % divisor })).sort((a, b) => b.remainder - a.remainder || b.g - a.g || a.i - b.i);
  for (const { i } of order.slice(0, left)) shares[i]! += 1;
  return shares;
}

/**
 * The lines with VAT computed per rate: for each taxed rate, the lines' taxable amounts add up to
 * the summary's taxable and their VAT to its tax; every line keeps its gross, so the document's
 * total is exactly what its lines owe. Lines at 0 % are left as they are; order and everything else
 * about a line are kept; balancing balanced lines changes nothing. Lines are single services
 * (quantity 1, as `vatInclusiveLine` makes them).
 */
export function balanceVat(input: readonly InvoiceLine[]): InvoiceLine[] {
  const lines = [...input];
  const byRate = new Map<number, number[]>();
  lines.forEach((l, i) => {
    if (l.quantity !== 1) throw new RangeError(`VAT per summary needs lines of quantity 1 (line ${i + 1} has ${l.quantity})`);
    if (l.vatBps > 0) byRate.set(l.vatBps, [...(byRate.get(l.vatBps) ?? []), i]);
  });
  for (const [vatBps, indexes] of byRate) {
    const grosses = indexes.map((i) => lineGross(lines[i]!));
    const { taxableCents } = summarySplit(
      grosses.reduce((s, g) => s + g, 0),
      vatBps,
    );
    shareTaxable(grosses, vatBps, taxableCents).forEach((taxable, k) => {
      const i = indexes[k]!;
      lines[i] = { ...lines[i]!, unitPriceCents: taxable, taxableCents: taxable, vatCents: grosses[k]! - taxable };
    });
  }
  return lines;
}
