import type { CartItem, CartStatsResponse, CartTotals, CartView } from '@tenuta/contracts';
import { toEuros } from '@tenuta/core';
import type { PricedCart } from '../pricing/index.ts';
import type { CartLine } from './cart-repository.ts';
import type { LoadedCart } from './load-cart.ts';

const fallbackNames = {
  TRUFFLE: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' },
  WINE: { it: 'Degustazione di Vini', en: 'Wine Tasting' },
} as const;

function toCartItem(line: CartLine, priced: PricedCart['items'][number] | undefined): CartItem {
  const subtotal = priced?.subtotalCents ?? 0;
  const discount = priced?.discountCents ?? 0;
  return {
    item_id: line.id,
    slot_id: line.slotId,
    experience_id: line.experienceId,
    category: line.category,
    name: line.titleIt && line.titleEn ? { it: line.titleIt, en: line.titleEn } : { ...fallbackNames[line.category] },
    date: line.romeDate,
    start_time: line.romeStart,
    slot_datetime: line.startsAt.toISOString(),
    duration_minutes: line.durationMinutes,
    language: line.language,
    adults_count: line.adults,
    children_count: line.children,
    participants: line.adults + line.children,
    vip_upgrade: line.vip,
    unit_price: toEuros(line.unitPriceCents),
    vip_supplement: toEuros(line.vipSupplementCents),
    subtotal: toEuros(subtotal),
    discount_amount: toEuros(discount),
    total: toEuros(priced?.totalCents ?? subtotal - discount),
    requires_payment: line.category === 'TRUFFLE',
    hold_expires_at: line.holdExpiresAt.toISOString(),
  };
}

export function toCartTotals(p: PricedCart): CartTotals {
  return {
    subtotal: toEuros(p.subtotalCents),
    discount_total: toEuros(p.discountCents),
    grand_total: toEuros(p.totalCents),
    pay_now: toEuros(p.payNowCents),
    pay_later: toEuros(p.payLaterCents),
  };
}

export function toCartView(c: LoadedCart): CartView {
  const byId = new Map(c.priced.items.map((p) => [p.id, p]));
  return {
    cart_id: c.cartId,
    coupon_code: c.coupon?.code ?? null,
    coupon: c.coupon
      ? {
          code: c.coupon.code,
          discount_type: c.coupon.discountType,
          discount_value: c.coupon.discountType === 'percentage' ? c.coupon.discountValue : toEuros(c.coupon.discountValue),
          partner_name: c.coupon.partnerName,
        }
      : null,
    items: c.lines.map((l) => toCartItem(l, byId.get(l.id))),
    totals: toCartTotals(c.priced),
    item_count: c.lines.reduce((a, l) => a + l.adults + l.children, 0),
    expired_items: c.expired,
  };
}

export function toCartStats(c: LoadedCart): CartStatsResponse {
  const expiries = c.lines.map((l) => l.holdExpiresAt.getTime());
  return {
    success: true,
    item_count: c.lines.reduce((a, l) => a + l.adults + l.children, 0),
    items_count: c.lines.length,
    totals: toCartTotals(c.priced),
    has_truffle: c.lines.some((l) => l.category === 'TRUFFLE'),
    has_wine: c.lines.some((l) => l.category === 'WINE'),
    requires_payment: c.priced.payNowCents > 0,
    earliest_hold_expires_at: expiries.length > 0 ? new Date(Math.min(...expiries)).toISOString() : null,
  };
}
