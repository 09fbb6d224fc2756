import { describe, expect, it } from 'vitest';
import { ApiError, httpError } from '../../lib/api-client.ts';
import { actionsForKind, classifyCartError, isMissingCart, isSeatLimit, kindOfLastError, retryAfterMinutes, toLastError } from './cart-errors.ts';

describe('classifyCartError: the five kinds of the cart error box', () => {
  it('a 400 that mentions a CHOICE slot is a booking conflict', () => {
    expect(classifyCartError(400, 'HTTP 400: CHOICE slot 241 is already booked as a wine tasting')).toBe('choice_conflict');
  });
  it('409 is a duplicate item', () => {
    expect(classifyCartError(409, 'HTTP 409: This slot is already in your cart')).toBe('duplicate_item');
  });
  it('404 is not found', () => {
    expect(classifyCartError(404, 'HTTP 404: Cart item not found')).toBe('not_found');
  });
  it('any other 400 is a validation error', () => {
    expect(classifyCartError(400, 'HTTP 400: A truffle hunt needs at least 2 adults')).toBe('validation_error');
  });
  it('500, other statuses and network errors are system errors', () => {
    expect(classifyCartError(500, 'HTTP 500: Internal server error')).toBe('server_error');
    expect(classifyCartError(503, 'HTTP 503: busy')).toBe('server_error');
    expect(classifyCartError(410, 'HTTP 410: hold expired')).toBe('server_error');
    expect(classifyCartError(0, 'Failed to fetch')).toBe('server_error');
  });
  it('429 is rate limited (docs/product.md, Abuse limits), with the minutes to wait and whether it is about seats', () => {
    expect(classifyCartError(429, 'HTTP 429: retry_after=61')).toBe('rate_limited');
    expect(actionsForKind.rate_limited).toEqual([]);
    expect(retryAfterMinutes('retry_after=61')).toBe(2);
    expect(retryAfterMinutes('retry_after=1')).toBe(1);
    expect(retryAfterMinutes('no number')).toBe(1);
    const seats = toLastError(
      httpError(429, 'Too Many Requests', { error: 'A cart may hold at most 40 seats at once', detail: 'retry_after=600', code: 'rate_limited', limit: 'seats_per_cart' }),
      'add_item',
      5,
    );
    expect(seats).toMatchObject({ status: 429, limit: 'seats_per_cart', detail: 'retry_after=600' });
    expect(kindOfLastError(seats)).toBe('rate_limited');
    expect(isSeatLimit(seats)).toBe(true);
    expect(isSeatLimit(toLastError(httpError(429, '', { detail: 'retry_after=6', code: 'rate_limited', limit: 'adds_per_cart_minute' }), 'add_item', 5))).toBe(false);
  });
  it('gives each kind its actions', () => {
    expect(actionsForKind.choice_conflict).toEqual(['choose_other_time', 'cancel_existing']);
    expect(actionsForKind.duplicate_item).toEqual(['update_quantity']);
    expect(actionsForKind.server_error).toEqual(['retry']);
    expect(actionsForKind.not_found).toEqual([]);
    expect(actionsForKind.validation_error).toEqual([]);
  });
});

describe('lastError', () => {
  it('keeps the server detail, so a localised message still classifies', () => {
    const err = httpError(400, 'Bad Request', { detail: 'CHOICE slot 3 is already booked as a truffle hunt', code: 'choice_conflict' });
    const last = toLastError(err, 'remove_item', 1_000, "Errore nella rimozione dell'elemento. Riprova tra qualche secondo.");
    expect(last).toMatchObject({ status: 400, action: 'remove_item', timestamp: 1_000 });
    expect(kindOfLastError(last)).toBe('choice_conflict');
  });
  it('defaults to the documented message for an unknown error', () => {
    expect(toLastError(undefined, 'load', 5).message).toBe('Errore sconosciuto');
    expect(toLastError(new Error('Failed to fetch'), 'load', 5)).toMatchObject({ message: 'Failed to fetch', status: 0 });
  });
});

describe('isMissingCart (docs/product.md, Cart behaviour: drop the stored id and start a new cart)', () => {
  it('is true for 404 and for a 500 saying "not present in table"', () => {
    expect(isMissingCart(httpError(404, 'Not Found', { error: 'Cart not found' }))).toBe(true);
    expect(isMissingCart(httpError(500, '', { detail: 'Key (cart_id)=(x) is not present in table "carts".' }))).toBe(true);
  });
  it('is false for other failures, which keep the cart', () => {
    expect(isMissingCart(httpError(500, 'Internal Server Error', { error: 'Internal server error' }))).toBe(false);
    expect(isMissingCart(new ApiError(0, 'Failed to fetch', 'Failed to fetch'))).toBe(false);
    expect(isMissingCart(new Error('boom'))).toBe(false);
  });
});
