import { describe, expect, it } from 'vitest';
import { ApiError, httpError } from './api-client.ts';

describe('httpError (seed section 8: HTTP {status}: {detail or message or status text})', () => {
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
