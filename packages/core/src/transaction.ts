import type { Database } from '@tenuta/db';
import { DomainError } from './errors.ts';

/** A transaction handle; repositories accept it or the database alike. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/** How long a writer waits for a row lock before answering "busy, retry" (set on every pool connection). */
export { LOCK_TIMEOUT } from '@tenuta/db';

/** The PostgreSQL SQLSTATE of an error, also when Drizzle wrapped it. */
export function pgErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint name of a PostgreSQL error, also when Drizzle wrapped it. */
export function pgConstraint(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

// lock_not_available, deadlock_detected, serialization_failure
const RETRYABLE = new Set(['55P03', '40P01', '40001']);

/** A lock wait that ran out (or a deadlock) as DomainError 'busy' (retry); any other error as it is. */
export function asBusy(error: unknown): unknown {
  const code = pgErrorCode(error);
  if (code && RETRYABLE.has(code)) {
    return new DomainError('busy', 'The booking system is busy, please retry', 'Another booking is being processed on this slot; retry in a moment.');
  }
  return error;
}

/**
 * Runs `work` in one transaction with a bounded lock wait. Use it for every
 * change that makes seats or coupon uses scarcer: lock the row, re-check,
 * write. A lock that cannot be had in time is DomainError 'busy' (retry),
 * never a wrong answer.
 */
export async function lockingTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    // lock_timeout (LOCK_TIMEOUT) is set on every connection of the pool (@tenuta/db createDatabase).
    return await db.transaction((tx) => work(tx));
  } catch (error) {
    throw asBusy(error);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from clients are checked before they reach a uuid column. */
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID.test(s);

/**
 * A timestamptz from a raw query (Drizzle leaves them as PostgreSQL text,
 * e.g. "2026-05-10 07:00:00.123+02") as a Date.
 */
export function pgTimestamp(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const s = String(value).replace(' ', 'T');
  return new Date(/[+-]\d\d$/.test(s) ? `${s}:00` : s);
}
