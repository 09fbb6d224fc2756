import type { TFunction } from '../../../i18n/translator.ts';
import { isPartnerApiError } from '../../app/api.ts';
import { partnerErrorText } from '../../components/error-notice.tsx';

/** A failed payout call: this area's own sub-codes first (IBAN, password), then the area's general texts. */
export function payoutErrorText(t: TFunction, error: unknown): string | null {
  if (!error) return null;
  if (isPartnerApiError(error)) {
    const own = t(`partnerPayouts:errors.${error.detail}`, { defaultValue: '' });
    if (own) return own;
  }
  return partnerErrorText(t, error);
}

/** A rate in basis points as the page writes it: 1150 → 11,5 / 11.5. */
export const percentOf = (bps: number, locale: 'it' | 'en'): string => new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 2 }).format(bps / 100);
