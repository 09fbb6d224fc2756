export * from './common.ts';
export * from './experiences.ts';
export * from './health.ts';
export * from './availability.ts';
export * from './coupons.ts';
export * from './cart.ts';
