import { describe, expect, it } from 'vitest';
import { trustProxySetting } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

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

  it('trusts only proxies on this machine by default, and checks TRUST_PROXY', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('loopback');
    expect(trustProxySetting('none')).toBe(false);
    expect(trustProxySetting('10.0.0.0/8, 192.168.1.1')).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });
});
