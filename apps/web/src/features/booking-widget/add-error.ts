import { isApiError } from '../../lib/api-client.ts';

/** Seed section 8, widget errors (loading and no-availability come from the query). */
export type WidgetError =
  | { kind: 'cart_init' }
  | { kind: 'in_cart' }
  | { kind: 'changed' }
  | { kind: 'add_failed'; message: string };

/** Classifies an add-to-cart failure into the widget's messages. */
export function addErrorKind(error: unknown): WidgetError {
  const text = isApiError(error) ? `${error.message} ${error.detail} ${error.code ?? ''}` : String(error);
  if ((isApiError(error) && error.status === 409) || /\b409\b/.test(text)) return { kind: 'in_cart' };
  if (isApiError(error) && (error.status === 410 || (error.status === 400 && /capacity|choice|available|vip|full|exceed|started|seat/i.test(text)) || (error.status === 404 && /slot/i.test(text)))) {
    return { kind: 'changed' };
  }
  return { kind: 'add_failed', message: error instanceof Error ? error.message : String(error) };
}
