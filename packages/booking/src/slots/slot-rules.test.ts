import { describe, expect, it } from 'vitest';
import type { Payment } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import { alternativesFor } from './slot-alternatives.ts';
import { changedPrices, checkCalendarRange, expandSeries, isCalendarDate, isoWeekday, MAX_SERIES_SLOTS, slotLanguages, slotPrices } from './slot-series.ts';
import { fullRefund } from './staff-slot-mapper.ts';
import { checkCapacity } from './update-slot.ts';
import type { StaffSlotRow } from './staff-slot-repository.ts';

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    return e as DomainError;
  }
  throw new Error('expected a refusal');
};

describe('expandSeries', () => {
  it('one slot: from = to, one time', () => {
    expect(expandSeries({ from: '2026-05-10', times: ['09:00'] })).toEqual([{ date: '2026-05-10', time: '09:00' }]);
  });

  it('every chosen weekday of the range at each time, in calendar order, times sorted and deduplicated', () => {
    // 2026-03-23 is a Monday; Saturdays and Sundays only.
    const entries = expandSeries({ from: '2026-03-23', to: '2026-04-05', weekdays: [6, 7], times: ['14:00', '09:00', '14:00'] });
    expect(entries).toEqual([
      { date: '2026-03-28', time: '09:00' },
      { date: '2026-03-28', time: '14:00' },
      { date: '2026-03-29', time: '09:00' },
      { date: '2026-03-29', time: '14:00' },
      { date: '2026-04-04', time: '09:00' },
      { date: '2026-04-04', time: '14:00' },
      { date: '2026-04-05', time: '09:00' },
      { date: '2026-04-05', time: '14:00' },
    ]);
  });

  it('crosses month, year and leap-day boundaries by calendar arithmetic', () => {
    expect(expandSeries({ from: '2027-12-30', to: '2028-01-02', times: ['10:00'] }).map((e) => e.date)).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
    expect(expandSeries({ from: '2028-02-28', to: '2028-03-01', times: ['10:00'] }).map((e) => e.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('refuses a backwards range, unreal dates, no matching day, bad times and too many slots', () => {
    expect(refusal(() => expandSeries({ from: '2026-05-10', to: '2026-05-09', times: ['09:00'] })).code).toBe('validation_error');
    expect(refusal(() => expandSeries({ from: '2026-02-30', times: ['09:00'] })).detail).toMatch(/real dates/);
    expect(refusal(() => expandSeries({ from: '2026-05-11', to: '2026-05-12', weekdays: [7], times: ['09:00'] })).message).toMatch(/No day/);
    expect(refusal(() => expandSeries({ from: '2026-05-11', times: ['24:00'] })).code).toBe('validation_error');
    expect(refusal(() => expandSeries({ from: '2026-05-11', times: [] })).code).toBe('validation_error');
    expect(refusal(() => expandSeries({ from: '2026-05-11', weekdays: [0], times: ['09:00'] })).code).toBe('validation_error');
    expect(refusal(() => expandSeries({ from: '2026-01-01', to: '2027-01-02', times: ['09:00'] })).message).toMatch(/too long/);
    const times = Array.from({ length: 12 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);
    expect(refusal(() => expandSeries({ from: '2026-01-01', to: '2026-04-30', times })).detail).toContain(String(MAX_SERIES_SLOTS));
  });
});

describe('calendar days', () => {
  it('isoWeekday: Monday 1 … Sunday 7; the DST Sundays are Sundays', () => {
    expect(isoWeekday('2026-03-23')).toBe(1);
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-10-25')).toBe(7);
  });

  it('isCalendarDate and the calendar read range (at most 62 days)', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(() => checkCalendarRange('2026-05-01', '2026-07-01')).not.toThrow(); // 62 days
    expect(refusal(() => checkCalendarRange('2026-05-01', '2026-07-02')).message).toMatch(/too long/);
    expect(refusal(() => checkCalendarRange('2026-05-02', '2026-05-01')).code).toBe('validation_error');
  });
});

describe('prices and languages', () => {
  it('each category stores the prices it offers; VIP left out means no upgrade', () => {
    expect(slotPrices('TRUFFLE', { trufflePriceCents: 8500, truffleVipUpgradePriceCents: 5000 })).toEqual({
      trufflePriceCents: 8500,
      truffleVipUpgradePriceCents: 5000,
      winePriceCents: null,
      wineVipUpgradePriceCents: null,
    });
    expect(slotPrices('WINE', { winePriceCents: 3000 })).toEqual({
      trufflePriceCents: null,
      truffleVipUpgradePriceCents: null,
      winePriceCents: 3000,
      wineVipUpgradePriceCents: null,
    });
    expect(slotPrices('CHOICE', { trufflePriceCents: 8500, winePriceCents: 4000, wineVipUpgradePriceCents: 2500 }).wineVipUpgradePriceCents).toBe(2500);
  });

  it('refuses a missing base price, a price of a category not offered, and non-cents', () => {
    expect(refusal(() => slotPrices('TRUFFLE', {})).detail).toMatch(/truffle_price_cents/);
    expect(refusal(() => slotPrices('CHOICE', { trufflePriceCents: 8500 })).detail).toMatch(/wine_price_cents/);
    expect(refusal(() => slotPrices('WINE', { winePriceCents: 3000, trufflePriceCents: 8500 })).message).toMatch(/no truffle price/);
    expect(refusal(() => slotPrices('TRUFFLE', { trufflePriceCents: 85.5 })).code).toBe('validation_error');
    expect(refusal(() => slotPrices('TRUFFLE', { trufflePriceCents: -1 })).code).toBe('validation_error');
  });

  it('a change keeps the fields not sent, clears a VIP price sent as null, never the base price', () => {
    const current = { trufflePriceCents: 8500, truffleVipUpgradePriceCents: 5000, winePriceCents: null, wineVipUpgradePriceCents: null };
    expect(changedPrices('TRUFFLE', current, { trufflePriceCents: 9000 })).toMatchObject({ trufflePriceCents: 9000, truffleVipUpgradePriceCents: 5000 });
    expect(changedPrices('TRUFFLE', current, { truffleVipUpgradePriceCents: null })).toMatchObject({ trufflePriceCents: 8500, truffleVipUpgradePriceCents: null });
    expect(refusal(() => changedPrices('TRUFFLE', current, { trufflePriceCents: null })).code).toBe('validation_error');
    expect(refusal(() => changedPrices('TRUFFLE', current, { winePriceCents: 3000 })).code).toBe('validation_error');
  });

  it('languages: upper case, known, each once', () => {
    expect(slotLanguages(['it', 'EN'])).toEqual(['IT', 'EN']);
    expect(refusal(() => slotLanguages([])).code).toBe('validation_error');
    expect(refusal(() => slotLanguages(['IT', 'it'])).code).toBe('validation_error');
    expect(refusal(() => slotLanguages(['ES'])).message).toMatch(/ES/);
  });
});

const slot = (over: Partial<StaffSlotRow> = {}): StaffSlotRow => ({
  id: 1,
  experienceId: 1,
  category: 'TRUFFLE',
  startsAt: new Date('2026-06-01T07:00:00Z'),
  durationMinutes: 180,
  capacityTotal: 8,
  languages: ['IT', 'EN'],
  isVipBlocked: false,
  isActive: true,
  winePriceCents: null,
  wineVipUpgradePriceCents: null,
  trufflePriceCents: 8500,
  truffleVipUpgradePriceCents: 5000,
  romeDate: '2026-06-01',
  romeStart: '09:00',
  romeEnd: '12:00',
  people: 0,
  isPrivate: false,
  firstCategory: null,
  activeCount: 0,
  cutoffMinutes: 0,
  partnersOnly: false,
  booked: 0,
  bookingsCount: 0,
  cancelledAt: null,
  cancelReason: null,
  titleIt: 'Caccia',
  titleEn: 'Hunt',
  ...over,
});

describe('capacity', () => {
  it('may go down to the seats taken, not below; the refusal gives the numbers', () => {
    const s = slot({ people: 6, booked: 4, activeCount: 3 });
    expect(() => checkCapacity(s, 6)).not.toThrow();
    const e = refusal(() => checkCapacity(s, 5));
    expect(e.code).toBe('conflict');
    expect(e.detail).toBe('capacity_below_taken');
    expect(e.message).toBe('Capacity 5 is below the 6 seats taken (4 booked, 2 held in carts)');
  });
});

describe('next free dates for a cancelled guest', () => {
  const party = { category: 'TRUFFLE' as const, adults: 3, children: 0, vip: false, language: 'EN' };
  it('keeps the slots the party fits in its language, soonest first, at most five', () => {
    const candidates = [
      slot({ id: 2, people: 6, activeCount: 2 }), // 2 free: too small
      slot({ id: 3, languages: ['IT'] }), // not in English
      slot({ id: 4, people: 2, isPrivate: true, activeCount: 1 }), // private VIP
      ...[5, 6, 7, 8, 9, 10].map((id) => slot({ id, startsAt: new Date(Date.UTC(2026, 5, id)) })),
    ];
    expect(alternativesFor(candidates, party).map((a) => a.slot_id)).toEqual([5, 6, 7, 8, 9]);
    expect(alternativesFor(candidates, party)[0]!.starts_at).toBe('2026-06-05T00:00:00.000Z');
  });

  it('a VIP truffle party needs a slot with nobody on it', () => {
    const candidates = [slot({ id: 2, people: 2, activeCount: 1 }), slot({ id: 3 })];
    expect(alternativesFor(candidates, { ...party, vip: true }).map((a) => a.slot_id)).toEqual([3]);
  });
});

describe('fullRefund', () => {
  let id = 0;
  const row = (over: Partial<Payment>): Payment =>
    ({
      id: ++id,
      kind: 'payment',
      provider: 'simulator',
      providerPaymentId: 'pi_1',
      status: 'succeeded',
      amountCents: 0,
      currency: 'eur',
      checkoutSessionId: null,
      ...over,
    }) as Payment;

  it('gives back every card cent not already on its way back, and counts what was paid on site apart', () => {
    const ledger = [
      row({ amountCents: 17000 }),
      row({ kind: 'refund', status: 'succeeded', amountCents: 2000 }),
      row({ provider: 'on_site', providerPaymentId: null, amountCents: 3000 }),
      row({ providerPaymentId: 'pi_2', status: 'failed', amountCents: 9999 }),
    ];
    const r = fullRefund(ledger);
    expect(r).toMatchObject({ paidCents: 18000, refundCents: 15000, onSiteCents: 3000 });
    expect(r.parts).toEqual([expect.objectContaining({ paymentIntentId: 'pi_1', amountCents: 15000 })]);
  });

  it('what gift vouchers paid goes back to them, not to the card nor by hand', () => {
    const ledger = [
      row({ amountCents: 12000, providerPaymentId: 'pi_3' }),
      row({ provider: 'voucher', providerPaymentId: null, amountCents: 5000 }),
      row({ provider: 'on_site', providerPaymentId: null, amountCents: 1000 }),
    ];
    const r = fullRefund(ledger);
    expect(r).toMatchObject({ paidCents: 18000, voucherCents: 5000, refundCents: 17000, onSiteCents: 1000 });
    expect(r.parts).toEqual([expect.objectContaining({ paymentIntentId: 'pi_3', amountCents: 12000 })]);
  });

  it('nothing paid: nothing to give back', () => {
    expect(fullRefund([])).toEqual({ paidCents: 0, parts: [], voucherCents: 0, refundCents: 0, onSiteCents: 0 });
  });
});
