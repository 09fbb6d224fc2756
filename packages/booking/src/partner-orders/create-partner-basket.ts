import { carts } from '@tenuta/db';
import { requireReseller, type PartnerCaller, type PartnerOrderDeps } from './partner-order-deps.ts';

/**
 * POST /api/partners/basket: a new cart owned by the reseller. Its lines are added with the
 * public cart calls (seat holds as a guest's); only this partner can order from it, and the
 * public checkout refuses it.
 */
export async function createPartnerBasket(deps: Pick<PartnerOrderDeps, 'db'>, caller: Pick<PartnerCaller, 'partnerId' | 'partnerType'>): Promise<{ cartId: string }> {
  requireReseller(caller);
  const [row] = await deps.db.insert(carts).values({ partnerId: caller.partnerId }).returning({ id: carts.id });
  return { cartId: row!.id };
}
