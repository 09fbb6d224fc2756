import type { DateOption, ManageBooking, Slot } from '@tenuta/contracts';
import type { SlotOption } from '../booking-widget/use-booking-widget.ts';
import type { WidgetExperience } from '../booking-widget/widget-rules.ts';

/**
 * The server's date options (the slots the booking can move to for free, CHOICE slots included)
 * in the shapes of the booking widget's calendar and slot list, which the manage page reuses:
 * the bookable days, and each day's times with their free seats at the booking's own price.
 */
export interface DateChangeCalendar {
  experience: WidgetExperience;
  dates: ReadonlySet<string>;
  byDate: ReadonlyMap<string, SlotOption[]>;
  first: string | null;
  last: string | null;
}

export function toDateChangeCalendar(options: readonly DateOption[], booking: Pick<ManageBooking, 'category' | 'language' | 'amounts' | 'experience_id'>): DateChangeCalendar {
  const truffle = booking.category === 'TRUFFLE';
  const byDate = new Map<string, SlotOption[]>();
  for (const o of [...options].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const slot: Slot = {
      id: o.slot_id,
      experience_id: booking.experience_id,
      date: o.date,
      start_time: o.start_time,
      end_time: o.end_time,
      slot_datetime: o.starts_at,
      capacity_free: o.capacity_free,
      capacity_total: o.capacity_free,
      language: booking.language,
      languages: [booking.language],
      is_vip_blocked: false,
      is_virgin: false,
      category: booking.category,
      fixed_category: booking.category,
      // A free change keeps the booking's price: the list shows it per adult.
      wine_price: truffle ? null : booking.amounts.unit_price,
      wine_vip_upgrade_price: null,
      truffle_price: truffle ? booking.amounts.unit_price : null,
      truffle_vip_upgrade_price: null,
    };
    const day = byDate.get(o.date) ?? [];
    day.push({ slot, state: 'available', name: null });
    byDate.set(o.date, day);
  }
  const dates = [...byDate.keys()].sort();
  return { experience: truffle ? 'truffle' : 'wine', dates: new Set(dates), byDate, first: dates[0] ?? null, last: dates.at(-1) ?? null };
}
