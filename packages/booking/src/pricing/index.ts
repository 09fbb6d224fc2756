export { priceCart, itemSubtotal, couponDiscount, spread } from './price-cart.ts';
export type { PriceableItem, PriceableCoupon, PricedItem, PricedCart } from './price-cart.ts';
