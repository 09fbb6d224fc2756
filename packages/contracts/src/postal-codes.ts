/**
 * Billing addresses at home and abroad (docs/domain/billing-addresses.md): Italy keeps its
 * rules (CAP of 5 digits, province as its two-letter sigla); other countries are checked
 * against their own postcode format and are never cut short. The province is Italian only:
 * the e-invoice (FatturaPA) writes Provincia for Italian addresses alone, so abroad the
 * field is an optional state or region. Shared by the checkout form and the API's schema.
 */

/** Italy as the billing country: its ISO code or its name. */
export const isItalianCountry = (country: string): boolean => /^(it|italia|italy)$/i.test(country.trim());

/** Longest postcode accepted anywhere (Italy: 5). */
export const POSTAL_CODE_MAX = 12;
/** Longest state or region accepted for an address abroad (Italy: the 2-letter sigla). */
export const FOREIGN_REGION_MAX = 40;

interface PostcodeRule {
  pattern: RegExp;
  /** A valid code, shown in the message when the typed one is not. */
  example: string;
}

const digits = (n: number, example: string): PostcodeRule => ({ pattern: new RegExp(`^\\d{${n}}$`), example });

/** Formats of the countries guests come from most; the others get the generic check. */
const RULES: Record<string, PostcodeRule> = {
  IT: digits(5, '12051'),
  SM: { pattern: /^4789\d$/, example: '47890' },
  VA: { pattern: /^00120$/, example: '00120' },
  FR: digits(5, '75008'),
  MC: { pattern: /^980\d{2}$/, example: '98000' },
  DE: digits(5, '10115'),
  ES: digits(5, '28013'),
  FI: digits(5, '00100'),
  HR: digits(5, '10000'),
  EE: digits(5, '10111'),
  LT: { pattern: /^(LT-?)?\d{5}$/, example: '01100' },
  MX: digits(5, '06600'),
  KR: digits(5, '03187'),
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '10001' },
  CH: digits(4, '8001'),
  LI: { pattern: /^94\d{2}$/, example: '9490' },
  AT: digits(4, '1010'),
  BE: digits(4, '1000'),
  DK: digits(4, '1050'),
  NO: digits(4, '0150'),
  HU: digits(4, '1051'),
  SI: { pattern: /^(SI-?)?\d{4}$/, example: '1000' },
  BG: digits(4, '1000'),
  CY: digits(4, '1010'),
  AU: digits(4, '2000'),
  NZ: digits(4, '6011'),
  ZA: digits(4, '8001'),
  LU: { pattern: /^(L-?)?\d{4}$/, example: '1118' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, example: '1012 AB' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1100-148' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '111 52' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  SK: { pattern: /^\d{3} ?\d{2}$/, example: '811 01' },
  GR: { pattern: /^\d{3} ?\d{2}$/, example: '105 57' },
  GB: { pattern: /^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/, example: 'NW1 6XE' },
  IE: { pattern: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/, example: 'D02 X285' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, example: 'K1A 0B1' },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: '01310-100' },
  CN: digits(6, '100000'),
  IN: digits(6, '110001'),
  RU: digits(6, '101000'),
  SG: digits(6, '018956'),
  IL: digits(7, '6100000'),
};

/** Countries without postcodes: the field may stay empty. */
const NO_POSTCODE = new Set(
  'AE AG AO AW BF BI BJ BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GD GH GM GQ GY HK KI KM KN KP LC ML MO MR MS NR NU QA RW SB SC SL SR ST SY TG TK TL TO TT TV UG VU YE ZW'.split(' '),
);

/** Letters and digits with single inner spaces or hyphens, at most POSTAL_CODE_MAX characters. */
const GENERIC = /^[A-Z0-9](?:[A-Z0-9 -]*[A-Z0-9])?$/;

/** Upper case, runs of spaces made one, trimmed: how a postcode is stored and checked. */
export const normalizePostalCode = (code: string): string => code.trim().replace(/\s+/g, ' ').toUpperCase();

/** The ISO code of a billing country given as a code or (for Italy) as a name. */
const countryCode = (country: string): string => (isItalianCountry(country) ? 'IT' : country.trim().toUpperCase());

export type PostalCodeProblem = 'required' | 'invalid';

/** What is wrong with a postcode for that billing country, or null when it is fine. */
export function postalCodeProblem(country: string, code: string): PostalCodeProblem | null {
  const c = countryCode(country);
  const value = normalizePostalCode(code);
  if (!value) return NO_POSTCODE.has(c) ? null : 'required';
  if (value.length > POSTAL_CODE_MAX) return 'invalid';
  const rule = RULES[c];
  if (rule) return rule.pattern.test(value) ? null : 'invalid';
  return GENERIC.test(value) ? null : 'invalid';
}

/** A valid postcode of that country for messages ("e.g. NW1 6XE"), null when any format is taken. */
export const postalCodeExample = (country: string): string | null => RULES[countryCode(country)]?.example ?? null;

/** Whether the country has postcodes at all (the field is optional otherwise). */
export const hasPostalCodes = (country: string): boolean => !NO_POSTCODE.has(countryCode(country));

/** The province as stored: Italy's sigla in upper case; abroad the state or region as typed (trimmed). */
export const normalizeProvince = (country: string, province: string): string => (isItalianCountry(country) ? province.trim().toUpperCase() : province.trim().replace(/\s+/g, ' '));

/** Italy: required, two letters (the sigla, e.g. CN). Abroad: optional, at most FOREIGN_REGION_MAX characters. */
export function provinceProblem(country: string, province: string): PostalCodeProblem | null {
  const value = normalizeProvince(country, province);
  if (isItalianCountry(country)) {
    if (!value) return 'required';
    return /^[A-Z]{2}$/.test(value) ? null : 'invalid';
  }
  return value.length > FOREIGN_REGION_MAX ? 'invalid' : null;
}
