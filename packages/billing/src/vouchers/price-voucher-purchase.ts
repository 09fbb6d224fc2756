import { and, eq } from 'drizzle-orm';
import { experiences } from '@tenuta/db';
import { itemSubtotal } from '@tenuta/booking';
import { GIFT_VOUCHER_MAX_PEOPLE } from '@tenuta/contracts';
import { DomainError, type Executor } from '@tenuta/core';

export interface VoucherAmount {
  amountCents: number;
  experienceCategory: 'TRUFFLE' | 'WINE' | null;
  experienceSlug: string | null;
  people: number | null;
}

/**
 * What a voucher is bought for: an amount as given (the contract bounds it), or an experience for
 * a number of people at its public price now (per person through the cart's pricing function,
 * or once per group). Either way it becomes a money balance.
 */
export async function priceVoucherPurchase(
  db: Executor,
  input: { amount_cents?: number | undefined; experience_slug?: string | undefined; people?: number | undefined },
): Promise<VoucherAmount> {
  if (input.amount_cents !== undefined) return { amountCents: input.amount_cents, experienceCategory: null, experienceSlug: null, people: null };
  const [e] = await db
    .select()
    .from(experiences)
    .where(and(eq(experiences.slug, input.experience_slug ?? ''), eq(experiences.isActive, true)));
  if (!e) throw new DomainError('validation_error', 'Esperienza non trovata', 'experience_slug: no bookable experience has this slug');
  const people = input.people ?? 0;
  const most = Math.min(e.maxParticipants, GIFT_VOUCHER_MAX_PEOPLE);
  if (people < e.minAdults || people > most)
    throw new DomainError('validation_error', `Scegli da ${e.minAdults} a ${most} persone`, `people: from ${e.minAdults} to ${most} for this experience`);
  const amountCents =
    e.pricingModel === 'per_group'
      ? e.priceCents
      : itemSubtotal({ id: e.slug, category: e.category, adults: people, children: 0, unitPriceCents: e.priceCents, vipSupplementCents: 0 });
  return { amountCents, experienceCategory: e.category, experienceSlug: e.slug, people };
}
