import { describe, expect, it } from 'vitest';
import { reminderDay, reviewRequestDays } from './reminder-days.ts';

describe('reminder days (Rome calendar)', () => {
  it('tomorrow is the next Rome day, also late in the evening when UTC is still on the previous day', () => {
    expect(reminderDay(new Date('2027-10-30T10:00:00Z'))).toBe('2027-10-31');
    expect(reminderDay(new Date('2027-10-30T22:30:00Z'))).toBe('2027-11-01'); // 00:30 on the 31st in Rome (CEST)
    expect(reminderDay(new Date('2027-10-31T22:59:00Z'))).toBe('2027-11-01'); // 23:59 on the 31st (CET)
    expect(reminderDay(new Date('2027-03-27T23:30:00Z'))).toBe('2027-03-29'); // 00:30 on the 28th, spring change day
  });

  it('review requests cover the 7 Rome days before today', () => {
    expect(reviewRequestDays(new Date('2027-06-10T07:00:00Z'))).toEqual({ first: '2027-06-03', last: '2027-06-09' });
    expect(reviewRequestDays(new Date('2027-03-01T23:30:00Z'))).toEqual({ first: '2027-02-23', last: '2027-03-01' });
  });
});
