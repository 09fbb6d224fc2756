import { describe, expect, it } from 'vitest';
import { lazyModule } from './checkout-modules.ts';

describe('checkout code loaded when needed', () => {
  it('imports once, however often it is asked for', async () => {
    let imports = 0;
    const m = lazyModule(async () => {
      imports += 1;
      return { ok: true };
    });
    expect(m.current()).toBeNull();
    const [a, b] = await Promise.all([m.load(), m.load()]);
    expect(a).toBe(b);
    expect(await m.load()).toBe(a);
    expect(m.current()).toBe(a);
    expect(imports).toBe(1);
  });

  it('tries again after a failed load (the network dropped)', async () => {
    let imports = 0;
    const m = lazyModule(async () => {
      imports += 1;
      if (imports === 1) throw new Error('offline');
      return { ok: true };
    });
    await expect(m.load()).rejects.toThrow('offline');
    expect(m.current()).toBeNull();
    expect(await m.load()).toEqual({ ok: true });
    expect(imports).toBe(2);
  });

  it('the validation module checks both steps with the shared contract', async () => {
    const { checkoutRules } = await import('./checkout-modules.ts');
    const rules = await checkoutRules.load();
    expect(rules.validateContact({ email: 'a b@x.it', firstName: 'Anna', lastName: 'Rossi', phonePrefix: '+39', customPrefix: '', phone: '333 1234567', notes: '' })).toEqual({
      email: 'invalid',
    });
    expect(checkoutRules.current()).toBe(rules);
  });
});
