import { customerData } from '@tenuta/contracts';
import { describe, expect, it } from 'vitest';
import { addressLimits, toCustomerData } from './billing-details.ts';
import { billingAlert, changeBillingType, emptyBilling, prefillCountry, type BillingData } from './billing-step.ts';
import { validateBilling } from './checkout-rules.ts';
import { emptyContact, type ContactData } from './contact-step.ts';

const contact: ContactData = { ...emptyContact, email: 'anna@example.it', firstName: 'Anna', lastName: 'Rossi', phone: '333 1234567' };
const address = { address: 'Via Roma 1', city: 'Alba', postalCode: '12051', province: 'cn', country: 'IT', privacyAccepted: true };
const italy: BillingData = { ...emptyBilling, ...address, billingType: 'private_italy', fiscalCode: 'rssmra85t10a562s' };
const foreign: BillingData = { ...emptyBilling, ...address, country: 'DE', billingType: 'private_foreign', birthPlace: 'Germania', birthCity: 'München', birthDate: '12/03/1980' };
const business: BillingData = { ...emptyBilling, ...address, billingType: 'business', companyName: 'Vini Srl', vatNumber: 'IT 01234567897', sdiCode: 'abc1234' };

describe('billing type switching', () => {
  it('clears the fields of the other types and keeps the shared ones', () => {
    const filled: BillingData = { ...business, fiscalCode: 'RSSMRA85T10A562S', birthPlace: 'x', birthCity: 'y', birthDate: 'z', pec: 'a@pec.it' };
    const toItaly = changeBillingType(filled, 'private_italy');
    expect(toItaly).toMatchObject({
      billingType: 'private_italy',
      fiscalCode: 'RSSMRA85T10A562S',
      companyName: '',
      vatNumber: '',
      sdiCode: '',
      pec: '',
      birthPlace: '',
      birthCity: '',
      birthDate: '',
    });
    expect(toItaly).toMatchObject({ address: 'Via Roma 1', city: 'Alba', postalCode: '12051', province: 'cn', country: 'IT', privacyAccepted: true });
    const toForeign = changeBillingType(filled, 'private_foreign');
    expect(toForeign).toMatchObject({ birthPlace: 'x', birthCity: 'y', birthDate: 'z', fiscalCode: '', companyName: '', vatNumber: '', sdiCode: '', pec: '' });
    const toBusiness = changeBillingType({ ...filled, billingType: 'private_foreign' }, 'business');
    expect(toBusiness).toMatchObject({ companyName: 'Vini Srl', pec: 'a@pec.it', fiscalCode: '', birthPlace: '' });
  });
  it('keeps everything when the type does not change', () => {
    expect(changeBillingType(business, 'business')).toBe(business);
  });
});

describe('step 2 validation with the shared schema', () => {
  it('accepts each complete billing type and builds the contract payload', () => {
    for (const b of [italy, foreign, business]) {
      expect(validateBilling(contact, b), b.billingType).toEqual({});
      expect(customerData.safeParse(toCustomerData(contact, b)).success).toBe(true);
    }
    expect(toCustomerData(contact, italy)).toMatchObject({ fiscal_code: 'RSSMRA85T10A562S', province: 'CN', phone: '+39 333 1234567', billing_type: 'private_italy' });
    expect(toCustomerData(contact, business)).toMatchObject({ vat_number: 'IT01234567897', sdi_code: 'ABC1234', fiscal_code: '' });
  });
  it('only sends the current type’s fields', () => {
    const stale = { ...italy, companyName: 'Old Srl', birthPlace: 'Old' };
    expect(toCustomerData(contact, stale)).toMatchObject({ company_name: '', birth_place: '' });
  });
  it('rejects a fiscal code with a wrong check letter', () => {
    const errors = validateBilling(contact, { ...italy, fiscalCode: 'RSSMRA85T10A562T' });
    expect(errors).toEqual({ fiscalCode: 'invalid' });
    expect(billingAlert(errors)).toBe('invalid');
  });
  it('rejects a VAT number with a wrong check digit', () => {
    expect(validateBilling(contact, { ...business, vatNumber: '01234567890' })).toEqual({ vatNumber: 'invalid' });
  });
  it('asks an Italian company for the SDI code or the PEC, not a foreign one', () => {
    expect(validateBilling(contact, { ...business, sdiCode: '' })).toEqual({ sdiCode: 'sdiOrPec' });
    expect(validateBilling(contact, { ...business, sdiCode: '', pec: 'fatture@pec.vini.it' })).toEqual({});
    expect(validateBilling(contact, { ...business, sdiCode: '', country: 'FR', vatNumber: 'FR40303265045' })).toEqual({});
    expect(validateBilling(contact, { ...business, pec: 'not an address' })).toEqual({ pec: 'invalid' });
  });
  it('lists every missing field at once, type-specific ones included', () => {
    const errors = validateBilling(contact, { ...emptyBilling, billingType: 'private_foreign', country: '', fiscalCode: 'ignored' });
    expect(errors).toEqual({
      birthPlace: 'required',
      birthCity: 'required',
      birthDate: 'required',
      address: 'required',
      city: 'required',
      postalCode: 'required',
      province: 'required',
      country: 'required',
      privacyAccepted: 'required',
    });
    expect(billingAlert(errors)).toBe('required');
  });
  it('shows a bad fiscal code together with a missing address', () => {
    expect(validateBilling(contact, { ...italy, address: '', fiscalCode: 'RSSMRA85T10A562T' })).toEqual({ address: 'required', fiscalCode: 'invalid' });
  });
  it('requires privacy to be exactly accepted', () => {
    expect(validateBilling(contact, { ...italy, privacyAccepted: false })).toEqual({ privacyAccepted: 'required' });
    expect(validateBilling(contact, { ...italy, privacyAccepted: null })).toEqual({ privacyAccepted: 'required' });
  });
  it('enforces the field limits: postal code 5, province 2', () => {
    expect(validateBilling(contact, { ...italy, postalCode: '120510' })).toEqual({ postalCode: 'invalid' });
    expect(validateBilling(contact, { ...italy, province: 'CNX' })).toEqual({ province: 'invalid' });
  });
});

describe('billing abroad (docs/domain/billing-addresses.md)', () => {
  const british: BillingData = { ...foreign, country: 'GB', postalCode: 'nw1 6xe', province: '', city: 'London' };
  it('accepts a British postcode whole and sends it normalized, without a province', () => {
    expect(validateBilling(contact, british)).toEqual({});
    expect(toCustomerData(contact, british)).toMatchObject({ postal_code: 'NW1 6XE', province: '', billing_country: 'GB' });
  });
  it('says what is wrong instead of cutting a code short', () => {
    expect(validateBilling(contact, { ...british, postalCode: 'NW1 6' })).toEqual({ postalCode: 'invalid' });
    expect(validateBilling(contact, { ...italy, postalCode: '1205' })).toEqual({ postalCode: 'invalid' });
    expect(validateBilling(contact, { ...italy, province: '' })).toEqual({ province: 'required' });
  });
  it('gives Italy its 5 and 2 characters and other countries room', () => {
    expect(addressLimits('IT')).toEqual({ postalCode: 5, province: 2 });
    expect(addressLimits('GB').postalCode).toBeGreaterThanOrEqual(8);
    expect(addressLimits('GB').province).toBeGreaterThan(2);
  });
  it('proposes the billing country from the phone prefix while the address is untouched', () => {
    expect(prefillCountry(emptyBilling, { phonePrefix: '+44' }).country).toBe('GB');
    expect(prefillCountry(emptyBilling, { phonePrefix: '+39' })).toBe(emptyBilling);
    expect(prefillCountry(emptyBilling, { phonePrefix: 'other' })).toBe(emptyBilling);
    const typed = { ...emptyBilling, city: 'Alba' };
    expect(prefillCountry(typed, { phonePrefix: '+49' })).toBe(typed);
    const chosen = { ...emptyBilling, country: 'FR' };
    expect(prefillCountry(chosen, { phonePrefix: '+49' })).toBe(chosen);
  });
});
