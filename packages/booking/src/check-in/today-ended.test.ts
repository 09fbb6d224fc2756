import { describe, expect, it } from 'vitest';
import { dayTotals, type TodaySlotView } from './get-staff-today.ts';
import { slotEnded } from './today-arrivals.ts';

const slot = (over: Partial<TodaySlotView>): TodaySlotView => ({
  id: 1,
  date: '2026-10-25',
  startsAt: new Date('2026-10-25T07:00:00Z'),
  durationMinutes: 120,
  category: 'WINE',
  experience: null,
  capacityTotal: 10,
  booked: 4,
  held: 0,
  free: 6,
  isActive: true,
  isPrivate: false,
  cancelled: false,
  arrivals: { bookings: 2, people: 4 },
  checkedIn: { bookings: 0, people: 0 },
  dueCents: 0,
  ended: false,
  nextArrivals: [],
  channels: [],
  ...over,
});

describe('a slot that has ended', () => {
  it('has ended once its start plus its duration is past, not before', () => {
    const s = { startsAt: new Date('2026-10-25T07:00:00Z'), durationMinutes: 120 };
    expect(slotEnded(s, new Date('2026-10-25T08:59:59Z'))).toBe(false);
    expect(slotEnded(s, new Date('2026-10-25T09:00:00Z'))).toBe(true);
  });
  it('keeps its seats and arrivals in the day but not its free seats', () => {
    const t = dayTotals('2026-10-25', [slot({ id: 1, ended: true }), slot({ id: 2, free: 3 })]).totals;
    expect(t).toMatchObject({ capacity: 20, booked: 8, free: 3, arrivals: 4, arrivalPeople: 8 });
  });
});
