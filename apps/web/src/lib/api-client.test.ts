import { describe, expect, it } from 'vitest';
import { ApiError, httpError, rateLimitOf } from './api-client.ts';

describe('httpError (docs/product.md, HTTP errors: HTTP {status}: {detail or message or status text})', () => {
  it('prefers the detail', () => {
    const e = httpError(400, 'Bad Request', { success: false, error: 'Validation failed', detail: 'adults_count: too small', code: 'validation_error' });
    expect(e).toBeInstanceOf(ApiError);
    expect(e.message).toBe('HTTP 400: adults_count: too small');
    expect(e.status).toBe(400);
    expect(e.code).toBe('validation_error');
  });
  it('falls back to error, then message, then the status text, then the status', () => {
    expect(httpError(404, 'Not Found', { error: 'Cart not found' }).message).toBe('HTTP 404: Cart not found');
    expect(httpError(404, 'Not Found', { message: 'Codice sconto non registrato nel sistema' }).message).toBe('HTTP 404: Codice sconto non registrato nel sistema');
    expect(httpError(502, 'Bad Gateway', undefined).message).toBe('HTTP 502: Bad Gateway');
    expect(httpError(503, '', 'not json').message).toBe('HTTP 503: 503');
  });
});

describe('rateLimitOf (docs/product.md, Abuse limits)', () => {
  it('reads the minutes to wait and whether seats are the limit; undefined for anything but a 429', () => {
    expect(rateLimitOf(httpError(429, '', { detail: 'retry_after=59', code: 'rate_limited', limit: 'adds_per_cart_minute', retry_after: 59 }))).toEqual({
      minutes: 1,
      seats: false,
    });
    expect(rateLimitOf(httpError(429, '', { detail: 'retry_after=601', code: 'rate_limited', limit: 'seats_per_address' }))).toEqual({ minutes: 11, seats: true });
    expect(rateLimitOf(httpError(503, '', { code: 'busy' }))).toBeUndefined();
    expect(rateLimitOf(new Error('x'))).toBeUndefined();
  });
});
