import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../checkout/test-memory-storage.ts';
import { emptyGiftForm } from './gift-form-model.ts';
import { forgetGiftForm, GIFT_FORM_KEY, keepGiftForm, parseGiftForm, readGiftForm } from './gift-form-storage.ts';

describe('the voucher form kept for a cancelled payment', () => {
  it('comes back as it was left, and only once forgotten it is gone', () => {
    const s = new MemoryStorage();
    const left = { ...emptyGiftForm, amount: 'other' as const, otherEuros: '75', recipientName: 'Anna', deliverTo: 'recipient' as const, deliverOn: '2026-12-24' };
    keepGiftForm(left, s);
    expect(readGiftForm(s)).toEqual(left);
    forgetGiftForm(s);
    expect(s.getItem(GIFT_FORM_KEY)).toBeNull();
    expect(readGiftForm(s)).toBeNull();
  });

  it('ignores what is not a form of ours, and fields of the wrong kind', () => {
    expect(parseGiftForm('{not json')).toBeNull();
    expect(parseGiftForm(JSON.stringify({ mode: 'cash', deliverTo: 'buyer' }))).toBeNull();
    expect(parseGiftForm(JSON.stringify({ mode: 'amount', deliverTo: 'buyer', amount: 'lots', people: '3', buyerName: 'Maria' }))).toEqual({
      ...emptyGiftForm,
      buyerName: 'Maria',
    });
  });
});
