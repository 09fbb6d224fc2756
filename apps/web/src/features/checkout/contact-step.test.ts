import { describe, expect, it } from 'vitest';
import { composePhone, contactAlert, dialCode, emptyContact, isValidCustomPrefix, phonePlaceholder, PHONE_PREFIXES, type ContactData } from './contact-step.ts';
import { validateContact } from './checkout-rules.ts';

const good: ContactData = {
  ...emptyContact,
  email: 'anna.rossi@example.it',
  firstName: 'Anna',
  lastName: 'Rossi',
  phone: '333 123 4567',
};

describe('phone prefix and number', () => {
  it('offers the documented prefixes in order', () => {
    expect(PHONE_PREFIXES.map((p) => p.value)).toEqual(['+39', '+33', '+49', '+41', '+44', '+1']);
  });
  it('composes the international number from prefix and local number', () => {
    expect(composePhone({ phonePrefix: '+39', customPrefix: '', phone: ' 333  123 4567 ' })).toBe('+39 333 123 4567');
    expect(composePhone({ phonePrefix: '+1', customPrefix: '', phone: '201 555 0123' })).toBe('+1 201 555 0123');
    expect(composePhone({ phonePrefix: 'other', customPrefix: '353', phone: '85 123 4567' })).toBe('+353 85 123 4567');
    // A leading zero in the custom prefix is dropped, the number stays.
    expect(composePhone({ phonePrefix: 'other', customPrefix: '007', phone: '912 345 67 89' })).toBe('+7 912 345 67 89');
  });
  it('accepts a custom prefix of 1 to 999, digits only', () => {
    for (const ok of ['1', '47', '999', '007']) expect(isValidCustomPrefix(ok), ok).toBe(true);
    for (const bad of ['', '0', '000', '1000', '+44', '4a', '12.5', ' 1']) expect(isValidCustomPrefix(bad), bad).toBe(false);
    expect(dialCode({ phonePrefix: 'other', customPrefix: '0' })).toBeNull();
    expect(dialCode({ phonePrefix: '+41', customPrefix: '99' })).toBe('+41');
  });
  it('varies the placeholder by prefix', () => {
    expect(phonePlaceholder('+39')).toBe('333 123 4567');
    expect(phonePlaceholder('+44')).toBe('7400 123456');
    expect(new Set(PHONE_PREFIXES.map((p) => phonePlaceholder(p.value))).size).toBe(PHONE_PREFIXES.length);
    expect(phonePlaceholder('other')).not.toBe(phonePlaceholder('+39'));
  });
});

describe('step 1 validation', () => {
  it('passes a complete contact', () => {
    expect(validateContact(good)).toEqual({});
    expect(contactAlert({})).toBeNull();
  });
  it('requires email, names and phone, and asks to fill them in first', () => {
    const errors = validateContact(emptyContact);
    expect(errors).toEqual({ email: 'required', firstName: 'required', lastName: 'required', phone: 'required' });
    expect(contactAlert(errors)).toBe('required');
  });
  it("rejects an email with spaces or no domain: 'Email non valida'", () => {
    for (const email of ['anna rossi@example.it', 'anna@', 'anna.example.it', 'anna@example']) {
      const errors = validateContact({ ...good, email });
      expect(errors, email).toEqual({ email: 'invalid' });
      expect(contactAlert(errors)).toBe('email');
    }
    expect(validateContact({ ...good, email: '  anna@example.it ' })).toEqual({});
  });
  it('requires a valid custom prefix only with "other"', () => {
    expect(validateContact({ ...good, phonePrefix: 'other' })).toEqual({ customPrefix: 'required' });
    expect(validateContact({ ...good, phonePrefix: 'other', customPrefix: '1000' })).toEqual({ customPrefix: 'invalid' });
    expect(validateContact({ ...good, phonePrefix: 'other', customPrefix: '353' })).toEqual({});
    expect(validateContact({ ...good, phonePrefix: '+39', customPrefix: 'junk' })).toEqual({});
  });
  it('checks the phone number', () => {
    expect(validateContact({ ...good, phone: '12345' })).toEqual({ phone: 'invalid' });
    expect(validateContact({ ...good, phone: '333-ABC-4567' })).toEqual({ phone: 'invalid' });
    expect(validateContact({ ...good, phone: '(0173) 123456' })).toEqual({});
  });
  it('limits notes to the contract length', () => {
    expect(validateContact({ ...good, notes: 'x'.repeat(1001) })).toEqual({ notes: 'invalid' });
    expect(contactAlert({ notes: 'invalid' })).toBe('invalid');
  });
});
