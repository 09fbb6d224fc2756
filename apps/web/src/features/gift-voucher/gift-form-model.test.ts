import { describe, expect, it } from 'vitest';
import type { Experience } from '@tenuta/contracts';
import {
  deliveryDateError,
  emptyGiftForm,
  errorCodeFor,
  experienceCents,
  fieldsInDetail,
  firstInvalidField,
  giftableExperiences,
  giftTotalCents,
  lastDeliveryDate,
  peopleBounds,
  toFormErrors,
  toPurchaseRequest,
  typedCents,
  type GiftFormValues,
} from './gift-form-model.ts';

const experience = (over: Partial<Experience>): Experience => ({
  id: 1,
  slug: 'caccia-al-tartufo',
  category: 'TRUFFLE',
  title: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' },
  summary: { it: '', en: '' },
  description: { it: '', en: '' },
  duration_minutes: 180,
  price: 85,
  price_cents: 8500,
  pricing_model: 'per_person',
  min_adults: 2,
  max_participants: 8,
  image_key: 'x',
  ...over,
});
const hunt = experience({});
const tasting = experience({ id: 4, slug: 'degustazione-tradizione', category: 'WINE', price: 30, price_cents: 3000, min_adults: 1, max_participants: 16 });
const form = (over: Partial<GiftFormValues>): GiftFormValues => ({ ...emptyGiftForm, ...over });

describe('the voucher form model', () => {
  it('reads a typed amount as whole euros only', () => {
    expect(typedCents('120')).toBe(12_000);
    expect(typedCents(' € 75 ')).toBe(7_500);
    expect(typedCents('50,5')).toBeNaN();
    expect(typedCents('')).toBeNaN();
    expect(typedCents('-60')).toBeNaN();
  });

  it('totals an amount within EUR 50 to 1,000, and nothing outside it', () => {
    expect(giftTotalCents(form({ amount: 10_000 }), [])).toBe(10_000);
    expect(giftTotalCents(form({ amount: 'other', otherEuros: '1000' }), [])).toBe(100_000);
    expect(giftTotalCents(form({ amount: 'other', otherEuros: '1001' }), [])).toBeNull();
    expect(giftTotalCents(form({ amount: 'other', otherEuros: '49' }), [])).toBeNull();
    expect(giftTotalCents(form({ amount: null }), [])).toBeNull();
  });

  it('prices an experience at its price for the people, or once for a group', () => {
    expect(giftTotalCents(form({ mode: 'experience', experienceSlug: 'caccia-al-tartufo', people: 3 }), [hunt, tasting])).toBe(25_500);
    expect(giftTotalCents(form({ mode: 'experience', experienceSlug: 'nope', people: 3 }), [hunt])).toBeNull();
    expect(experienceCents({ price_cents: 25_000, pricing_model: 'per_group' }, 6)).toBe(25_000);
  });

  it('bounds the people by the experience and the voucher limit', () => {
    expect(peopleBounds(hunt)).toEqual({ min: 2, max: 8 });
    expect(peopleBounds(experience({ min_adults: 1, max_participants: 40 }))).toEqual({ min: 1, max: 20 });
    expect(peopleBounds(undefined)).toEqual({ min: 1, max: 20 });
  });

  it('offers the priced experiences, hunts first', () => {
    expect(giftableExperiences([tasting, experience({ slug: 'free', price_cents: 0 }), hunt]).map((e) => e.slug)).toEqual(['caccia-al-tartufo', 'degustazione-tradizione']);
  });

  it('builds the request: the choice, and the recipient e-mail and date only when it goes to them', () => {
    const base = { recipientName: 'Anna', buyerName: 'Maria Rossi', buyerEmail: ' maria@example.com ', message: 'Auguri!' };
    expect(toPurchaseRequest(form({ ...base, amount: 15_000 }), '2026-12-01', 'it')).toEqual({
      amount_cents: 15_000,
      buyer_name: 'Maria Rossi',
      buyer_email: 'maria@example.com',
      recipient_name: 'Anna',
      message: 'Auguri!',
      deliver_to: 'buyer',
      locale: 'it',
    });
    expect(
      toPurchaseRequest(
        form({ ...base, mode: 'experience', experienceSlug: 'caccia-al-tartufo', people: 2, deliverTo: 'recipient', recipientEmail: 'anna@example.com' }),
        '2026-12-01',
        'en',
      ),
    ).toMatchObject({
      experience_slug: 'caccia-al-tartufo',
      people: 2,
      recipient_email: 'anna@example.com',
      deliver_on: '2026-12-01',
      deliver_to: 'recipient',
      locale: 'en',
    });
    expect(toPurchaseRequest(form({ ...base, amount: 'other', otherEuros: 'abc' }), '2026-12-01', 'it').amount_cents).toBeNaN();
  });

  it("puts the server's field names on the form's fields, in the guest's words", () => {
    const v = form({ amount: null, buyerEmail: 'maria@', recipientName: '' });
    expect(toFormErrors(['amount_cents', 'buyer_email', 'recipient_name', 'locale'], v)).toEqual({
      amount: 'amount_choose',
      buyerEmail: 'email_invalid',
      recipientName: 'required',
    });
    expect(errorCodeFor('amount', form({ amount: 'other' }))).toBe('amount_range');
    // "an amount or an experience" lands on what the guest is choosing now.
    expect(toFormErrors(['amount_cents'], form({ mode: 'experience' }))).toEqual({ experience: 'experience_choose' });
    expect(toFormErrors(['people'], form({ mode: 'experience', experienceSlug: 'caccia-al-tartufo' }))).toEqual({ people: 'people_range' });
    expect(toFormErrors(['experience_slug'], form({ mode: 'experience', experienceSlug: 'gone' }))).toEqual({ experience: 'experience_unavailable' });
    expect(fieldsInDetail('buyer_email: Invalid email; deliver_on: from 2026-12-01 to 2027-12-01 (Rome)')).toEqual(['buyer_email', 'deliver_on']);
    expect(firstInvalidField({ buyerEmail: 'required', amount: 'amount_choose' })).toBe('amount');
  });

  it('accepts a delivery day from today to a year ahead', () => {
    expect(lastDeliveryDate('2026-12-01')).toBe('2027-12-01');
    const to = (deliverOn: string) => form({ deliverTo: 'recipient', deliverOn });
    expect(deliveryDateError(to('2026-12-01'), '2026-12-01')).toEqual({});
    expect(deliveryDateError(to('2027-12-01'), '2026-12-01')).toEqual({});
    expect(deliveryDateError(to('2027-12-02'), '2026-12-01')).toEqual({ deliverOn: 'date_range' });
    expect(deliveryDateError(to('2026-11-30'), '2026-12-01')).toEqual({ deliverOn: 'date_range' });
    expect(deliveryDateError(form({ deliverTo: 'buyer', deliverOn: '2020-01-01' }), '2026-12-01')).toEqual({});
  });
});
