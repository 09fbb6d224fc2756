import { describe, expect, it } from 'vitest';
import { ApiError, httpError } from '../../lib/api-client.ts';
import { emptyGiftForm } from './gift-form-model.ts';
import { checkProblem, purchaseProblem } from './gift-problem.ts';

const amountForm = { ...emptyGiftForm, amount: 10_000, buyerEmail: 'maria@' };

describe('what a failed call means to the guest', () => {
  it('shows a 400 of the purchase at its fields', () => {
    const e = httpError(400, 'Bad Request', { success: false, error: 'Validation failed', detail: 'buyer_email: Email non valida', code: 'validation_error' });
    expect(purchaseProblem(e, amountForm)).toEqual({ kind: 'fields', errors: { buyerEmail: 'email_invalid' } });
    // A 400 that names no field of the form is a message, never the server's text.
    expect(purchaseProblem(httpError(400, '', { detail: 'locale: Invalid option', code: 'validation_error' }), amountForm)).toEqual({ kind: 'server' });
  });

  it('tells the minutes to wait after too many attempts', () => {
    const e = httpError(429, 'Too Many Requests', { success: false, error: 'Troppe richieste', code: 'rate_limited', retry_after: 125 });
    expect(purchaseProblem(e, amountForm)).toEqual({ kind: 'rate_limited', minutes: 3 });
    expect(checkProblem(e)).toEqual({ kind: 'rate_limited', minutes: 3 });
  });

  it('names an experience no longer offered, a payment service down, a busy server and a lost connection', () => {
    const experienceForm = { ...emptyGiftForm, mode: 'experience' as const, experienceSlug: 'gone' };
    expect(purchaseProblem(httpError(404, '', { code: 'not_found' }), experienceForm)).toEqual({ kind: 'experience_unavailable' });
    expect(purchaseProblem(httpError(502, '', { code: 'payment_provider_error' }), amountForm)).toEqual({ kind: 'payment_unavailable' });
    expect(purchaseProblem(httpError(503, '', { code: 'busy' }), amountForm)).toEqual({ kind: 'busy' });
    expect(purchaseProblem(new ApiError(0, 'offline', 'offline'), amountForm)).toEqual({ kind: 'network' });
    expect(purchaseProblem(new Error('boom'), amountForm)).toEqual({ kind: 'server' });
  });

  it('reads a check: no voucher with the code, a code that cannot be one, the rest', () => {
    expect(checkProblem(httpError(404, '', { code: 'voucher_not_found' }))).toEqual({ kind: 'not_found' });
    expect(checkProblem(httpError(400, '', { code: 'validation_error', detail: 'code: required' }))).toEqual({ kind: 'invalid' });
    expect(checkProblem(new ApiError(0, 'offline', 'offline'))).toEqual({ kind: 'network' });
    expect(checkProblem(httpError(500, '', {}))).toEqual({ kind: 'server' });
  });
});
