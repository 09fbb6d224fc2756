/**
 * Typed domain errors. The API maps `code` to an HTTP status in one place;
 * domain code never knows about HTTP.
 */
export type DomainErrorCode =
  | 'not_found'
  | 'validation_error'
  | 'choice_conflict'
  | 'duplicate_item'
  | 'capacity_exceeded'
  | 'hold_expired'
  | 'coupon_invalid'
  | 'busy'
  | 'conflict'
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  /** The payment provider failed or could not be reached (retry later). */
  | 'payment_provider_error'
  /** A reseller's order on account would pass its credit limit (the numbers in `extra.credit`). */
  | 'credit_limit_exceeded'
  /** Online sales of the slot have stopped (its experience's cut-off before the start). */
  | 'booking_closed'
  /** A gift voucher code given at checkout is unknown, expired or voided. */
  | 'voucher_invalid'
  /** A gift voucher given at checkout has nothing left to spend. */
  | 'voucher_empty'
  /** No gift voucher has the code looked up (or its purchase was never paid). */
  | 'voucher_not_found';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly detail: string | undefined;
  /** More fields of the error answer, for the client's message (e.g. `credit`: the numbers of a refused order). */
  readonly extra: Record<string, unknown> | undefined;
  constructor(code: DomainErrorCode, message: string, detail?: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.detail = detail;
    this.extra = extra;
  }
}

export const notFound = (what: string) => new DomainError('not_found', `${what} not found`);
export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
