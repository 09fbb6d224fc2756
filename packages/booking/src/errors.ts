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
  | 'payment_provider_error';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly detail: string | undefined;
  constructor(code: DomainErrorCode, message: string, detail?: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.detail = detail;
  }
}

export const notFound = (what: string) => new DomainError('not_found', `${what} not found`);
export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
