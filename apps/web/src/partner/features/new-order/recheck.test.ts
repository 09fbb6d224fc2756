import type { Slot } from '@tenuta/contracts';
import { describe, expect, it } from 'vitest';
import { slotStillTakes } from './recheck.ts';

const slot = (over: Partial<Slot> = {}): Slot => ({
  id: 7,
  experience_id: null,
  date: '2026-12-05',
  start_time: '11:30',
  end_time: '14:30',
  slot_datetime: '2026-12-05T10:30:00.000Z',
  capacity_free: 4,
  capacity_total: 8,
  language: 'IT',
  languages: ['IT', 'EN'],
  is_vip_blocked: false,
  is_virgin: false,
  category: 'CHOICE',
  fixed_category: null,
  wine_price: 25,
  wine_vip_upgrade_price: 20,
  truffle_price: 85,
  truffle_vip_upgrade_price: 50,
  ...over,
});
const truffle = { slot_id: 7, adults_count: 2, children_count: 1, chosen_category: 'TRUFFLE', vip_upgrade: false, language: 'IT' } as const;

describe('the partner re-check of a slot read again', () => {
  it('passes while the seats are still free', () => {
    expect(slotStillTakes(slot({ capacity_free: 3 }), truffle)).toBe(true);
  });
  it('fails when the slot is gone or has fewer free seats than the selection takes', () => {
    expect(slotStillTakes(undefined, truffle)).toBe(false);
    expect(slotStillTakes(slot({ capacity_free: 2 }), truffle)).toBe(false);
  });
  it('fails a VIP selection once someone else holds a seat on the slot', () => {
    expect(slotStillTakes(slot({ is_virgin: true, capacity_free: 8 }), { ...truffle, vip_upgrade: true })).toBe(true);
    expect(slotStillTakes(slot({ is_virgin: false, capacity_free: 8 }), { ...truffle, vip_upgrade: true })).toBe(false);
  });
  it('fails a CHOICE slot that another booking has made the other category', () => {
    expect(slotStillTakes(slot({ fixed_category: 'TRUFFLE' }), truffle)).toBe(true);
    expect(slotStillTakes(slot({ fixed_category: 'WINE' }), truffle)).toBe(false);
  });
});
