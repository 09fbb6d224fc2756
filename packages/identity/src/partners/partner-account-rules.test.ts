import { describe, expect, it } from 'vitest';
import { isDomainError } from '@tenuta/core';
import { assertNewPassword, partnerCompanyChanges, tokenProblem } from './partner-account-rules.ts';

const detailOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return isDomainError(e) ? e.detail : String(e);
  }
  return undefined;
};

describe('partner company data', () => {
  const it_ = { country: 'IT' };
  it('normalizes what it keeps: VAT without the IT prefix, codes upper case, PEC lower case, empty as none', () => {
    expect(
      partnerCompanyChanges(
        { vat_number: 'IT 04123450043', fiscal_code: 'rssmra85t10a562s', sdi_code: 'm5uxcr1', pec: ' Agenzia@PEC.It ', province: 'cn', phone: '  ', city: ' Alba ' },
        it_,
      ),
    ).toEqual({
      vatNumber: '04123450043',
      fiscalCode: 'RSSMRA85T10A562S',
      sdiCode: 'M5UXCR1',
      pec: 'agenzia@pec.it',
      province: 'CN',
      phone: null,
      city: 'Alba',
    });
  });
  it('accepts a company’s fiscal code (the 11 digits of a partita IVA) and leaves absent fields alone', () => {
    expect(partnerCompanyChanges({ fiscal_code: '02987650047' }, it_)).toEqual({ fiscalCode: '02987650047' });
    expect(partnerCompanyChanges({}, it_)).toEqual({});
  });
  it('refuses Italian data that does not check out, each with its code', () => {
    expect(detailOf(() => partnerCompanyChanges({ vat_number: '04123450044' }, it_))).toBe('vat_number_invalid');
    expect(detailOf(() => partnerCompanyChanges({ fiscal_code: 'RSSMRA85T10A562X' }, it_))).toBe('fiscal_code_invalid');
    expect(detailOf(() => partnerCompanyChanges({ sdi_code: '123456' }, it_))).toBe('sdi_code_invalid');
    expect(detailOf(() => partnerCompanyChanges({ postal_code: '120511' }, it_))).toBe('postal_code_invalid');
    expect(detailOf(() => partnerCompanyChanges({ province: 'Cuneo' }, it_))).toBe('province_invalid');
    expect(detailOf(() => partnerCompanyChanges({ country: 'ITA' }, it_))).toBe('country_invalid');
  });
  it('checks against the country the company ends up in', () => {
    expect(partnerCompanyChanges({ country: 'de', vat_number: 'DE123456789', postal_code: '10115' }, it_)).toEqual({
      country: 'DE',
      vatNumber: 'DE123456789',
      postalCode: '10115',
    });
    expect(detailOf(() => partnerCompanyChanges({ vat_number: 'DE123456789' }, it_))).toBe('vat_number_invalid');
    expect(partnerCompanyChanges({ vat_number: 'DE123456789' }, { country: 'DE' })).toEqual({ vatNumber: 'DE123456789' });
  });
});

describe('new passwords and one-time links', () => {
  it('a password typed twice alike, long and not made of the user’s own name', () => {
    expect(detailOf(() => assertNewPassword('vendemmia nelle langhe', 'vendemmia nelle langhe!', { email: 'a@b.it' }))).toBe('password_mismatch');
    expect(detailOf(() => assertNewPassword('short', 'short', { email: 'a@b.it' }))).toBe('password_too_short');
    expect(detailOf(() => assertNewPassword('paoloconti2026', undefined, { email: 'paoloconti@agency.it', name: 'Paolo' }))).toBe('password_common');
    expect(detailOf(() => assertNewPassword('vendemmia nelle langhe', 'vendemmia nelle langhe', { email: 'a@b.it' }))).toBeUndefined();
  });
  it('tells why a link cannot be used', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const live = { usedAt: null, revokedAt: null, expiresAt: new Date('2026-11-23T11:00:00Z') };
    expect(tokenProblem(undefined, now)).toBe('invalid');
    expect(tokenProblem({ ...live, revokedAt: now }, now)).toBe('invalid');
    expect(tokenProblem({ ...live, usedAt: now }, now)).toBe('used');
    expect(tokenProblem({ ...live, expiresAt: now }, now)).toBe('expired');
  });
});
