import { describe, expect, it } from 'vitest';
import { contractDraft, contractStates, percentToBps, type ContractInput } from './contract-terms.ts';

const base: ContractInput = { commissionPercent: 10, netDiscountPercent: 12.5, paymentTerms: 'on_account', paymentDays: 30, creditLimitCents: 200_000, attributionDays: 30 };
// 2026-03-28 11:00 in Rome (the day before the change to summer time).
const now = new Date('2026-03-28T10:00:00Z');

describe('percentToBps', () => {
  it('turns 0–100 with up to two decimals into basis points', () => {
    expect(percentToBps(0)).toBe(0);
    expect(percentToBps(12.5)).toBe(1250);
    expect(percentToBps(0.01)).toBe(1);
    expect(percentToBps(33.33)).toBe(3333);
    expect(percentToBps(100)).toBe(10_000);
  });
  it('refuses more decimals and values out of range', () => {
    expect(() => percentToBps(12.345)).toThrow(expect.objectContaining({ detail: 'percent_decimals' }));
    expect(() => percentToBps(-1)).toThrow(expect.objectContaining({ detail: 'percent_range' }));
    expect(() => percentToBps(100.01)).toThrow(expect.objectContaining({ detail: 'percent_range' }));
    expect(() => percentToBps(Number.NaN)).toThrow(expect.objectContaining({ detail: 'percent_range' }));
  });
});

describe('contractDraft', () => {
  it('without a day, or with today, the terms start now', () => {
    expect(contractDraft(base, now)).toMatchObject({ validFrom: now, commissionBps: 1000, netDiscountBps: 1250, creditLimitCents: 200_000, note: null });
    expect(contractDraft({ ...base, validFrom: '2026-03-28' }, now).validFrom).toEqual(now);
  });
  it('a later day starts at its Rome midnight, across the change of time', () => {
    expect(contractDraft({ ...base, validFrom: '2026-03-29' }, now).validFrom.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(contractDraft({ ...base, validFrom: '2026-03-30' }, now).validFrom.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
  it('refuses the past, far dates, unreal dates and bad numbers', () => {
    const detail = (input: Partial<ContractInput>) => {
      try {
        contractDraft({ ...base, ...input }, now);
        return 'accepted';
      } catch (e) {
        return (e as { detail?: string }).detail;
      }
    };
    expect(detail({ validFrom: '2026-03-27' })).toBe('valid_from_past');
    expect(detail({ validFrom: '2028-12-01' })).toBe('valid_from_too_far');
    expect(detail({ validFrom: '2026-02-30' })).toBe('valid_from_date');
    expect(detail({ creditLimitCents: -1 })).toBe('credit_limit_range');
    expect(detail({ creditLimitCents: 10.5 })).toBe('credit_limit_range');
    expect(detail({ paymentDays: 400 })).toBe('payment_days_range');
    expect(detail({ attributionDays: 0 })).toBe('attribution_days_range');
    expect(detail({ commissionPercent: 5.555 })).toBe('percent_decimals');
  });
  it('keeps a trimmed note', () => {
    expect(contractDraft({ ...base, note: '  Accordo 2026  ' }, now).note).toBe('Accordo 2026');
    expect(contractDraft({ ...base, note: '   ' }, now).note).toBeNull();
  });
});

describe('contractStates', () => {
  it('the latest row already started is in force, later ones scheduled, earlier ones past', () => {
    const rows = [
      { id: 1, validFrom: new Date('2026-01-01T00:00:00Z') },
      { id: 2, validFrom: new Date('2026-03-01T00:00:00Z') },
      { id: 3, validFrom: new Date('2026-04-01T00:00:00Z') },
    ];
    expect(Object.fromEntries(contractStates(rows, now))).toEqual({ 1: 'past', 2: 'in_force', 3: 'scheduled' });
  });
  it('two rows from the same instant: the later one is in force', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    expect(
      Object.fromEntries(
        contractStates(
          [
            { id: 4, validFrom: at },
            { id: 5, validFrom: at },
          ],
          now,
        ),
      ),
    ).toEqual({ 4: 'past', 5: 'in_force' });
  });
  it('nothing in force before the first row starts', () => {
    expect(Object.fromEntries(contractStates([{ id: 6, validFrom: new Date('2026-05-01T00:00:00Z') }], now))).toEqual({ 6: 'scheduled' });
  });
});
