import { describe, expect, it } from 'vitest';
import { customerData } from './checkout.ts';
import { normalizePostalCode, normalizeProvince, postalCodeExample, postalCodeProblem, provinceProblem } from './postal-codes.ts';

describe('postcodes per billing country', () => {
  it('keeps the Italian CAP: exactly 5 digits, for the code or the name of Italy', () => {
    expect(postalCodeProblem('IT', '12051')).toBeNull();
    expect(postalCodeProblem('Italia', ' 12051 ')).toBeNull();
    expect(postalCodeProblem('IT', '1205')).toBe('invalid');
    expect(postalCodeProblem('IT', '120511')).toBe('invalid');
    expect(postalCodeProblem('IT', 'NW1 6XE')).toBe('invalid');
    expect(postalCodeProblem('IT', '')).toBe('required');
  });
  it('accepts the formats of other countries whole, in any case and spacing', () => {
    expect(postalCodeProblem('GB', 'NW1 6XE')).toBeNull();
    expect(postalCodeProblem('GB', 'nw1  6xe')).toBeNull();
    expect(postalCodeProblem('GB', 'SW1A 1AA')).toBeNull();
    expect(postalCodeProblem('US', '10001-1234')).toBeNull();
    expect(postalCodeProblem('CA', 'K1A 0B1')).toBeNull();
    expect(postalCodeProblem('NL', '1012 AB')).toBeNull();
    expect(postalCodeProblem('PT', '1100-148')).toBeNull();
    expect(postalCodeProblem('CH', '8001')).toBeNull();
    expect(postalCodeProblem('DE', '80331')).toBeNull();
    expect(postalCodeProblem('IE', 'D02 X285')).toBeNull();
  });
  it('refuses a code that does not fit the country, with an example to show', () => {
    expect(postalCodeProblem('GB', 'NW1 6')).toBe('invalid');
    expect(postalCodeProblem('DE', '8033')).toBe('invalid');
    expect(postalCodeProblem('CH', '80011')).toBe('invalid');
    expect(postalCodeProblem('US', 'ABCDE')).toBe('invalid');
    expect(postalCodeExample('GB')).toBe('NW1 6XE');
    expect(postalCodeExample('IT')).toBe('12051');
  });
  it('takes any plausible code for other countries and none where there are no postcodes', () => {
    expect(postalCodeProblem('AR', 'C1002AAP')).toBeNull();
    expect(postalCodeProblem('AR', 'C1002#')).toBe('invalid');
    expect(postalCodeProblem('AR', 'A'.repeat(13))).toBe('invalid');
    expect(postalCodeExample('AR')).toBeNull();
    expect(postalCodeProblem('AE', '')).toBeNull();
    expect(postalCodeProblem('AR', '')).toBe('required');
  });
  it('normalizes a postcode for storage', () => {
    expect(normalizePostalCode('  nw1   6xe ')).toBe('NW1 6XE');
  });
});

describe('province: Italian only', () => {
  it('needs the 2-letter sigla for Italy', () => {
    expect(provinceProblem('IT', 'cn')).toBeNull();
    expect(provinceProblem('IT', '')).toBe('required');
    expect(provinceProblem('IT', 'Cuneo')).toBe('invalid');
    expect(normalizeProvince('IT', ' cn ')).toBe('CN');
  });
  it('is an optional state or region abroad, kept as written', () => {
    expect(provinceProblem('GB', '')).toBeNull();
    expect(provinceProblem('US', 'California')).toBeNull();
    expect(normalizeProvince('US', ' New  York ')).toBe('New York');
    expect(provinceProblem('US', 'x'.repeat(41))).toBe('invalid');
  });
});

describe('the checkout schema applies the same rules on the server', () => {
  const base = {
    name: 'Anna',
    surname: 'Smith',
    phone: '+44 7400 123456',
    billing_type: 'private_foreign',
    birth_place: 'United Kingdom',
    birth_city: 'London',
    birth_date: '12/03/1980',
    address: '221B Baker Street',
    city: 'London',
    postal_code: 'nw1 6xe',
    province: '',
    billing_country: 'GB',
    privacy_accepted: true,
  };
  it('keeps a British postcode whole (normalized) and needs no province abroad', () => {
    const r = customerData.safeParse(base);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ postal_code: 'NW1 6XE', province: '' });
  });
  it('refuses a cut or foreign-shaped code with the postal_code path', () => {
    for (const data of [
      { ...base, postal_code: 'NW1 6' },
      { ...base, billing_country: 'IT', province: 'CN' },
    ]) {
      const r = customerData.safeParse(data);
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['postal_code']);
    }
  });
  it('still needs the province for Italy', () => {
    const r = customerData.safeParse({ ...base, billing_type: 'private_italy', fiscal_code: 'RSSMRA85T10A562S', billing_country: 'IT', postal_code: '12051', province: '' });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['province']);
  });
});
