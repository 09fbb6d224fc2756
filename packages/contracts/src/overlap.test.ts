import { describe, expect, it } from 'vitest';
import { overlappingPairs, overlappingWith, overlaps, wallClockMinutes } from './overlap.ts';

// 2026-12-10 in Rome is UTC+1: 09:00 Rome = 08:00Z.
const hunt = { slot_id: 1, slot_datetime: '2026-12-10T08:00:00.000Z', duration_minutes: 180 }; // 09:00–12:00
const tasting = { slot_id: 2, slot_datetime: '2026-12-10T09:00:00.000Z', duration_minutes: 90 }; // 10:00–11:30
const noon = { slot_id: 3, slot_datetime: '2026-12-10T11:00:00.000Z', duration_minutes: 90 }; // 12:00–13:30
const nextDay = { slot_id: 4, slot_datetime: '2026-12-11T08:00:00.000Z', duration_minutes: 180 };

describe('overlaps', () => {
  it('a 09:00 hunt of 3 hours and a 10:00 tasting overlap, both ways', () => {
    expect(overlaps(hunt, tasting)).toBe(true);
    expect(overlaps(tasting, hunt)).toBe(true);
  });
  it('one ending as the other starts does not overlap; another day does not', () => {
    expect(overlaps(hunt, noon)).toBe(false);
    expect(overlaps(hunt, nextDay)).toBe(false);
  });
  it('an experience inside another overlaps; an unreadable start never does', () => {
    expect(overlaps({ slot_datetime: '2026-12-10T08:30:00.000Z', duration_minutes: 30 }, hunt)).toBe(true);
    expect(overlaps({ slot_datetime: 'not a date', duration_minutes: 60 }, hunt)).toBe(false);
  });
  it('lists the cart items a chosen slot overlaps, not the slot itself', () => {
    expect(overlappingWith(tasting, [hunt, noon, nextDay, tasting])).toEqual([hunt]);
    expect(overlappingWith(noon, [hunt, nextDay])).toEqual([]);
  });
  it('lists every overlapping pair of a cart, earlier item first', () => {
    const late = { slot_id: 5, slot_datetime: '2026-12-10T10:30:00.000Z', duration_minutes: 90 }; // 11:30–13:00
    expect(overlappingPairs([hunt, tasting, late, nextDay])).toEqual([
      [hunt, tasting],
      [hunt, late],
    ]);
    expect(overlappingPairs([hunt, noon, nextDay])).toEqual([]);
  });
  it('reads a slot length from its wall-clock start and end', () => {
    expect(wallClockMinutes('09:00', '12:00')).toBe(180);
    expect(wallClockMinutes('16:30', '18:00')).toBe(90);
    expect(wallClockMinutes('23:30', '00:30')).toBe(60);
  });
});
