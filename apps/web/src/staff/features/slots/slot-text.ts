import type { StaffSlot } from '@tenuta/contracts';
import { intlLocale } from '../../i18n/index.ts';

type T = (key: string, options?: Record<string, unknown>) => string;

/** What a slot offers, in the page's language: its experience, or for a CHOICE slot what its first guest chose. */
export function slotTitle(t: T, s: Pick<StaffSlot, 'category' | 'experience_title' | 'booked_category'>): string {
  const lang = intlLocale().startsWith('en') ? 'en' : 'it';
  if (s.experience_title) return s.experience_title[lang];
  if (s.category === 'CHOICE' && s.booked_category) return t('choiceAs', { category: t(`categories.${s.booked_category}`) });
  return t(`categories.${s.category}`);
}

export type SlotState = 'open' | 'closed' | 'cancelled';
export const slotState = (s: Pick<StaffSlot, 'is_active' | 'cancelled_at'>): SlotState => (s.cancelled_at ? 'cancelled' : s.is_active ? 'open' : 'closed');

/** "3 booked, 2 in carts, 3 free of 8" (for screen readers and the dialog). */
export const seatsText = (t: T, s: Pick<StaffSlot, 'seats_booked' | 'seats_held' | 'seats_free' | 'capacity_total'>): string =>
  t('seats.summary', { booked: s.seats_booked, held: s.seats_held, free: s.seats_free, capacity: s.capacity_total });

/** A tour language code (IT, EN…) by name, in the page's language. */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([intlLocale()], { type: 'language' }).of(code.toLowerCase());
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : code;
  } catch {
    return code;
  }
}

const dayFormat = new Map<string, Intl.DateTimeFormat>();
/** A calendar day (YYYY-MM-DD) formatted in the page's language, whatever the device's time zone. */
export function formatCalendarDay(day: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${intlLocale()}|${JSON.stringify(options)}`;
  let f = dayFormat.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(), { timeZone: 'UTC', ...options });
    dayFormat.set(key, f);
  }
  return f.format(new Date(`${day}T12:00:00Z`));
}

/** Short weekday names, Monday first. */
export const weekdayNames = (style: 'short' | 'long' = 'short'): string[] => Array.from({ length: 7 }, (_, i) => formatCalendarDay(`2024-01-0${i + 1}`, { weekday: style }));
