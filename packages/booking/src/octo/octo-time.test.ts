import { describe, expect, it } from 'vitest';
import { romeLocalDateTime, utcInstant } from './octo-time.ts';

describe('romeLocalDateTime', () => {
  it('writes summer and winter times with their offsets', () => {
    expect(romeLocalDateTime(new Date('2026-05-10T07:00:00Z'))).toBe('2026-05-10T09:00:00+02:00');
    expect(romeLocalDateTime(new Date('2026-12-24T16:30:45.900Z'))).toBe('2026-12-24T17:30:45+01:00');
  });

  it('follows the clock change to the minute (last Sunday of March and of October, 01:00 UTC)', () => {
    expect(romeLocalDateTime(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59+01:00');
    expect(romeLocalDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    expect(romeLocalDateTime(new Date('2026-10-25T00:59:59Z'))).toBe('2026-10-25T02:59:59+02:00');
    expect(romeLocalDateTime(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00:00+01:00');
  });

  it('answers the same for an instant asked again (remembered offset)', () => {
    const at = new Date('2027-07-01T20:15:00Z');
    expect(romeLocalDateTime(at)).toBe('2027-07-01T22:15:00+02:00');
    expect(romeLocalDateTime(at)).toBe('2027-07-01T22:15:00+02:00');
  });

  it('writes UTC instants to the second', () => {
    expect(utcInstant(new Date('2026-05-10T07:00:00.123Z'))).toBe('2026-05-10T07:00:00Z');
  });
});
