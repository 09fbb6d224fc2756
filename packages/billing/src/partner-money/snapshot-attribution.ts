import { sql } from 'drizzle-orm';
import type { Booking } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { recordCommission, type CheckoutIdentity } from './commission-ledger.ts';
import { chooseAttribution, type AttributionChoice } from './commission-rules.ts';

/** What the checkout that created the booking knew: the cart's code and the guest's billing data. */
export interface AttributionCheckout extends CheckoutIdentity {
  couponId?: number | null;
}

/**
 * Right after a booking is created (convertHolds, in its transaction): who it is credited to,
 * written once in `booking_attributions` (a trigger refuses any later change), and the
 * commission row when that partner is a referrer. A reseller's own order is nobody's; a
 * partner's discount code used on it (or in its cart) beats a link; otherwise the last click
 * recorded on its cart. Returns the choice (null: not attributed).
 */
export async function snapshotAttribution(
  tx: Executor,
  booking: Pick<Booking, 'id' | 'cartId' | 'couponId' | 'partnerId' | 'slotId' | 'category' | 'totalCents' | 'createdAt' | 'customerEmail' | 'customerPhone'>,
  checkout: AttributionCheckout = {},
): Promise<AttributionChoice> {
  if (booking.partnerId !== null) return null;
  const couponId = booking.couponId ?? checkout.couponId ?? null;
  const code = couponId ? (await tx.execute<{ partner_id: number }>(sql`SELECT partner_id FROM coupons WHERE id = ${couponId} AND partner_id IS NOT NULL`)).rows[0] : undefined;
  const click =
    !code && booking.cartId
      ? (
          await tx.execute<{ partner_id: number; link_id: string | null; attributed_at: string | Date }>(sql`
        SELECT partner_id, link_id, attributed_at FROM cart_attributions WHERE cart_id = ${booking.cartId}`)
        ).rows[0]
      : undefined;
  const choice = chooseAttribution({
    resellerOrder: false,
    code: code && couponId ? { partnerId: Number(code.partner_id), couponId } : null,
    click: click ? { partnerId: Number(click.partner_id), linkId: click.link_id === null ? null : Number(click.link_id), attributedAt: new Date(click.attributed_at) } : null,
  });
  if (!choice) return null;
  const at = choice.source === 'link' ? choice.attributedAt : booking.createdAt;
  const inserted = await tx.execute(sql`
    INSERT INTO booking_attributions (booking_id, partner_id, source, link_id, coupon_id, attributed_at)
    VALUES (${booking.id}, ${choice.partnerId}, ${choice.source}, ${choice.source === 'link' ? choice.linkId : null},
            ${choice.source === 'code' ? choice.couponId : null}, ${at.toISOString()}::timestamptz)
    ON CONFLICT (booking_id) DO NOTHING
    RETURNING booking_id`);
  if (inserted.rows.length > 0) await recordCommission(tx, booking, choice.partnerId, checkout);
  return choice;
}
