import { describe, expect, it } from 'vitest';
import { emptyBilling } from './billing-step.ts';
import { emptyContact } from './contact-step.ts';
import { parseBilling, parseLead, readBilling, readLead, saveBilling, saveLead } from './form-storage.ts';
import { MemoryStorage } from './test-memory-storage.ts';

describe('checkout form storage', () => {
  it('restores the saved lead and ignores broken values', () => {
    const s = new MemoryStorage();
    saveLead({ ...emptyContact, email: 'a@b.it', phonePrefix: 'other', customPrefix: '353' }, s);
    expect(readLead(s)).toMatchObject({ email: 'a@b.it', phonePrefix: 'other', customPrefix: '353', firstName: '' });
    expect(parseLead('{not json')).toEqual(emptyContact);
    expect(parseLead(JSON.stringify({ email: 42, firstName: 'Anna' }))).toEqual({ ...emptyContact, firstName: 'Anna' });
  });
  it('reads billing with the catalogue aliases and a tri-state privacy', () => {
    expect(parseBilling(JSON.stringify({ billingType: 'company', privacyAccepted: true })).billingType).toBe('business');
    expect(parseBilling(JSON.stringify({ billingType: 'private_abroad' })).billingType).toBe('private_foreign');
    expect(parseBilling(JSON.stringify({ billingType: 'martian' })).billingType).toBe(emptyBilling.billingType);
    expect(parseBilling(JSON.stringify({ privacyAccepted: 'yes' })).privacyAccepted).toBeNull();
    expect(parseBilling(JSON.stringify({ privacyAccepted: false })).privacyAccepted).toBe(false);
  });
  it('restores within 24 hours; past them (or saved without a time) the value is dropped when read', () => {
    const s = new MemoryStorage();
    const t0 = Date.parse('2026-11-25T10:00:00Z');
    saveBilling({ ...emptyBilling, fiscalCode: 'RSSMRA85T10A562S', city: 'Alba' }, s, t0);
    expect(readBilling(s, t0 + 23 * 3_600_000)).toMatchObject({ fiscalCode: 'RSSMRA85T10A562S', city: 'Alba' });
    expect(readBilling(s, t0 + 24 * 3_600_000)).toEqual(emptyBilling);
    expect(s.getItem('checkout_billing')).toBeNull();
    s.setItem('checkout_lead', JSON.stringify({ ...emptyContact, email: 'old@b.it' }));
    expect(readLead(s, t0)).toEqual(emptyContact);
    expect(s.getItem('checkout_lead')).toBeNull();
  });
});
