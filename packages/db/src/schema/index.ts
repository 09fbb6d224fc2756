export * from './experiences.ts';
export * from './slots.ts';
export * from './coupons.ts';
export * from './carts.ts';
export * from './cart-items.ts';
export * from './coupon-redemptions.ts';
export * from './bookings.ts';
export * from './booking-events.ts';
