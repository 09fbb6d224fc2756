// Checkout limits the public page shows: in a zod-free module, so the page renders them without loading zod.

/** At most this many gift voucher codes in one checkout (docs/domain/gift-vouchers.md, Spending at checkout). */
export const MAX_CHECKOUT_VOUCHERS = 5;
