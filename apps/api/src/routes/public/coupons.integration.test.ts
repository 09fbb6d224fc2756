import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const validate = (code: string) => t.app.inject({ url: `/api/coupon/validate?code=${encodeURIComponent(code)}` });

describe('GET /api/coupon/validate', () => {
  it('TARTUFO10: valid, 10 %', async () => {
    const res = await validate('TARTUFO10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      is_valid: true,
      discount_type: 'percentage',
      discount_amount: 10,
      partner_name: null,
      expires_at: null,
      max_uses: null,
      current_uses: 0,
    });
    expect(res.json().message).toContain('10%');
    expect(res.json()).not.toHaveProperty('reason');
  });

  it('BENVENUTO15: valid, EUR 15 fixed (in euros), case-insensitive', async () => {
    const res = await validate(' benvenuto15 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_valid: true, discount_type: 'fixed', discount_amount: 15 });
  });

  it('SCADUTO: known but expired', async () => {
    const res = await validate('SCADUTO');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, is_valid: false, reason: 'expired' });
    expect(typeof res.json().expires_at).toBe('string');
  });

  it('ESAURITO: known but all uses spent', async () => {
    const res = await validate('ESAURITO');
    expect(res.json()).toMatchObject({ success: true, is_valid: false, reason: 'exhausted', max_uses: 3, current_uses: 3 });
  });

  it('LANGHE20: the partner is named', async () => {
    expect((await validate('LANGHE20')).json()).toMatchObject({ is_valid: true, discount_amount: 20, partner_name: 'Agenzia Langhe Tour' });
  });

  it('unknown code: 404 with the documented message', async () => {
    const res = await validate('NONESISTE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      is_valid: false,
      code: 'not_found',
      error: 'Coupon not found',
      message: 'Codice sconto non registrato nel sistema',
    });
  });

  it('missing, blank or huge code: 400', async () => {
    for (const url of ['/api/coupon/validate', '/api/coupon/validate?code=', `/api/coupon/validate?code=${'X'.repeat(200)}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });
});
