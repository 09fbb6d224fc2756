import { sql, type SQL } from 'drizzle-orm';

/**
 * Whose booking it is, as SQL over a `bookings` row (`b` names it in the query: sql`b`, or
 * sql`bookings` in a query on the table itself). One rule for the booking engine, the partner
 * area, the staff pages and the reports:
 *
 * - a reseller's order carries its partner (`bookings.partner_id`);
 * - a booking a partner sent is credited to it in `booking_attributions` (written once, when the
 *   booking is made: its code beats a link); a booking older than attribution counts for the
 *   partner whose discount code it used;
 * - a reseller's own order is never anybody's referral.
 */

/** The partner that referred the booking, or null (a reseller's order, or nobody's). */
export function referrerIdSql(b: SQL): SQL<number | null> {
  return sql<number | null>`(CASE WHEN ${b}.partner_id IS NULL THEN coalesce(
    (SELECT ba.partner_id FROM booking_attributions ba WHERE ba.booking_id = ${b}.id),
    (SELECT c.partner_id FROM coupons c WHERE c.id = ${b}.coupon_id)) END)`;
}

/** The bookings the partner referred (the same rule as referrerIdSql, written to use the partner's index). */
export function referredBySql(partnerId: number, b: SQL): SQL {
  return sql`(${b}.partner_id IS NULL AND (
    ${b}.id IN (SELECT ba.booking_id FROM booking_attributions ba WHERE ba.partner_id = ${partnerId})
    OR (${b}.coupon_id IN (SELECT c.id FROM coupons c WHERE c.partner_id = ${partnerId})
        AND NOT EXISTS (SELECT 1 FROM booking_attributions ba WHERE ba.booking_id = ${b}.id))))`;
}

/** Every booking of a partner: its own orders (a reseller) and the bookings it referred. */
export function partnerBookingSql(partnerId: number, b: SQL): SQL {
  return sql`(${b}.partner_id = ${partnerId} OR ${referredBySql(partnerId, b)})`;
}
