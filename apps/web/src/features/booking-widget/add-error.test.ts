import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { addErrorKind } from './add-error.ts';

describe('addErrorKind', () => {
  it('a 429 says how long to wait, and whether too many seats are held', () => {
    expect(addErrorKind(new ApiError(429, 'HTTP 429', 'Too many requests', 'rate_limited', { retry_after: 90, limit: 'adds_per_address' }))).toEqual({
      kind: 'rate_limited',
      minutes: 2,
      seats: false,
    });
    expect(addErrorKind(new ApiError(429, 'HTTP 429', 'Too many seats held', 'rate_limited', { retry_after: 30, limit: 'seats_per_address' }))).toEqual({
      kind: 'rate_limited',
      minutes: 1,
      seats: true,
    });
  });

  it('a closed sale (400 booking_closed) is its own kind, with the cut-off', () => {
    const body = { success: false, code: 'booking_closed', cutoff_minutes: 180, sales_closed_at: '2026-12-10T10:00:00.000Z' };
    expect(addErrorKind(new ApiError(400, 'HTTP 400', 'Online sales stop 180 minutes before the start', 'booking_closed', body))).toEqual({ kind: 'closed', cutoffMinutes: 180 });
  });

  it('keeps the other kinds', () => {
    expect(addErrorKind(new ApiError(409, 'HTTP 409', 'duplicate'))).toEqual({ kind: 'in_cart' });
    expect(addErrorKind(new ApiError(410, 'HTTP 410', 'hold expired'))).toEqual({ kind: 'changed' });
  });
});
