import { and, eq, sql, type SQL } from 'drizzle-orm';
import { experiences } from '@tenuta/db';
import { querySlotsWithOccupancy, type SlotWithOccupancy } from '../holds/index.ts';
import type { Executor } from '@tenuta/core';

export interface SlotFilter {
  /** First Rome calendar day, inclusive. */
  fromDate: string;
  /** Last Rome calendar day, inclusive. */
  toDate: string;
  /** Slots starting after this instant only (never the past). */
  after: Date;
  now: Date;
  categories?: ('TRUFFLE' | 'WINE' | 'CHOICE')[];
  experienceId?: number;
  language?: string;
  startTime?: string;
  /** Also the slots of experiences sold only through partners (a booking of one moving to another of its departures). */
  withPartnersOnly?: boolean;
}

/** Active slots in a Rome date range with their occupancy (one query). */
export function findSlots(db: Executor, f: SlotFilter): Promise<SlotWithOccupancy[]> {
  const conditions: SQL[] = [
    sql`is_active`,
    sql`starts_at >= (${f.fromDate}::date)::timestamp AT TIME ZONE 'Europe/Rome'`,
    sql`starts_at < (${f.toDate}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome'`,
    sql`starts_at > ${f.after.toISOString()}::timestamptz`,
  ];
  // The guests' offer: never a slot of an experience sold only through partners.
  if (!f.withPartnersOnly) conditions.push(sql`NOT EXISTS (SELECT 1 FROM experiences pe WHERE pe.id = slots.experience_id AND pe.partners_only)`);
  if (f.categories)
    conditions.push(
      sql`category IN (${sql.join(
        f.categories.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  if (f.experienceId !== undefined) conditions.push(sql`experience_id = ${f.experienceId}`);
  if (f.language) conditions.push(sql`${f.language} = ANY(languages)`);
  if (f.startTime) conditions.push(sql`to_char(starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') = ${f.startTime}`);
  return querySlotsWithOccupancy(db, { where: sql.join(conditions, sql` AND `), now: f.now });
}

export async function experienceExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: experiences.id })
    .from(experiences)
    .where(and(eq(experiences.id, id), eq(experiences.isActive, true), eq(experiences.partnersOnly, false)));
  return Boolean(row);
}
