import type { Experience, Slot } from '@tenuta/contracts';
import { describe, expect, it } from 'vitest';
import { experiencesOf, initialExperienceId, slotExperienceId, slotsOfExperience } from './experience-choice.ts';

const experience = (id: number, slug: string, category: 'TRUFFLE' | 'WINE', price: number): Experience => ({
  id,
  slug,
  category,
  title: { it: slug, en: slug },
  summary: { it: '', en: '' },
  description: { it: '', en: '' },
  duration_minutes: 90,
  price,
  price_cents: Math.round(price * 100),
  pricing_model: 'per_person',
  min_adults: 1,
  max_participants: 16,
  image_key: slug,
});

const catalogue = [
  experience(1, 'caccia-al-tartufo', 'TRUFFLE', 85),
  experience(4, 'degustazione-tradizione', 'WINE', 30),
  experience(5, 'degustazione-premium', 'WINE', 40),
  experience(6, 'degustazione-esclusiva', 'WINE', 50),
];

const slot = (id: number, over: Partial<Slot>): Slot => ({
  id,
  experience_id: null,
  date: '2026-11-25',
  start_time: '10:00',
  end_time: '11:30',
  slot_datetime: '2026-11-25T09:00:00.000Z',
  capacity_free: 16,
  capacity_total: 16,
  language: 'IT',
  languages: ['IT', 'EN'],
  is_vip_blocked: false,
  is_virgin: true,
  category: 'WINE',
  fixed_category: null,
  wine_price: 30,
  wine_vip_upgrade_price: 25,
  truffle_price: null,
  truffle_vip_upgrade_price: null,
  ...over,
});

const wines = experiencesOf(catalogue, 'wine');
const tradition = slot(10, { experience_id: 4 });
const premium = slot(15, { experience_id: 5, wine_price: 40, start_time: '15:00' });
const choice = slot(11, { category: 'CHOICE', wine_price: 30, truffle_price: 85, start_time: '11:30' });

describe('experiencesOf', () => {
  it("keeps the widget's category, in catalogue order", () => {
    expect(wines.map((e) => e.slug)).toEqual(['degustazione-tradizione', 'degustazione-premium', 'degustazione-esclusiva']);
    expect(experiencesOf(catalogue, 'truffle').map((e) => e.id)).toEqual([1]);
  });
});

describe('slotExperienceId', () => {
  it("is the slot's own experience", () => {
    expect(slotExperienceId(premium, wines, 'wine')).toBe(5);
  });
  it('names a CHOICE slot by the experience priced as the slot prices the category, else the first', () => {
    expect(slotExperienceId(choice, wines, 'wine')).toBe(4);
    expect(slotExperienceId(choice, experiencesOf(catalogue, 'truffle'), 'truffle')).toBe(1);
    expect(slotExperienceId({ ...choice, wine_price: 45 }, wines, 'wine')).toBe(4);
    expect(slotExperienceId({ ...choice, wine_price: 50 }, wines, 'wine')).toBe(6);
  });
});

describe('slotsOfExperience', () => {
  const slots = [tradition, choice, premium];
  it("keeps the chosen tasting's slots only: the guest chooses the tasting, not the time", () => {
    expect(slotsOfExperience(slots, wines, 'wine', 4).map((s) => s.id)).toEqual([10, 11]);
    expect(slotsOfExperience(slots, wines, 'wine', 5).map((s) => s.id)).toEqual([15]);
    expect(slotsOfExperience(slots, wines, 'wine', 6)).toEqual([]);
  });
  it('keeps every slot while the catalogue loads or when the page offers one experience', () => {
    expect(slotsOfExperience(slots, [], 'wine', null)).toHaveLength(3);
    expect(slotsOfExperience(slots, experiencesOf(catalogue, 'truffle'), 'truffle', 1)).toHaveLength(3);
  });
});

describe('initialExperienceId', () => {
  it('opens on the experience a link names, else the first', () => {
    expect(initialExperienceId(wines, 'degustazione-esclusiva')).toBe(6);
    expect(initialExperienceId(wines, 'unknown')).toBe(4);
    expect(initialExperienceId(wines, null)).toBe(4);
    expect(initialExperienceId([], null)).toBeNull();
  });
});
