import type { NewPartner } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import { isPlausibleForeignVatNumber, isValidFiscalCode, isValidItalianVatNumber, normalizeFiscalCode, normalizeVatNumber, type PartnerCompanyInput } from '@tenuta/contracts';
import { assertAcceptablePassword } from '../passwords.ts';

/**
 * Rules shared by the partner account use cases: new passwords, company data, one-time links,
 * e-mail addresses already in use.
 */

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** A new password: typed twice alike, 12 to 128 characters, not common nor made of the user's own e-mail name or name. */
export function assertNewPassword(password: string, confirm: string | undefined, user: { email: string; name?: string | null }): void {
  if (confirm !== undefined && password !== confirm) throw new DomainError('validation_error', 'The two passwords do not match', 'password_mismatch');
  assertAcceptablePassword(password, [user.email.split('@')[0] ?? '', user.name ?? ''].filter(Boolean));
}

export const emailTaken = () => new DomainError('conflict', 'This e-mail address already has a partner account', 'email_taken');

const invalid = (field: string, message: string) => new DomainError('validation_error', message, `${field}_invalid`);

/** A text field: trimmed, empty means none. */
const text = (v: string | null | undefined): string | null | undefined => (v === undefined ? undefined : v === null ? null : v.trim() || null);

/**
 * The company fields given (absent ones are left as they are), normalized and checked against
 * the country they end up with. Italian companies: a valid partita IVA; a codice fiscale that is
 * a person's (16 characters) or a company's (the 11 digits of a partita IVA); 5-digit CAP;
 * 2-letter province. Everywhere: the SDI code is 7 letters or digits.
 */
export function partnerCompanyChanges(input: Partial<PartnerCompanyInput>, current: { country: string }): Partial<NewPartner> {
  const out: Partial<NewPartner> = {};
  const country = (text(input.country) ?? current.country ?? 'IT').toUpperCase();
  const italy = country === 'IT';
  if (input.country !== undefined) {
    if (!/^[A-Z]{2}$/.test(country)) throw invalid('country', 'Use the two-letter country code (IT, FR, DE…)');
    out.country = country;
  }
  if (input.company_name !== undefined) {
    const name = text(input.company_name);
    if (!name || name.length < 2) throw invalid('company_name', 'Enter the company name');
    out.companyName = name;
  }
  for (const [key, column] of [
    ['contact_name', 'contactName'],
    ['phone', 'phone'],
    ['address', 'address'],
    ['city', 'city'],
  ] as const) {
    if (input[key] !== undefined) out[column] = text(input[key]) ?? null;
  }
  const vat = text(input.vat_number);
  if (vat !== undefined) {
    if (vat === null) out.vatNumber = null;
    else {
      const v = normalizeVatNumber(vat);
      if (italy ? !isValidItalianVatNumber(v) : !(isValidItalianVatNumber(v) || isPlausibleForeignVatNumber(v))) throw invalid('vat_number', 'The VAT number is not valid');
      out.vatNumber = italy ? v.replace(/^IT/, '') : v;
    }
  }
  const cf = text(input.fiscal_code);
  if (cf !== undefined) {
    if (cf === null) out.fiscalCode = null;
    else {
      const c = normalizeFiscalCode(cf);
      if (italy && !isValidFiscalCode(c) && !(/^\d{11}$/.test(c) && isValidItalianVatNumber(c))) throw invalid('fiscal_code', 'The fiscal code is not valid');
      out.fiscalCode = c;
    }
  }
  const sdi = text(input.sdi_code);
  if (sdi !== undefined) {
    if (sdi !== null && !/^[A-Z0-9]{7}$/.test(sdi.toUpperCase())) throw invalid('sdi_code', 'The SDI code has 7 letters or digits');
    out.sdiCode = sdi?.toUpperCase() ?? null;
  }
  if (input.pec !== undefined) out.pec = text(input.pec)?.toLowerCase() ?? null;
  const cap = text(input.postal_code);
  if (cap !== undefined) {
    if (cap !== null && italy && !/^\d{5}$/.test(cap)) throw invalid('postal_code', 'The postal code (CAP) has 5 digits');
    out.postalCode = cap;
  }
  const province = text(input.province);
  if (province !== undefined) {
    if (province !== null && italy && !/^[A-Za-z]{2}$/.test(province)) throw invalid('province', 'Use the two-letter province code (CN, TO, AT…)');
    out.province = province?.toUpperCase() ?? null;
  }
  return out;
}

/** Which company fields a request touches (only the owner may change them). */
export const companyFieldNames = [
  'company_name',
  'contact_name',
  'phone',
  'vat_number',
  'fiscal_code',
  'sdi_code',
  'pec',
  'address',
  'city',
  'postal_code',
  'province',
  'country',
] as const;

/** Whether an error is PostgreSQL's unique violation on this index (e.g. a second account for one e-mail). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const { code, constraint: c } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && c === constraint) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Why a one-time link cannot be used: unknown or revoked, expired, already used. */
export function tokenProblem(t: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date } | undefined, now: Date): 'invalid' | 'expired' | 'used' {
  if (!t || t.revokedAt) return 'invalid';
  if (t.usedAt) return 'used';
  if (t.expiresAt <= now) return 'expired';
  return 'invalid';
}

/** The invitation errors the registration page translates: 404 unknown or revoked, 404 expired, 409 already used. */
export function inviteError(problem: 'invalid' | 'expired' | 'used'): DomainError {
  if (problem === 'used') return new DomainError('conflict', 'This invitation has already been used: sign in instead', 'invite_used');
  if (problem === 'expired') return new DomainError('not_found', 'This invitation has expired: ask for a new one', 'invite_expired');
  return new DomainError('not_found', 'This invitation link is not valid', 'invite_invalid');
}
