import { isApiError } from '../../lib/api-client.ts';

/** Why a newsletter call failed, as the screens explain it. */
export type NewsletterProblem =
  /** 400 with field codes (sign-up only; the detail is read by the form). */
  | { kind: 'fields'; detail: string }
  /** 410: the confirmation link is older than 7 days. */
  | { kind: 'expired' }
  /** 404, or a malformed token (400): unknown, already used or cancelled. */
  | { kind: 'invalid' }
  | { kind: 'rate_limited'; minutes: number }
  | { kind: 'network' }
  | { kind: 'server' };

export function newsletterProblem(error: unknown, call: 'subscribe' | 'token'): NewsletterProblem {
  if (!isApiError(error)) return { kind: 'server' };
  if (error.status === 0) return { kind: 'network' };
  if (error.status === 429) {
    const seconds = Number(/retry_after=(\d+)/.exec(error.detail)?.[1] ?? 600);
    return { kind: 'rate_limited', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (call === 'token') {
    if (error.status === 410) return { kind: 'expired' };
    if (error.status === 404 || error.status === 400) return { kind: 'invalid' };
  } else if (error.status === 400 && error.code === 'validation_error') return { kind: 'fields', detail: error.detail };
  return { kind: 'server' };
}
