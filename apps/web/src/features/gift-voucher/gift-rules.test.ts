import { describe, expect, it } from 'vitest';
import { emptyGiftForm, type GiftFormValues } from './gift-form-model.ts';
import { validateGiftForm } from './gift-rules.ts';

const today = '2026-12-01';
const valid: GiftFormValues = { ...emptyGiftForm, amount: 10_000, recipientName: 'Anna', buyerName: 'Maria Rossi', buyerEmail: 'maria@example.com' };
const check = (over: Partial<GiftFormValues>) => validateGiftForm({ ...valid, ...over }, today, 'it');

describe('the voucher form, checked with the shared contract', () => {
  it('accepts a complete voucher, by amount or by experience', () => {
    expect(check({})).toEqual({});
    expect(check({ amount: 'other', otherEuros: '1000' })).toEqual({});
    expect(
      check({ mode: 'experience', experienceSlug: 'caccia-al-tartufo', people: 2, deliverTo: 'recipient', recipientEmail: 'anna@example.com', deliverOn: '2026-12-24' }),
    ).toEqual({});
  });

  it('names every missing field at once, the cross-field rules included', () => {
    expect(validateGiftForm({ ...emptyGiftForm, deliverTo: 'recipient' }, today, 'it')).toEqual({
      amount: 'amount_choose',
      recipientName: 'required',
      recipientEmail: 'required',
      buyerName: 'required',
      buyerEmail: 'required',
    });
  });

  it('refuses an amount outside EUR 50 to 1,000 or not in whole euros', () => {
    expect(check({ amount: 'other', otherEuros: '49' })).toEqual({ amount: 'amount_range' });
    expect(check({ amount: 'other', otherEuros: '1001' })).toEqual({ amount: 'amount_range' });
    expect(check({ amount: 'other', otherEuros: '60.50' })).toEqual({ amount: 'amount_range' });
    expect(check({ amount: 'other', otherEuros: '' })).toEqual({ amount: 'amount_range' });
  });

  it('asks for an experience and a number of people the voucher allows', () => {
    expect(check({ mode: 'experience', experienceSlug: null })).toEqual({ experience: 'experience_choose' });
    expect(check({ mode: 'experience', experienceSlug: 'caccia-al-tartufo', people: 21 })).toEqual({ people: 'people_range' });
  });

  it('checks the e-mail addresses, the lengths and the delivery day', () => {
    expect(check({ buyerEmail: 'maria@' })).toEqual({ buyerEmail: 'email_invalid' });
    expect(check({ deliverTo: 'recipient', recipientEmail: 'anna' })).toEqual({ recipientEmail: 'email_invalid' });
    expect(check({ message: 'x'.repeat(501) })).toEqual({ message: 'message_too_long' });
    expect(check({ message: 'x'.repeat(500) })).toEqual({});
    expect(check({ recipientName: 'A'.repeat(101) })).toEqual({ recipientName: 'name_too_long' });
    expect(check({ deliverTo: 'recipient', recipientEmail: 'anna@example.com', deliverOn: '2027-12-02' })).toEqual({ deliverOn: 'date_range' });
  });
});
