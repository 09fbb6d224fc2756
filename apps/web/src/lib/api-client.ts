/**
 * The one fetch wrapper of the booking front end (docs/product.md, HTTP errors): an HTTP
 * error becomes `HTTP {status}: {detail or message or status text}`, a network
 * error keeps the exception's message, and every call has a timeout.
 */
export const API_BASE = '/api';
/** Cart request timeout (docs/product.md, Constants). */
export const REQUEST_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  /** HTTP status; 0 for a network error or a timeout. */
  readonly status: number;
  /** The server's `detail` (or `error`), without the `HTTP nnn:` prefix. */
  readonly detail: string;
  /** The server's machine-readable `code`, when it sent one. */
  readonly code: string | undefined;
  readonly body: unknown;
  constructor(status: number, message: string, detail: string, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.body = body;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * A 429 of the guests' abuse limits (docs/product.md, Abuse limits): the whole minutes to
 * wait (the answer's `retry_after`, as Retry-After; at least 1) and whether it is about seats
 * held at once (the guest can free some) rather than calls made too fast. Undefined otherwise.
 */
export function rateLimitOf(error: unknown): { minutes: number; seats: boolean } | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  const b = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as { retry_after?: unknown; limit?: unknown };
  const seconds = typeof b.retry_after === 'number' ? b.retry_after : Number(/retry_after=(\d+)/.exec(error.detail)?.[1] ?? 60);
  return { minutes: Math.max(1, Math.ceil(seconds / 60)), seats: typeof b.limit === 'string' && b.limit.startsWith('seats_') };
}

interface ErrorBody {
  error?: unknown;
  detail?: unknown;
  message?: unknown;
  code?: unknown;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** Builds the HTTP error (docs/product.md, HTTP errors) from a status and a parsed JSON body (pure, tested). */
export function httpError(status: number, statusText: string, body: unknown): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const detail = text(b.detail) ?? text(b.error) ?? text(b.message) ?? (statusText || String(status));
  return new ApiError(status, `HTTP ${status}: ${detail}`, detail, text(b.code), body);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, timeoutMs = REQUEST_TIMEOUT_MS, signal } = options;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${qs ? `?${qs}` : ''}`, {
      method,
      credentials: 'include',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    const message = timeout.aborted ? `Request timed out after ${timeoutMs} ms` : e instanceof Error ? e.message : String(e);
    throw new ApiError(0, message, message);
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw httpError(response.status, response.statusText, parsed);
  const b = parsed as { success?: unknown } | undefined;
  // A response carrying success false or an error field counts as an error.
  if (b && typeof b === 'object' && b.success === false) throw httpError(response.status, response.statusText, parsed);
  return parsed as T;
}
