import { isApiError } from '../../lib/api-client.ts';

/** The kinds of the cart error box (docs/product.md, Cart errors). */
export type CartErrorKind = 'choice_conflict' | 'duplicate_item' | 'not_found' | 'validation_error' | 'rate_limited' | 'server_error';

/** What the guest can do about an error, in the box's button order. */
export type CartErrorAction = 'choose_other_time' | 'cancel_existing' | 'update_quantity' | 'retry';

/** Which cart call failed (lastError.action). */
export type CartOperation = 'init' | 'load' | 'add_item' | 'remove_item' | 'clear' | 'apply_coupon' | 'remove_coupon';

/** The cart's lastError holds message, status, action, timestamp (docs/product.md, Cart errors). */
export interface CartLastError {
  message: string;
  status: number;
  action: CartOperation;
  timestamp: number;
  /** The server's own text, kept for classifying (the message may be ours). */
  detail: string;
  /** A 429's `limit` (docs/domain/abuse-limits.md): which abuse limit was passed. */
  limit?: string;
}

/** The error clears itself after 10 s (docs/product.md, Constants). */
export const LAST_ERROR_TTL_MS = 10_000;

/** Status + the server's text → kind. A 400 that mentions a CHOICE slot is a conflict. */
export function classifyCartError(status: number, text: string): CartErrorKind {
  if (status === 429) return 'rate_limited';
  if (status === 400 && /choice/i.test(text)) return 'choice_conflict';
  if (status === 409) return 'duplicate_item';
  if (status === 404) return 'not_found';
  if (status === 400) return 'validation_error';
  return 'server_error';
}

export const actionsForKind: Record<CartErrorKind, readonly CartErrorAction[]> = {
  choice_conflict: ['choose_other_time', 'cancel_existing'],
  duplicate_item: ['update_quantity'],
  not_found: [],
  validation_error: [],
  rate_limited: [],
  server_error: ['retry'],
};

/** Whole minutes to wait, from a 429's `retry_after=N` (seconds; Retry-After), at least 1. */
export function retryAfterMinutes(detail: string): number {
  const seconds = Number(/retry_after=(\d+)/.exec(detail)?.[1] ?? 60);
  return Math.max(1, Math.ceil(seconds / 60));
}

/** A 429 for seats held at once (rather than for calls made too fast): the guest can free some. */
export const isSeatLimit = (e: Pick<CartLastError, 'limit'>): boolean => /^seats_/.test(e.limit ?? '');

const limitOf = (body: unknown): string | undefined => {
  const limit = typeof body === 'object' && body !== null ? (body as { limit?: unknown }).limit : undefined;
  return typeof limit === 'string' ? limit : undefined;
};

/** A stored cart the server no longer knows must be replaced (docs/product.md, Cart behaviour). */
export function isMissingCart(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 404 || (error.status === 500 && /not present in table/i.test(`${error.message} ${error.detail}`));
}

/** The default text: 'Errore sconosciuto' (docs/product.md, Cart errors). */
export const UNKNOWN_ERROR = 'Errore sconosciuto';

export function toLastError(error: unknown, action: CartOperation, now: number, message?: string): CartLastError {
  if (isApiError(error)) {
    const limit = limitOf(error.body);
    return { message: message ?? error.message, status: error.status, action, timestamp: now, detail: error.detail, ...(limit ? { limit } : {}) };
  }
  const text = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
  return { message: message ?? text, status: 0, action, timestamp: now, detail: text };
}

export const kindOfLastError = (e: CartLastError): CartErrorKind => classifyCartError(e.status, `${e.message} ${e.detail}`);

/** The text used to classify: the message and (for API errors) the server's detail. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return `${error.message} ${error.detail}`;
  return error instanceof Error ? error.message : String(error ?? '');
}
