import { describe, expect, it } from 'vitest';
import { trustProxySetting } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

const sellerEnv = {
  SELLER_NAME: 'Tenuta Rossi Società Agricola',
  SELLER_VAT: '09876543217',
  SELLER_ADDRESS: 'Strada della Tenuta 1',
  SELLER_CITY: 'Alba',
  SELLER_POSTAL_CODE: '12051',
  SELLER_PROVINCE: 'CN',
};

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.PAYMENT_PROVIDER).toBe('simulator');
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('names every bad value in one clear message', () => {
    try {
      loadConfig({ PORT: 'abc', PAYMENT_PROVIDER: 'paypal', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const msg = (e as Error).message;
      expect(msg).toContain('PORT="abc"');
      expect(msg).toContain('PAYMENT_PROVIDER="paypal": must be "simulator" or "stripe"');
      expect(msg).toContain('DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL');
    }
  });

  it('requires the Stripe keys with the stripe provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: required/);
  });

  it('has e-mail and job defaults, and checks them', () => {
    const c = loadConfig({});
    expect(c.STAFF_EMAIL).toBe('staff@tenuta.example');
    expect(c.JOBS).toBe('on');
    expect(loadConfig({ JOBS: 'off', STAFF_EMAIL: 'cantina@tenuta.example' })).toMatchObject({ JOBS: 'off', STAFF_EMAIL: 'cantina@tenuta.example' });
    expect(() => loadConfig({ JOBS: 'maybe' })).toThrow('JOBS="maybe": must be "on" or "off"');
    expect(() => loadConfig({ STAFF_EMAIL: 'staff' })).toThrow('STAFF_EMAIL="staff": must be an e-mail address');
  });

  it('takes the abuse limits from ABUSE_LIMITS (defaults, overrides, off) and names a bad one', () => {
    expect(loadConfig({}).abuseLimits).toMatchObject({ seatsPerAddress: 120, addsPerAddressMinute: 120 });
    expect(loadConfig({ ABUSE_LIMITS: 'seats_per_address=500' }).abuseLimits).toMatchObject({ seatsPerAddress: 500, addsPerAddressMinute: 120 });
    expect(loadConfig({ ABUSE_LIMITS: 'off' }).abuseLimits.seatsPerCart).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => loadConfig({ ABUSE_LIMITS: 'seats=5' })).toThrow(/ABUSE_LIMITS="seats=5": "seats=5" is not name=number/);
    expect(loadConfig({}).ADD_QUEUE_LIMIT).toBe(256);
    expect(() => loadConfig({ ADD_QUEUE_LIMIT: '0' })).toThrow(/ADD_QUEUE_LIMIT="0"/);
  });

  it('trusts only proxies on this machine by default, and checks TRUST_PROXY', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('loopback');
    expect(trustProxySetting('none')).toBe(false);
    expect(trustProxySetting('10.0.0.0/8, 192.168.1.1')).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses the payment simulator on a public address unless asked for explicitly', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://tenuta.example' })).toThrow(
      /PAYMENT_PROVIDER=simulator: refused on the public address https:\/\/tenuta\.example .*ALLOW_PAYMENT_SIMULATOR=true/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000', PAYMENT_PROVIDER: 'simulator' })).toThrow(ConfigError);
    // A local install, on any loopback spelling.
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000', 'http://tenuta.localhost']) {
      expect(loadConfig({ PUBLIC_URL: url }).PAYMENT_PROVIDER, url).toBe('simulator');
    }
    // A demo site that asks for it, or the real provider.
    expect(loadConfig({ PUBLIC_URL: 'https://demo.tenuta.example', ALLOW_PAYMENT_SIMULATOR: 'true' }).ALLOW_PAYMENT_SIMULATOR).toBe('true');
    expect(
      loadConfig({ PUBLIC_URL: 'https://tenuta.example', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', ...sellerEnv })
        .PAYMENT_PROVIDER,
    ).toBe('stripe');
    expect(() => loadConfig({ ALLOW_PAYMENT_SIMULATOR: 'yes' })).toThrow('ALLOW_PAYMENT_SIMULATOR="yes": must be "true" or "false"');
  });

  it('takes the seller on invoices from SELLER_*: demo values on a loopback install, required on a public address', () => {
    expect(loadConfig({}).seller).toMatchObject({ name: 'Tenuta Società Agricola (demo)', vatNumber: '01234567897', regime: 'RF01', zeroVatNature: 'N2.2' });
    const own = loadConfig({ ...sellerEnv, SELLER_VAT: 'IT09876543217', SELLER_REGIME: 'RF19', SELLER_IBAN: 'IT60 X054 2811 1010 0000 0123 456' }).seller;
    expect(own).toMatchObject({
      name: 'Tenuta Rossi Società Agricola',
      vatNumber: '09876543217',
      fiscalCode: '09876543217',
      city: 'Alba',
      province: 'CN',
      regime: 'RF19',
      iban: 'IT60X0542811101000000123456',
      email: null,
    });
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => loadConfig({ PUBLIC_URL: 'https://tenuta.example', ...stripe })).toThrow(/SELLER_VAT: required on the public address https:\/\/tenuta\.example/);
    expect(() => loadConfig({ SELLER_VAT: '123' })).toThrow(/SELLER_VAT="123": must be an Italian VAT number/);
    expect(() => loadConfig({ SELLER_REGIME: 'RF03' })).toThrow(/SELLER_REGIME="RF03"/);
  });

  it('takes the legal reference of the seller’s Natura and whether the stamp duty is charged (default: borne by the estate)', () => {
    expect(loadConfig({}).seller).toMatchObject({ zeroVatReference: null, stampDutyCharged: false });
    const own = loadConfig({ SELLER_VAT_ZERO_NATURE: 'N4', SELLER_VAT_ZERO_REFERENCE: ' Esente ex art. 10 n. 22 DPR 633/72 ', STAMP_DUTY_CHARGED: 'true' }).seller;
    expect(own).toMatchObject({ zeroVatNature: 'N4', zeroVatReference: 'Esente ex art. 10 n. 22 DPR 633/72', stampDutyCharged: true });
    expect(() => loadConfig({ SELLER_VAT_ZERO_REFERENCE: 'x'.repeat(101) })).toThrow(/SELLER_VAT_ZERO_REFERENCE=.*must be 1 to 100 Latin-1 characters/);
    expect(() => loadConfig({ SELLER_VAT_ZERO_REFERENCE: 'Esente ✓' })).toThrow(/SELLER_VAT_ZERO_REFERENCE/);
    expect(() => loadConfig({ STAMP_DUTY_CHARGED: 'yes' })).toThrow(/STAMP_DUTY_CHARGED="yes": must be "true" or "false"/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('listens on this machine only unless PUBLIC_URL is public, and refuses a reachable HOST with a local PUBLIC_URL', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3100' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).HOST).toBe('::1');
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ PUBLIC_URL: 'https://tenuta.example', ...stripe, ...sellerEnv }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ PUBLIC_URL: 'https://tenuta.example', HOST: '10.0.0.5', ...stripe, ...sellerEnv }).HOST).toBe('10.0.0.5');
    // Reachable from other machines while it believes it is a local install (demo accounts, simulator): refused.
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/HOST="0\.0\.0\.0": other machines could reach this server, but PUBLIC_URL is the local address http:\/\/localhost:3000/);
    expect(() => loadConfig({ HOST: '192.168.1.20', PUBLIC_URL: 'http://localhost:3000' })).toThrow(/HOST="192\.168\.1\.20"/);
  });
});
