import { describe, expect, it } from 'vitest';
import type { CartItem, CartResponse } from '@tenuta/contracts';
import { earliestHold, holdMinutesOf, holdPhase, linesLost, mergeLost, minutesLeft, warnMinutes } from './hold-expiry.ts';

describe('hold expiry', () => {
  it('finds the earliest hold', () => {
    expect(earliestHold([])).toBeNull();
    expect(earliestHold([{ hold_expires_at: '2026-11-23T09:20:00.000Z' }, { hold_expires_at: '2026-11-23T09:05:00.000Z' }, { hold_expires_at: 'bad' }])).toBe(
      '2026-11-23T09:05:00.000Z',
    );
  });
  it('counts whole minutes left, rounded up, never negative', () => {
    const now = Date.parse('2026-11-23T09:00:00.000Z');
    expect(minutesLeft('2026-11-23T09:20:00.000Z', now)).toBe(20);
    expect(minutesLeft('2026-11-23T09:00:30.000Z', now)).toBe(1);
    expect(minutesLeft('2026-11-23T08:59:00.000Z', now)).toBe(0);
  });
});

describe('the countdown and the lines it loses', () => {
  const now = Date.parse('2026-11-23T09:00:00.000Z');
  it('warns within 5 minutes (a quarter of a short hold) and ends at the expiry', () => {
    expect(holdPhase('2026-11-23T09:12:00.000Z', now, 20)).toBe('running');
    expect(holdPhase('2026-11-23T09:05:00.000Z', now, 20)).toBe('ending');
    expect(holdPhase('2026-11-23T09:00:00.000Z', now, 20)).toBe('over');
    expect(warnMinutes(20)).toBe(5);
    expect(warnMinutes(8)).toBe(2);
    expect(warnMinutes(2)).toBe(1);
  });
  it('uses the hold length the server gives, 20 minutes before a cart is read', () => {
    expect(holdMinutesOf(undefined)).toBe(20);
    expect(holdMinutesOf({ hold_minutes: 45 })).toBe(45);
  });
  const line = (id: string, slot: number, expires: string): CartItem =>
    ({
      item_id: id,
      slot_id: slot,
      category: 'TRUFFLE',
      adults_count: 2,
      children_count: 1,
      vip_upgrade: false,
      language: 'EN',
      name: { it: 'Caccia', en: 'Hunt' },
      slot_datetime: '2026-12-01T08:00:00.000Z',
      hold_expires_at: expires,
    }) as CartItem;
  const cart = (items: CartItem[], expired = 0, id = 'c1') => ({ cart_id: id, items, expired_items: expired }) as unknown as CartResponse;
  it('finds the lines a read dropped as expired, earliest first, with what it takes to hold them again', () => {
    const a = line('a', 1, '2026-11-23T09:00:00.000Z');
    const b = line('b', 2, '2026-11-23T09:03:00.000Z');
    const c = line('c', 3, '2026-11-23T09:10:00.000Z');
    const lost = linesLost(cart([b, a, c]), cart([c], 2), Date.parse('2026-11-23T09:03:01.000Z'));
    expect(lost.map((l) => l.slotId)).toEqual([1, 2]);
    expect(lost[0]!.item).toEqual({ slot_id: 1, adults_count: 2, children_count: 1, chosen_category: 'TRUFFLE', vip_upgrade: false, language: 'EN' });
  });
  it('loses nothing on a removal before the hold ended, another cart or the first read', () => {
    const a = line('a', 1, '2026-11-23T09:00:00.000Z');
    const before = Date.parse('2026-11-23T08:55:00.000Z');
    expect(linesLost(cart([a]), cart([]), before)).toEqual([]);
    expect(linesLost(cart([a]), cart([], 1, 'c2'), now)).toEqual([]);
    expect(linesLost(undefined, cart([], 1), now)).toEqual([]);
  });
  it('still finds a line whose hold ended when another tab’s read took the server’s count first', () => {
    const a = line('a', 1, '2026-11-23T09:00:00.000Z');
    const b = line('b', 2, '2026-11-23T09:03:00.000Z');
    const c = line('c', 3, '2026-11-23T09:10:00.000Z');
    // The other tab read the cart first (its read reported the expired line); this one reads 0.
    // b went too, removed in the other tab before its hold ended: not an expired line.
    const lost = linesLost(cart([a, b, c]), cart([c], 0), Date.parse('2026-11-23T09:00:02.000Z'));
    expect(lost.map((l) => l.slotId)).toEqual([1]);
  });
  it('keeps one offer per slot', () => {
    const a = linesLost(cart([line('a', 1, '2026-11-23T09:00:00.000Z')]), cart([], 1), now);
    const again = linesLost(cart([line('x', 1, '2026-11-23T09:30:00.000Z')]), cart([], 1), now);
    expect(mergeLost(a, again)).toHaveLength(1);
  });
});
