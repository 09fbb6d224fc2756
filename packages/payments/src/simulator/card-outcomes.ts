import type { ProviderPaymentError } from '@tenuta/booking';

/**
 * Stripe's test cards, and what Stripe does with each
 * (docs.stripe.com/testing). Pure: the simulator and its tests use it.
 */
export type CardOutcome = { kind: 'succeeded' } | { kind: 'requires_action' } | { kind: 'declined'; error: ProviderPaymentError };

const declined = (code: string, declineCode: string | null, message: string): CardOutcome => ({
  kind: 'declined',
  error: { code, declineCode, message },
});

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'succeeded' },
  '4000056655665556': { kind: 'succeeded' },
  '5555555555554444': { kind: 'succeeded' },
  '2223003122003222': { kind: 'succeeded' },
  '5200828282828210': { kind: 'succeeded' },
  '378282246310005': { kind: 'succeeded' },
  '4000003800000008': { kind: 'succeeded' },
  '4000000000000002': declined('card_declined', 'generic_decline', 'Your card was declined.'),
  '4000000000009995': declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': declined('card_declined', 'lost_card', 'Your card was declined.'),
  '4000000000009979': declined('card_declined', 'stolen_card', 'Your card was declined.'),
  '4000000000000069': declined('expired_card', 'expired_card', 'Your card has expired.'),
  '4000000000000127': declined('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."),
  '4000000000000119': declined('processing_error', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'),
  '4000002760003184': { kind: 'requires_action' },
  '4000002500003155': { kind: 'requires_action' },
};

/** The test cards shown on the hosted page's test-mode notice. */
export const LISTED_TEST_CARDS = [
  '4242424242424242',
  '4000002760003184',
  '4000000000000002',
  '4000000000009995',
  '4000000000009987',
  '4000000000009979',
  '4000000000000069',
  '4000000000000127',
  '4000000000000119',
] as const;

export const normalizeCardNumber = (value: string): string => value.replace(/[\s-]+/g, '');

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * What paying with `cardNumber` does, as on Stripe in test mode: test cards
 * behave as documented; a wrong number is incorrect_number; any other real
 * number is declined (test_mode_live_card).
 */
export function cardOutcome(cardNumber: string): CardOutcome {
  const digits = normalizeCardNumber(cardNumber);
  const known = TEST_CARDS[digits];
  if (known) return known;
  if (!luhnValid(digits)) return declined('incorrect_number', null, 'Your card number is incorrect.');
  return declined('card_declined', 'test_mode_live_card', 'Your card was declined. Your request was in test mode, but used a non test card.');
}
