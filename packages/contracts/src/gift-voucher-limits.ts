/**
 * The gift voucher's limits, in a module of their own without zod: the public voucher page
 * renders its choices from them with the page, and loads the schemas (gift-vouchers.ts, zod)
 * only when the guest starts filling in the form (docs/decisions/0029).
 */

/** An amount voucher: EUR 50 to 1,000, whole euros. */
export const GIFT_VOUCHER_MIN_CENTS = 5_000;
export const GIFT_VOUCHER_MAX_CENTS = 100_000;
/** The amounts the page offers as buttons (any whole euro amount in the bounds is accepted). */
export const GIFT_VOUCHER_PRESET_CENTS = [5_000, 10_000, 15_000, 20_000, 30_000, 50_000] as const;
export const GIFT_VOUCHER_MESSAGE_MAX = 500;
/** The furthest delivery date: this many days after today (Rome). */
export const GIFT_VOUCHER_DELIVERY_MAX_DAYS = 365;
/** An experience voucher: at most this many people. */
export const GIFT_VOUCHER_MAX_PEOPLE = 20;
/** The buyer's and the recipient's names. */
export const GIFT_VOUCHER_NAME_MAX = 100;
/** A code as typed (with spaces or dashes): at most this many characters. */
export const GIFT_VOUCHER_CODE_INPUT_MAX = 40;
