import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHelpers } from './checkout-fixtures.ts';
import { createLogger, redactText, redactUrl } from './logger.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The API's own logger writing into memory: real requests, then the log read back line by line. */
const output: string[] = [];
let t: TestApp;
const h = checkoutHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp({ logger: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, { write: (line: string) => void output.push(line) }) });
});
afterAll(async () => {
  await t.close();
});

const customer = { first_name: 'Anna', last_name: 'Rossi', email: 'anna.rossi@example.it', phone: '+39 333 1234567' };

describe('request logs', () => {
  it('never contain a manage token, a set-password or reset link, an invite token or an Authorization header', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { slot_id: await h.slotId(20, '09:00'), adults: 2, children: 0, language: 'IT', customer, locale: 'it' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { booking, manage_token: token } = created.json().data as { booking: { id: number; booking_number: string }; manage_token: string };
    expect(token.length).toBeGreaterThan(20);
    const secrets = [
      token,
      'SetupTokenAbcdefghijklmnopqrstuvwxyz0123',
      'ResetTokenAbcdefghijklmnopqrstuvwxyz0123',
      'InviteTokenAbcdefghijklmnopqrstuvwxyz012',
      'sess_BearerAbcdefghijklmnopqrstuvwxyz0123',
      'ReviewTokenAbcdefghijklmnopqrstuvwxyz012',
    ];

    const requests: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: object }[] = [
      { method: 'GET', url: `/api/bookings/${booking.id}?token=${token}` },
      { method: 'GET', url: `/api/bookings/${booking.booking_number}?locale=en&token=${encodeURIComponent(token)}` },
      { method: 'GET', url: `/api/bookings/${booking.id}/calendar.ics?t%6Fken=${token}` },
      { method: 'GET', url: `/api/payments-api/booking/${booking.id}/payment-status?token=${token}` },
      { method: 'POST', url: `/api/payments-api/create-payment-intent?token=${token}`, payload: { amount: 100, booking_id: booking.id, customer_email: customer.email } },
      { method: 'GET', url: `/manage/${booking.id}?token=${token}` },
      { method: 'GET', url: `/reviews/new?booking=${booking.id}&token=${secrets[5]}` },
      { method: 'GET', url: `/staff/setup/${secrets[1]}` },
      { method: 'GET', url: `/Staff//Setup/${secrets[1]}?x=1` },
      { method: 'GET', url: `/partner/reset/${secrets[2]}` },
      { method: 'GET', url: `/api/staff/auth/invite?token=${secrets[3]}` },
      { method: 'GET', url: '/api/staff/me', headers: { authorization: `Bearer ${secrets[4]}` } },
      { method: 'GET', url: '/api/staff/me', headers: { authorization: `Basic ${Buffer.from(`a:${secrets[4]}`).toString('base64')}` } },
    ];
    output.length = 0;
    for (const r of requests) await t.app.inject({ method: r.method, url: r.url, ...(r.headers ? { headers: r.headers } : {}), ...(r.payload ? { payload: r.payload } : {}) });

    const log = output.join('');
    const entries = output.map((l) => JSON.parse(l) as { msg: string; req?: { url: string } });
    // Every request is there (the test reads a real log, not an empty one)…
    const urls = entries.filter((e) => e.msg === 'incoming request').map((e) => e.req!.url);
    expect(urls).toHaveLength(requests.length);
    expect(entries.filter((e) => e.msg === 'request completed')).toHaveLength(requests.length);
    // …with its path and harmless parameters, and no credential anywhere.
    expect(urls).toContain(`/api/bookings/${booking.booking_number}?locale=en&token=[redacted]`);
    expect(urls).toContain(`/reviews/new?booking=${booking.id}&token=[redacted]`);
    expect(urls).toContain('/staff/setup/[redacted]');
    expect(urls).toContain('/Staff/Setup/[redacted]?x=1');
    expect(urls).toContain('/partner/reset/[redacted]');
    for (const secret of [...secrets, Buffer.from(`a:${secrets[4]}`).toString('base64')]) expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain('authorization');
  });
});

describe('redactUrl and redactText', () => {
  it('blank credentials and nothing else', () => {
    expect(redactUrl('/api/bookings/12?token=abc&locale=en')).toBe('/api/bookings/12?token=[redacted]&locale=en');
    expect(redactUrl('/x?Token=a&TOKEN=b&access_token=c&password=d&coupon-code=TARTUFO10')).toBe(
      '/x?Token=[redacted]&TOKEN=[redacted]&access_token=[redacted]&password=[redacted]&coupon-code=TARTUFO10',
    );
    expect(redactUrl('/staff/setup')).toBe('/staff/setup');
    expect(redactUrl('/staff/today?date=2026-05-01')).toBe('/staff/today?date=2026-05-01');
    expect(redactUrl('/%73taff/setup/abc')).toBe('/staff/setup/[redacted]');
    expect(redactText('GET /manage/3?token=abc failed; see /staff/setup/xyz and Bearer sess_1')).toBe(
      'GET /manage/3?token=[redacted] failed; see /staff/setup/[redacted] and Bearer [redacted]',
    );
  });
});
