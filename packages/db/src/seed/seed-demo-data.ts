import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { couponRedemptions } from '../schema/coupon-redemptions.ts';
import { coupons } from '../schema/coupons.ts';
import { experiences } from '../schema/experiences.ts';
import { reviews } from '../schema/reviews.ts';
import { demoCoupons } from './demo-coupons.ts';
import { demoExperiences } from './demo-experiences.ts';
import { demoReviews } from './demo-reviews.ts';

export const SEED_DAYS = 120;

/**
 * The daily timetable (Europe/Rome wall-clock times), 9:00 to 18:00; an entry with `weekdays` runs
 * only on those ISO weekdays (1 = Monday).
 * `experience` names a slug; CHOICE slots have none: booked as a hunt they are the hunt
 * (`CHOICE_AS.TRUFFLE`), booked as a tasting the entry tasting (`CHOICE_AS.WINE`), at those
 * experiences' prices, so the widget can name them from the catalogue.
 */
export const demoTimetable = [
  { time: '09:00', category: 'TRUFFLE', experience: 'caccia-al-tartufo', capacity: 8, languages: ['IT', 'EN'] },
  { time: '10:00', category: 'WINE', experience: 'degustazione-tradizione', capacity: 16, languages: ['IT', 'EN'] },
  { time: '11:30', category: 'CHOICE', experience: null, capacity: 8, languages: ['IT', 'EN'] },
  { time: '14:00', category: 'TRUFFLE', experience: 'caccia-al-tartufo', capacity: 8, languages: ['IT', 'EN'] },
  { time: '15:00', category: 'WINE', experience: 'degustazione-premium', capacity: 16, languages: ['IT', 'EN'] },
  { time: '16:30', category: 'WINE', experience: 'degustazione-esclusiva', capacity: 12, languages: ['IT', 'EN'] },
  // Sold only through partners, on Tuesdays and Fridays (ISO weekdays): four guides, parties setting off together (and room for a partner's test runs).
  { time: '11:00', category: 'WINE', experience: 'visita-cantina-storica', capacity: 240, languages: ['IT', 'EN'], weekdays: [2, 5] },
] as const;

/** What a CHOICE slot is when booked as each category: its prices (and the hunt's length) come from these. */
export const CHOICE_AS = { TRUFFLE: 'caccia-al-tartufo', WINE: 'degustazione-tradizione' } as const;
const TRUFFLE_VIP = 5000;
const WINE_VIP = 2500;

/**
 * Seeds the demo catalogue on an empty database, and slots for the next
 * SEED_DAYS days (Rome calendar) from `today`. Slot times are built by
 * PostgreSQL from the Rome wall clock, so DST days are right.
 * Also the demo coupons (TARTUFO10, BENVENUTO15, SCADUTO, ESAURITO, LANGHE20)
 * and the guests' approved reviews of the landing pages.
 */
export async function seedDemoData(db: Database, options: { today?: Date } = {}): Promise<{ seeded: boolean }> {
  const existing = await db.select({ id: experiences.id }).from(experiences).limit(1);
  if (existing.length > 0) return { seeded: false };
  const rows = await db.insert(experiences).values(demoExperiences).returning();
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const today = options.today ?? new Date();
  for (const entry of demoTimetable) {
    const exp = entry.experience ? bySlug.get(entry.experience) : undefined;
    const asTruffle = exp ?? bySlug.get(CHOICE_AS.TRUFFLE)!;
    const asWine = exp ?? bySlug.get(CHOICE_AS.WINE)!;
    const winePrice = entry.category === 'TRUFFLE' ? null : asWine.priceCents;
    const wineVip = entry.category === 'TRUFFLE' ? null : WINE_VIP;
    const trufflePrice = entry.category === 'WINE' ? null : asTruffle.priceCents;
    const truffleVip = entry.category === 'WINE' ? null : TRUFFLE_VIP;
    // A CHOICE slot lasts as long as the longer of what it can become (the hunt).
    const duration = exp?.durationMinutes ?? asTruffle.durationMinutes;
    await db.execute(sql`
      INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages,
                         wine_price_cents, wine_vip_upgrade_price_cents, truffle_price_cents, truffle_vip_upgrade_price_cents)
      SELECT ${exp?.id ?? null}::int, ${entry.category}, (d::date + ${entry.time}::time) AT TIME ZONE 'Europe/Rome',
             ${duration}::int, ${entry.capacity}::int, ${sql.raw(`ARRAY[${entry.languages.map((l) => `'${l}'`).join(',')}]`)}::text[],
             ${winePrice}::int, ${wineVip}::int, ${trufflePrice}::int, ${truffleVip}::int
      FROM generate_series(
        (${today.toISOString()}::timestamptz AT TIME ZONE 'Europe/Rome')::date,
        (${today.toISOString()}::timestamptz AT TIME ZONE 'Europe/Rome')::date + ${SEED_DAYS - 1}::int,
        interval '1 day') AS d
      ${'weekdays' in entry ? sql`WHERE extract(isodow FROM d)::int = ANY(${`{${entry.weekdays.join(',')}}`}::int[])` : sql``}
      ON CONFLICT DO NOTHING`);
  }
  for (const { usedRedemptions, ...coupon } of demoCoupons(today)) {
    const [row] = await db.insert(coupons).values(coupon).onConflictDoNothing().returning({ id: coupons.id });
    if (row && usedRedemptions) {
      await db.insert(couponRedemptions).values(Array.from({ length: usedRedemptions }, () => ({ couponId: row.id, status: 'used' as const })));
    }
  }
  await db.insert(reviews).values(
    demoReviews.map(({ experience, ...review }) => {
      const exp = bySlug.get(experience);
      if (!exp) throw new Error(`demo review of an unknown experience: ${experience}`);
      return { ...review, experienceId: exp.id, status: 'approved' as const, verified: false, moderatedAt: review.createdAt, moderatedBy: 'seed' };
    }),
  );
  return { seeded: true };
}
