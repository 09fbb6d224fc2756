import type { DateOption, ManageBooking } from '@tenuta/contracts';
import { describe, expect, it } from 'vitest';
import { toDateChangeCalendar } from './date-change-calendar.ts';

const option = (id: number, date: string, time: string, free: number): DateOption => ({
  slot_id: id,
  date,
  start_time: time,
  end_time: '12:00',
  starts_at: `${date}T${time}:00+01:00`,
  capacity_free: free,
});
const booking = { category: 'TRUFFLE', language: 'EN', experience_id: 3, amounts: { unit_price: 85 } } as Pick<
  ManageBooking,
  'category' | 'language' | 'amounts' | 'experience_id'
>;

describe('the date change as the widget calendar shows it', () => {
  it('groups the options by day, in time order, with free seats and the booking’s price', () => {
    const cal = toDateChangeCalendar([option(9, '2026-12-03', '14:00', 5), option(7, '2026-12-03', '09:00', 8), option(8, '2026-12-01', '11:30', 2)], booking);
    expect([...cal.dates]).toEqual(['2026-12-01', '2026-12-03']);
    expect(cal.first).toBe('2026-12-01');
    expect(cal.last).toBe('2026-12-03');
    expect(cal.experience).toBe('truffle');
    const day = cal.byDate.get('2026-12-03')!;
    expect(day.map((o) => o.slot.id)).toEqual([7, 9]);
    expect(day[0]).toMatchObject({ state: 'available', slot: { capacity_free: 8, truffle_price: 85, wine_price: null, languages: ['EN'] } });
  });
  it('has no days without options', () => {
    const cal = toDateChangeCalendar([], { ...booking, category: 'WINE' });
    expect(cal).toMatchObject({ experience: 'wine', first: null, last: null });
    expect(cal.dates.size).toBe(0);
  });
});
