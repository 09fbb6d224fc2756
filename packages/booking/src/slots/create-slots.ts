import { eq, sql } from 'drizzle-orm';
import type { StaffSlotCreateRequest, StaffSlotCreateResult } from '@tenuta/contracts';
import { experiences } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { expandSeries, slotLanguages, slotPrices } from './slot-series.ts';
import { insertSeries } from './staff-slot-repository.ts';
import type { StaffSlotsDeps } from './staff-slots-deps.ts';

const invalid = (message: string, detail?: string) => new DomainError('validation_error', message, detail ?? message);

/** Creators of slots take this transaction-scoped advisory lock: two series never race into duplicates. */
const CREATE_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('tenuta:slots:create'))`;

async function experienceFor(deps: Pick<StaffSlotsDeps, 'db'>, input: StaffSlotCreateRequest) {
  if (input.category === 'CHOICE') {
    if (input.experience_id != null) throw invalid('A CHOICE slot has no experience of its own', 'Its first guest chooses truffle hunt or wine tasting: leave experience_id empty');
    return null;
  }
  if (input.experience_id == null) throw invalid('Choose the experience', `A ${input.category} slot offers one experience: experience_id is required`);
  const [exp] = await deps.db.select().from(experiences).where(eq(experiences.id, input.experience_id));
  if (!exp) throw invalid('Unknown experience', `No experience ${input.experience_id}`);
  if (exp.category !== input.category) throw invalid('The experience is of another category', `Experience ${exp.slug} is a ${exp.category} experience`);
  if (!exp.isActive) throw invalid('This experience is no longer offered', `Experience ${exp.slug} is inactive`);
  return exp;
}

/**
 * POST /api/staff/slots: one slot or a series (every chosen weekday from
 * `from` to `to`, at each time). The instants are built by PostgreSQL from
 * the Rome wall clock (DST-safe). Slots that already exist, have begun, or
 * fall in the hour the clocks skip are reported, not created. One staff
 * audit row (slot.create) lists what was made.
 */
export async function createSlots(deps: Pick<StaffSlotsDeps, 'db' | 'clock'>, actor: StaffActor, input: StaffSlotCreateRequest): Promise<StaffSlotCreateResult> {
  const entries = expandSeries({ from: input.from, to: input.to, weekdays: input.weekdays, times: input.times });
  const exp = await experienceFor(deps, input);
  const durationMinutes = input.duration_minutes ?? exp?.durationMinutes;
  if (durationMinutes === undefined) throw invalid('Give the duration', 'duration_minutes is required for a CHOICE slot');
  const prices = slotPrices(input.category, {
    trufflePriceCents: input.truffle_price_cents,
    truffleVipUpgradePriceCents: input.truffle_vip_upgrade_price_cents,
    winePriceCents: input.wine_price_cents,
    wineVipUpgradePriceCents: input.wine_vip_upgrade_price_cents,
  });
  const languages = slotLanguages(input.languages);

  const outcome = await lockingTransaction(deps.db, async (tx) => {
    await tx.execute(CREATE_LOCK);
    const done = await insertSeries(tx, {
      experienceId: exp?.id ?? null,
      category: input.category,
      entries,
      durationMinutes,
      capacity: input.capacity,
      languages,
      prices,
      now: deps.clock.now(),
    });
    if (done.created.length > 0) {
      await recordStaffAction(tx, actor, {
        action: 'slot.create',
        targetType: 'slot',
        targetId: done.created.length === 1 ? done.created[0]!.id : null,
        before: null,
        after: {
          category: input.category,
          experience_id: exp?.id ?? null,
          from: input.from,
          to: input.to ?? input.from,
          weekdays: input.weekdays ?? [1, 2, 3, 4, 5, 6, 7],
          times: [...new Set(input.times)].sort(),
          capacity: input.capacity,
          duration_minutes: durationMinutes,
          languages,
          truffle_price_cents: prices.trufflePriceCents,
          truffle_vip_upgrade_price_cents: prices.truffleVipUpgradePriceCents,
          wine_price_cents: prices.winePriceCents,
          wine_vip_upgrade_price_cents: prices.wineVipUpgradePriceCents,
          slot_ids: done.created.map((c) => c.id),
          skipped: done.skipped.length,
        },
      });
    }
    return done;
  });
  return {
    created: outcome.created.length,
    skipped: outcome.skipped.length,
    slot_ids: outcome.created.map((c) => c.id),
    skipped_slots: outcome.skipped,
  };
}
