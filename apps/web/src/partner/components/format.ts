import { formatCalendarDate, formatEuro, formatRomeDate, formatRomeTime } from '../../lib/format.ts';
import { partnerLocale } from '../i18n/index.ts';

/** The site's formatters (Europe/Rome, Intl) in the partner area's language; money arrives in integer cents. */
export const money = (cents: number): string => formatEuro(cents / 100, partnerLocale());
/** Money that a booker may not see arrives as null: shown as a dash. */
export const moneyOrDash = (cents: number | null | undefined): string => (cents === null || cents === undefined ? '—' : money(cents));
export const day = (date: string): string => formatCalendarDate(date, partnerLocale());
export const shortDay = (iso: string): string => formatRomeDate(iso, partnerLocale(), 'short');
export const time = (iso: string): string => formatRomeTime(iso, partnerLocale());
export const instant = (iso: string): string => `${formatRomeDate(iso, partnerLocale(), 'short')} · ${formatRomeTime(iso, partnerLocale())}`;
/** The Rome calendar day of an instant, written out. */
export const dayOf = (iso: string): string => formatRomeDate(iso, partnerLocale());
