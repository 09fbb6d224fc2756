import { describe, expect, it } from 'vitest';
import { describeCardError } from '@tenuta/booking';
import { cardOutcome, luhnValid } from './card-outcomes.ts';
import { validateCardForm } from './pay-simulated-checkout.ts';

describe('Stripe test cards', () => {
  it.each([
    ['4242424242424242', 'succeeded', null, null],
    ['4242 4242 4242 4242', 'succeeded', null, null],
    ['4000002760003184', 'requires_action', null, null],
    ['4000000000000002', 'declined', 'card_declined', 'generic_decline'],
    ['4000000000009995', 'declined', 'card_declined', 'insufficient_funds'],
    ['4000000000009987', 'declined', 'card_declined', 'lost_card'],
    ['4000000000009979', 'declined', 'card_declined', 'stolen_card'],
    ['4000000000000069', 'declined', 'expired_card', 'expired_card'],
    ['4000000000000127', 'declined', 'incorrect_cvc', 'incorrect_cvc'],
    ['4000000000000119', 'declined', 'processing_error', 'processing_error'],
    ['4242424242424241', 'declined', 'incorrect_number', null],
    ['4111111111111111', 'declined', 'card_declined', 'test_mode_live_card'],
  ])('%s → %s %s %s', (card, kind, code, decline) => {
    const o = cardOutcome(card);
    expect(o.kind).toBe(kind);
    if (o.kind === 'declined') expect([o.error.code, o.error.declineCode]).toEqual([code, decline]);
  });

  it('checks Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });
});

describe('card error messages (docs/product.md, Card errors)', () => {
  it('says Carta rifiutata with a message by decline code; retry only for three codes', () => {
    const retry = (declineCode: string) => describeCardError({ code: 'card_declined', declineCode }, 'it');
    expect(retry('generic_decline')).toMatchObject({ title: 'Carta rifiutata', canRetry: true });
    expect(retry('insufficient_funds')).toMatchObject({ canRetry: true, message: 'Fondi insufficienti sulla carta.' });
    expect(retry('processing_error').canRetry).toBe(true);
    for (const c of ['lost_card', 'stolen_card', 'expired_card', 'incorrect_cvc'])
      expect(retry(c)).toMatchObject({ title: 'Carta rifiutata', canRetry: false, hint: "Usa un'altra carta." });
    expect(retry('something_new').message).toBe('La tua carta è stata rifiutata');
    expect(describeCardError({ code: 'authentication_required', declineCode: null }, 'it')).toMatchObject({ title: 'Autenticazione richiesta', canRetry: false });
    expect(describeCardError({ code: 'api_error', declineCode: null }, 'it')).toMatchObject({
      title: 'Errore di pagamento',
      message: 'Si è verificato un errore durante il pagamento',
      canRetry: true,
    });
    expect(describeCardError({ code: 'card_declined', declineCode: 'insufficient_funds' }, 'en')).toMatchObject({
      title: 'Card declined',
      message: 'Your card has insufficient funds.',
    });
  });
});

describe('the hosted form checks', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  it('accepts a good form and names every bad field', () => {
    expect(validateCardForm({ card_number: '4242 4242 4242 4242', expiry: '06/26', cvc: '123', name: 'M' }, now, 'it')).toEqual({});
    const errors = validateCardForm({ card_number: '12', expiry: '05/26', cvc: '12345', name: ' ' }, now, 'en');
    expect(Object.keys(errors).sort()).toEqual(['card_number', 'cvc', 'expiry', 'name']);
    expect(validateCardForm({ card_number: '4242424242424242', expiry: '13/30', cvc: '123', name: 'x' }, now, 'it').expiry).toContain('MM/AA');
  });
});
