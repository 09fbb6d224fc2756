import { sql } from 'drizzle-orm';
import type { Database, StaffRole } from '@tenuta/db';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * Known slots, bookings, payments and partner facts written straight to the database at given
 * Rome times, for the reports' exact figures (each test keeps to a month nothing else writes to).
 */

/** An instant given as Rome wall-clock time ("2024-03-10 17:30"). */
export async function romeAt(db: Database, wall: string): Promise<Date> {
  const r = await db.execute<{ at: string }>(sql`SELECT (${wall}::timestamp AT TIME ZONE 'Europe/Rome')::text AS at`);
  return new Date(r.rows[0]!.at);
}

/** A test app with a signed-in member of each role and a caller per role. */
export async function reportWorld() {
  const t: TestApp = await createTestApp();
  const db = t.database.db;
  const as = {} as Record<StaffRole, { id: number; email: string; headers: { authorization: string } }>;
  for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) as[role] = await staffSession(db, role);
  const call = (role: StaffRole, url: string) => t.app.inject({ method: 'GET', url: `/api/staff${url}`, headers: as[role].headers });
  return { t, db, as, call };
}

/** A slot of an experience (by slug), or open to either (CHOICE, priced as the slugs given), at a Rome time. */
export async function reportSlot(
  db: Database,
  o: { slug?: string; choice?: { truffle: string; wine: string }; romeStart: string; capacity: number; cancelled?: boolean },
): Promise<number> {
  const price = (slug: string) => sql`(SELECT price_cents FROM experiences WHERE slug = ${slug})`;
  const r = o.choice
    ? await db.execute<{ id: string }>(sql`
        INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, wine_price_cents, cancelled_at)
        VALUES (NULL, 'CHOICE', ${o.romeStart}::timestamp AT TIME ZONE 'Europe/Rome', 180, ${o.capacity}, ARRAY['IT','EN'], ${price(o.choice.truffle)}, ${price(o.choice.wine)},
                ${o.cancelled ? sql`now()` : null})
        RETURNING id`)
    : await db.execute<{ id: string }>(sql`
        INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, wine_price_cents, cancelled_at)
        SELECT e.id, e.category, ${o.romeStart}::timestamp AT TIME ZONE 'Europe/Rome', e.duration_minutes, ${o.capacity}, ARRAY['IT','EN'],
               CASE WHEN e.category = 'TRUFFLE' THEN e.price_cents END, CASE WHEN e.category = 'WINE' THEN e.price_cents END, ${o.cancelled ? sql`now()` : null}
          FROM experiences e WHERE e.slug = ${o.slug ?? ''}
        RETURNING id`);
  return Number(r.rows[0]!.id);
}

let seq = 0;

export interface ReportBooking {
  slotId: number;
  category: 'TRUFFLE' | 'WINE';
  adults: number;
  children?: number;
  totalCents: number;
  status: 'pending' | 'confirmed' | 'paid' | 'checked_in' | 'no_show' | 'cancelled' | 'refunded';
  paymentStatus: 'unpaid' | 'paid' | 'pay_on_site' | 'on_account' | 'refunded' | 'partially_refunded';
  /** When it was made, Rome wall-clock time. */
  made: string;
  partnerId?: number;
  partnerNetCents?: number;
  partnerPayment?: 'on_account' | 'card' | 'on_site';
  /** A reseller's order through the OCTO API. */
  octo?: boolean;
  /** Credited to a referrer's link. */
  referrerId?: number;
  couponId?: number;
  customerName?: string;
}

export async function reportBooking(db: Database, o: ReportBooking): Promise<number> {
  seq += 1;
  let checkoutSessionId: string | null = null;
  if (o.octo) {
    const cs = await db.execute<{ id: string }>(sql`
      INSERT INTO checkout_sessions (status, email, customer_data, privacy_accepted_at, privacy_policy_version, items, subtotal_cents, amount_due_cents, pay_later_cents, partner_id, partner_order)
      VALUES ('completed', 'octo@example.com', '{}'::jsonb, now(), 'v1', '[]'::jsonb, ${o.totalCents}, 0, 0, ${o.partnerId ?? null},
              ${JSON.stringify({ channel: 'octo', partnerUserId: null, reference: null, paymentTerms: 'on_account', netDiscountBps: 1500, netCents: {} })}::jsonb)
      RETURNING id`);
    checkoutSessionId = cs.rows[0]!.id;
  }
  const made = await romeAt(db, o.made);
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO bookings (booking_number, slot_id, category, adults, children, language, status, payment_status, unit_price_cents, subtotal_cents, total_cents,
                          customer_name, customer_email, locale, partner_id, partner_net_cents, partner_payment, checkout_session_id, coupon_id, created_at, updated_at)
    VALUES (${`BK-R${process.pid}-${seq}`}, ${o.slotId}, ${o.category}, ${o.adults}, ${o.children ?? 0}, 'IT', ${o.status}, ${o.paymentStatus},
            ${Math.round(o.totalCents / Math.max(1, o.adults))}, ${o.totalCents}, ${o.totalCents}, ${o.customerName ?? `Ospite ${seq}`}, ${`guest-${seq}@example.com`}, 'it',
            ${o.partnerId ?? null}, ${o.partnerNetCents ?? null}, ${o.partnerPayment ?? null}, ${checkoutSessionId}, ${o.couponId ?? null}, ${made}, ${made})
    RETURNING id`);
  const id = Number(r.rows[0]!.id);
  if (o.referrerId !== undefined) {
    await db.execute(sql`INSERT INTO booking_attributions (booking_id, partner_id, source, attributed_at) VALUES (${id}, ${o.referrerId}, 'link', ${made})`);
  }
  return id;
}

/** A ledger row at a Rome time: by default a succeeded online card payment. */
export async function reportPayment(
  db: Database,
  o: {
    bookingId: number | null;
    amountCents: number;
    at: string;
    kind?: 'payment' | 'refund';
    provider?: 'simulator' | 'on_site' | 'voucher';
    method?: 'cash' | 'card';
    status?: 'succeeded' | 'failed' | 'canceled';
    staffId?: number;
    giftVoucherId?: number;
  },
): Promise<number> {
  const at = await romeAt(db, o.at);
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO payments (kind, provider, booking_id, amount_cents, currency, status, method, staff_id, gift_voucher_id, created_at, updated_at)
    VALUES (${o.kind ?? 'payment'}, ${o.provider ?? 'simulator'}, ${o.bookingId}, ${o.amountCents}, 'eur', ${o.status ?? 'succeeded'}, ${o.method ?? null},
            ${o.staffId ?? null}, ${o.giftVoucherId ?? null}, ${at}, ${at})
    RETURNING id`);
  return Number(r.rows[0]!.id);
}

/** A partner company (no users: the reports only read it). */
export async function reportPartner(db: Database, o: { type: 'reseller' | 'referral'; name: string; status?: 'active' | 'inactive' | 'suspended' }): Promise<number> {
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO partners (partner_type, status, source, company_name, email)
    VALUES (${o.type}, ${o.status ?? 'active'}, 'invite', ${o.name}, ${`${o.name.toLowerCase().replace(/\W+/g, '-')}-${process.pid}@partner.test`})
    RETURNING id`);
  return Number(r.rows[0]!.id);
}

export async function referralClick(db: Database, partnerId: number, at: string): Promise<void> {
  await db.execute(sql`INSERT INTO referral_clicks (partner_id, landing_path, created_at) VALUES (${partnerId}, '/', ${await romeAt(db, at)})`);
}

export async function partnerCoupon(db: Database, partnerId: number, code: string): Promise<number> {
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO coupons (code, discount_type, discount_value, partner_id) VALUES (${code}, 'percentage', 10, ${partnerId}) RETURNING id`);
  return Number(r.rows[0]!.id);
}

/** A commission ledger row written at a Rome time; `rejected`: staff refused it. */
export async function commissionEntry(
  db: Database,
  o: { partnerId: number; bookingId: number; kind: 'commission' | 'reversal'; amountCents: number; at: string; rejected?: boolean },
): Promise<void> {
  const at = await romeAt(db, o.at);
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO commission_entries (partner_id, booking_id, kind, base_cents, rate_bps, amount_cents, earned_at, flag, created_at)
    VALUES (${o.partnerId}, ${o.bookingId}, ${o.kind}, ${Math.abs(o.amountCents) * 10}, 1000, ${o.amountCents}, ${at}, ${o.rejected ? 'self_referral' : null}, ${at})
    RETURNING id`);
  if (o.rejected) await db.execute(sql`INSERT INTO commission_events (entry_id, event, note) VALUES (${r.rows[0]!.id}, 'rejected', 'test')`);
}
