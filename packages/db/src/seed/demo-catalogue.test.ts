import { describe, expect, it } from 'vitest';
import { demoExperiences } from './demo-experiences.ts';
import { CHOICE_AS, demoTimetable } from './seed-demo-data.ts';

const active = demoExperiences.filter((e) => e.isActive !== false);
const bySlug = new Map(demoExperiences.map((e) => [e.slug, e]));
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe('the demo catalogue (docs/product.md, The catalogue)', () => {
  it('lists only what can be booked: every active experience has times, every time an active experience', () => {
    const scheduled = new Set(demoTimetable.map((t) => t.experience).filter((s): s is NonNullable<typeof s> => s !== null));
    expect(active.map((e) => e.slug).sort()).toEqual([...scheduled].sort());
    expect(active.map((e) => e.priceCents).sort((a, b) => a - b)).toEqual([2500, 3000, 4000, 5000, 8500]);
    expect(active.every((e) => e.pricingModel === 'per_person')).toBe(true); // the cart prices per person
  });

  it('a CHOICE time is sold as an active experience of each category', () => {
    expect(active).toContainEqual(expect.objectContaining({ slug: CHOICE_AS.TRUFFLE, category: 'TRUFFLE' }));
    expect(active).toContainEqual(expect.objectContaining({ slug: CHOICE_AS.WINE, category: 'WINE' }));
  });

  it('names are unique in both languages and every time ends by closing (18:00)', () => {
    expect(new Set(active.map((e) => e.titleIt)).size).toBe(active.length);
    expect(new Set(active.map((e) => e.titleEn)).size).toBe(active.length);
    for (const t of demoTimetable) {
      const length = bySlug.get(t.experience ?? CHOICE_AS.TRUFFLE)!.durationMinutes;
      expect(minutes(t.time) + length, t.time).toBeLessThanOrEqual(18 * 60);
    }
  });

  it('every time lists its tour languages in one order', () => {
    expect(new Set(demoTimetable.map((t) => t.languages.join(',')))).toEqual(new Set(['IT,EN']));
  });
});
