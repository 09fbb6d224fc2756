import { describe, expect, it } from 'vitest';
import { romeDayPart } from './greeting.ts';

// Instants in UTC; Rome is UTC+1 in winter and UTC+2 in summer.
describe('the greeting follows the hour in Rome', () => {
  it('19:00 in Rome is evening, whatever the device’s time zone', () => {
    expect(romeDayPart(new Date('2026-11-20T18:00:00Z'), 'it')).toBe('evening'); // 19:00 CET
    expect(romeDayPart(new Date('2026-07-20T17:00:00Z'), 'en')).toBe('evening'); // 19:00 CEST
  });

  it('morning from 5:00; Italian "buongiorno" until 13:00, English morning until 12:00', () => {
    expect(romeDayPart(new Date('2026-11-20T04:00:00Z'), 'it')).toBe('morning'); // 05:00
    expect(romeDayPart(new Date('2026-11-20T03:59:00Z'), 'it')).toBe('evening'); // 04:59
    expect(romeDayPart(new Date('2026-11-20T11:30:00Z'), 'it')).toBe('morning'); // 12:30
    expect(romeDayPart(new Date('2026-11-20T11:30:00Z'), 'en')).toBe('afternoon'); // 12:30
    expect(romeDayPart(new Date('2026-11-20T12:00:00Z'), 'it')).toBe('afternoon'); // 13:00
  });

  it('afternoon until 18:00, then evening through the night', () => {
    expect(romeDayPart(new Date('2026-11-20T16:59:00Z'), 'it')).toBe('afternoon'); // 17:59
    expect(romeDayPart(new Date('2026-11-20T17:00:00Z'), 'en')).toBe('evening'); // 18:00
    expect(romeDayPart(new Date('2026-11-20T23:30:00Z'), 'it')).toBe('evening'); // 00:30
  });
});
