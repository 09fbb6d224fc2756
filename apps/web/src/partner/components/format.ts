import { formatCalendarDate, formatEuro, formatRomeDate, formatRomeMonth, formatRomeTime } from '../../lib/format.ts';
import { partnerLocale } from '../i18n/index.ts';

/** The site's formatters (Europe/Rome, Intl) in the partner area's language; money arrives in integer cents. */
export const money = (cents: number): string => formatEuro(cents / 100, partnerLocale());
/** Money that a booker may not see arrives as null: shown as a dash. */
export const moneyOrDash = (cents: number | null | undefined): string => (cents === null || cents === undefined ? '—' : money(cents));
export const day = (date: string): string => formatCalendarDate(date, partnerLocale());
export const shortDay = (iso: string): string => formatRomeDate(iso, partnerLocale(), 'short');
export const time = (iso: string): string => formatRomeTime(iso, partnerLocale());
export const instant = (iso: string): string => `${formatRomeDate(iso, partnerLocale(), 'short')} · ${formatRomeTime(iso, partnerLocale())}`;
/** A month (YYYY-MM: a payout's or an invoice's period) as "ottobre 2026" / "October 2026", never as its key. */
export const month = (period: string): string => (/^\d{4}-\d{2}$/.test(period) ? formatRomeMonth(`${period}-15T12:00:00Z`, partnerLocale()) : period);
/** The Rome calendar day of an instant, written out. */
export const dayOf = (iso: string): string => formatRomeDate(iso, partnerLocale());
