import { describe, expect, it } from 'vitest';
import { DomainError } from '@tenuta/core';
import { withHold, type SlotWithOccupancy } from '../holds/index.ts';
import { checkHold, checkParticipants, currentPrices, resolveCategory, resolveLanguage } from './hold-rules.ts';

const slot = (over: Partial<SlotWithOccupancy> = {}): SlotWithOccupancy => ({
  id: 1,
  experienceId: 1,
  category: 'TRUFFLE',
  startsAt: new Date('2026-05-10T07:00:00Z'),
  durationMinutes: 180,
  capacityTotal: 8,
  languages: ['IT', 'EN'],
  isVipBlocked: false,
  isActive: true,
  winePriceCents: 4000,
  wineVipUpgradePriceCents: 2500,
  trufflePriceCents: 8500,
  truffleVipUpgradePriceCents: 5000,
  romeDate: '2026-05-10',
  romeStart: '09:00',
  romeEnd: '12:00',
  people: 0,
  isPrivate: false,
  firstCategory: null,
  activeCount: 0,
  cutoffMinutes: 0,
  partnersOnly: false,
  ...over,
});

const code = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return e instanceof DomainError ? e.code : 'other';
  }
  return undefined;
};

describe('participant limits', () => {
  it('truffle needs 2+ adults and at most 8 participants', () => {
    expect(code(() => checkParticipants('TRUFFLE', 1, 0))).toBe('validation_error');
    expect(code(() => checkParticipants('TRUFFLE', 2, 0))).toBeUndefined();
    expect(code(() => checkParticipants('TRUFFLE', 2, 6))).toBeUndefined();
    expect(code(() => checkParticipants('TRUFFLE', 2, 7))).toBe('validation_error');
    expect(code(() => checkParticipants('TRUFFLE', 9, 0))).toBe('validation_error');
  });
  it('wine needs 1+ adult; children 0 to 10', () => {
    expect(code(() => checkParticipants('WINE', 0, 2))).toBe('validation_error');
    expect(code(() => checkParticipants('WINE', 1, 10))).toBeUndefined();
    expect(code(() => checkParticipants('WINE', 1, 11))).toBe('validation_error');
    expect(code(() => checkParticipants('WINE', 1, -1))).toBe('validation_error');
  });
});

describe('category and language', () => {
  it('NONE means the slot category; a CHOICE slot needs a choice', () => {
    expect(resolveCategory(slot(), 'NONE')).toBe('TRUFFLE');
    expect(resolveCategory(slot({ category: 'CHOICE' }), 'WINE')).toBe('WINE');
    expect(code(() => resolveCategory(slot({ category: 'CHOICE' }), 'NONE'))).toBe('validation_error');
    expect(code(() => resolveCategory(slot({ category: 'WINE' }), 'TRUFFLE'))).toBe('validation_error');
  });
  it('language defaults to the first and must be offered', () => {
    expect(resolveLanguage(slot({ languages: ['EN', 'IT'] }), undefined)).toBe('EN');
    expect(resolveLanguage(slot(), 'en')).toBe('EN');
    expect(code(() => resolveLanguage(slot(), 'FR'))).toBe('validation_error');
  });
});

describe('checkHold', () => {
  const hold = { category: 'TRUFFLE' as const, adults: 2, children: 0, vip: false };
  it('rejects the other category on a fixed CHOICE slot with a detail naming CHOICE', () => {
    try {
      checkHold(slot({ category: 'CHOICE', firstCategory: 'TRUFFLE', people: 2, activeCount: 1 }), { ...hold, category: 'WINE', adults: 1 });
      expect.unreachable();
    } catch (e) {
      expect((e as DomainError).code).toBe('choice_conflict');
      expect((e as DomainError).detail).toContain('CHOICE');
    }
  });
  it('says how many seats are left', () => {
    try {
      checkHold(slot({ people: 5, activeCount: 2 }), { ...hold, adults: 4 });
      expect.unreachable();
    } catch (e) {
      expect((e as DomainError).code).toBe('capacity_exceeded');
      expect((e as DomainError).detail).toContain('Only 3 seats left');
    }
  });
  it('counts children as seats', () => {
    expect(code(() => checkHold(slot({ people: 6, activeCount: 1 }), { ...hold, adults: 2, children: 1 }))).toBe('capacity_exceeded');
  });
  it('a private (truffle VIP) slot has no seats for anyone else', () => {
    expect(code(() => checkHold(slot({ people: 2, isPrivate: true, activeCount: 1 }), hold))).toBe('capacity_exceeded');
  });
  it('truffle VIP only on a virgin slot', () => {
    expect(code(() => checkHold(slot(), { ...hold, vip: true }))).toBeUndefined();
    expect(code(() => checkHold(slot({ people: 2, activeCount: 1 }), { ...hold, vip: true }))).toBe('validation_error');
    expect(code(() => checkHold(slot({ isVipBlocked: true }), { ...hold, vip: true }))).toBe('validation_error');
  });
  it('wine VIP needs no virgin slot', () => {
    expect(
      code(() => checkHold(slot({ category: 'WINE', capacityTotal: 16, people: 4, activeCount: 2 }), { category: 'WINE', adults: 2, children: 0, vip: true })),
    ).toBeUndefined();
  });
  it('snapshots the VIP supplement of the booked category', () => {
    expect(currentPrices(slot({ category: 'CHOICE' }), 'TRUFFLE', true)).toEqual({ unitPriceCents: 8500, vipSupplementCents: 5000 });
    expect(currentPrices(slot({ category: 'CHOICE' }), 'WINE', true)).toEqual({ unitPriceCents: 4000, vipSupplementCents: 2500 });
    expect(currentPrices(slot(), 'TRUFFLE', false)).toEqual({ unitPriceCents: 8500, vipSupplementCents: 0 });
  });
});

describe('a group of holds checked one after another (withHold)', () => {
  const wine = (adults: number, children = 0) => ({ category: 'WINE' as const, adults, children, vip: false });
  const truffle = (adults: number, vip = false) => ({ category: 'TRUFFLE' as const, adults, children: 0, vip });

  it('counts people and holds; the first hold fixes a CHOICE slot', () => {
    const after = withHold(withHold(slot({ category: 'CHOICE' }), wine(2, 1)), wine(1));
    expect(after).toMatchObject({ people: 4, activeCount: 2, firstCategory: 'WINE', isPrivate: false });
    expect(code(() => checkHold(after, truffle(2)))).toBe('choice_conflict');
  });

  it('the seats run out within the group', () => {
    const s = withHold(withHold(slot({ capacityTotal: 8 }), truffle(4)), truffle(3));
    expect(code(() => checkHold(s, truffle(2)))).toBe('capacity_exceeded');
    expect(() => checkHold(withHold(slot({ capacityTotal: 8 }), truffle(4)), truffle(4))).not.toThrow();
  });

  it('a truffle VIP hold makes the slot private: nobody after it in the group gets in, and no second VIP', () => {
    const s = withHold(slot(), truffle(2, true));
    expect(s.isPrivate).toBe(true);
    expect(code(() => checkHold(s, truffle(2)))).toBe('capacity_exceeded');
    expect(code(() => checkHold(s, truffle(2, true)))).toBe('validation_error');
    expect(code(() => checkHold(withHold(slot(), truffle(2)), truffle(2, true)))).toBe('validation_error');
  });

  it('a wine VIP hold adds no privacy', () => {
    expect(withHold(slot({ category: 'WINE' }), { ...wine(2), vip: true }).isPrivate).toBe(false);
  });
});
