import { isApiError, rateLimitOf } from '../../lib/api-client.ts';

/** The widget's errors (docs/product.md, Widget errors); loading and no-availability come from the query. */
export type WidgetError =
  | { kind: 'cart_init' }
  | { kind: 'in_cart' }
  | { kind: 'changed' }
  | { kind: 'add_failed'; message: string }
  | { kind: 'rate_limited'; minutes: number; seats: boolean }
  /** Online sales of the time have stopped (its cut-off before the start, in minutes). */
  | { kind: 'closed'; cutoffMinutes: number };

/** Classifies an add-to-cart failure into the widget's messages. */
export function addErrorKind(error: unknown): WidgetError {
  const limited = rateLimitOf(error);
  if (limited) return { kind: 'rate_limited', ...limited };
  if (isApiError(error) && error.code === 'booking_closed') {
    const minutes = (error.body as { cutoff_minutes?: unknown } | undefined)?.cutoff_minutes;
    return { kind: 'closed', cutoffMinutes: typeof minutes === 'number' ? minutes : 0 };
  }
  const text = isApiError(error) ? `${error.message} ${error.detail} ${error.code ?? ''}` : String(error);
  if ((isApiError(error) && error.status === 409) || /\b409\b/.test(text)) return { kind: 'in_cart' };
  if (
    isApiError(error) &&
    (error.status === 410 || (error.status === 400 && /capacity|choice|available|vip|full|exceed|started|seat/i.test(text)) || (error.status === 404 && /slot/i.test(text)))
  ) {
    return { kind: 'changed' };
  }
  return { kind: 'add_failed', message: error instanceof Error ? error.message : String(error) };
}
