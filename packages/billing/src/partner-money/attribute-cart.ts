import { sql } from 'drizzle-orm';
import type { Executor } from '@tenuta/core';
import { isUuid } from '@tenuta/core';
import { referralKey, verifyReferralClaim } from './referral-token.ts';

/**
 * A guest's cart call (created, or an item added) that carried the referral cookie: the cart's
 * `cart_attributions` row becomes that click when the cookie is genuine and unexpired, its
 * partner is still an active referrer and the cart is a guest's (not a reseller's basket). The
 * last click wins: an older click never replaces a newer one. Returns whether the row changed.
 */
export async function attributeCart(db: Executor, cartId: string, cookie: string | undefined, now: Date): Promise<boolean> {
  if (!cookie || !isUuid(cartId)) return false;
  const claim = verifyReferralClaim(await referralKey(db), cookie, now);
  if (!claim) return false;
  const r = await db.execute(sql`
    INSERT INTO cart_attributions (cart_id, partner_id, link_id, attributed_at)
    SELECT c.id, p.id, l.id, ${claim.clickedAt.toISOString()}::timestamptz
      FROM carts c
      JOIN partners p ON p.id = ${claim.partnerId} AND p.status = 'active' AND p.partner_type = 'referral'
      LEFT JOIN referral_links l ON l.id = ${claim.linkId} AND l.partner_id = p.id
     WHERE c.id = ${cartId} AND c.partner_id IS NULL
    ON CONFLICT (cart_id) DO UPDATE SET partner_id = EXCLUDED.partner_id, link_id = EXCLUDED.link_id, attributed_at = EXCLUDED.attributed_at
     WHERE cart_attributions.attributed_at < EXCLUDED.attributed_at
    RETURNING cart_id`);
  return r.rows.length > 0;
}
