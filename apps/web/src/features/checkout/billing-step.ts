/**
 * Checkout step 2, billing (docs/product.md, Checkout steps): data, billing-type
 * switching and validation through the shared `customerData` schema, so the
 * form and the server check the fiscal code and VAT number the same way.
 */
import {
  customerData,
  FOREIGN_REGION_MAX,
  isItalianCountry,
  normalizeFiscalCode,
  normalizePostalCode,
  normalizeProvince,
  normalizeVatNumber,
  POSTAL_CODE_MAX,
  type BillingType,
  type CheckoutSessionRequest,
} from '@tenuta/contracts';
import { composePhone, PHONE_PREFIXES, type ContactData, type FieldProblem } from './contact-step.ts';

export type { BillingType };
export const BILLING_TYPES: readonly BillingType[] = ['private_italy', 'private_foreign', 'business'];

/** Seed "Step 2 data" plus the SDI code and PEC of the text catalogue (saved as checkout_billing). */
export interface BillingData {
  billingType: BillingType;
  companyName: string;
  vatNumber: string;
  sdiCode: string;
  pec: string;
  fiscalCode: string;
  birthPlace: string;
  birthCity: string;
  birthDate: string;
  address: string;
  city: string;
  postalCode: string;
  province: string;
  /** ISO 3166 region code, e.g. 'IT'. */
  country: string;
  /** Radio accept/decline: null until chosen; only true lets the guest go on. */
  privacyAccepted: boolean | null;
}

export type BillingField = keyof BillingData;

export const emptyBilling: BillingData = {
  billingType: 'private_italy',
  companyName: '',
  vatNumber: '',
  sdiCode: '',
  pec: '',
  fiscalCode: '',
  birthPlace: '',
  birthCity: '',
  birthDate: '',
  address: '',
  city: '',
  postalCode: '',
  province: '',
  country: 'IT',
  privacyAccepted: null,
};

/** Field limits, the contract's too (docs/product.md, Constants); postcode and province are Italy's (abroad: addressLimits). */
export const LIMITS = {
  fiscalCode: 16,
  postalCode: 5,
  province: 2,
  vatNumber: 20,
  sdiCode: 7,
  pec: 254,
  companyName: 200,
  birthPlace: 100,
  birthCity: 100,
  birthDate: 40,
  address: 200,
  city: 100,
} as const;

/** The fields that belong to one billing type only. */
export const FIELDS_BY_TYPE: Record<BillingType, readonly BillingField[]> = {
  private_italy: ['fiscalCode'],
  private_foreign: ['birthPlace', 'birthCity', 'birthDate'],
  business: ['companyName', 'vatNumber', 'sdiCode', 'pec'],
};

/** Changing billingType clears the fields that belong to the other types (docs/product.md, Checkout steps). */
export function changeBillingType(billing: BillingData, type: BillingType): BillingData {
  if (billing.billingType === type) return billing;
  const next: BillingData = { ...billing, billingType: type };
  for (const other of BILLING_TYPES) {
    if (other === type) continue;
    for (const field of FIELDS_BY_TYPE[other]) (next as unknown as Record<string, unknown>)[field] = '';
  }
  return next;
}

const isItaly = isItalianCountry;

/**
 * Lengths of postcode and province for the billing country (docs/domain/billing-addresses.md):
 * Italy's CAP (5) and sigla (2); abroad the longest postcode and an optional state or region,
 * so nothing a guest abroad types is ever cut short.
 */
export function addressLimits(country: string): { postalCode: number; province: number } {
  return isItaly(country) ? { postalCode: LIMITS.postalCode, province: LIMITS.province } : { postalCode: POSTAL_CODE_MAX, province: FOREIGN_REGION_MAX };
}

/**
 * The billing country proposed from step 1's phone prefix: a guest who dials +44 is likely billed
 * in the United Kingdom. Only while step 2's address is untouched and the country is the default.
 */
export function prefillCountry(billing: BillingData, contact: Pick<ContactData, 'phonePrefix'>): BillingData {
  const country = PHONE_PREFIXES.find((p) => p.value === contact.phonePrefix)?.country;
  if (!country || billing.country === country) return billing;
  const untouched = billing.country === emptyBilling.country && !billing.address.trim() && !billing.city.trim() && !billing.postalCode.trim() && !billing.province.trim();
  return untouched ? { ...billing, country } : billing;
}

/** Whether the SDI code / PEC pair applies (Italian companies: docs/product.md, Checkout validation). */
export const needsSdiOrPec = (b: Pick<BillingData, 'billingType' | 'country'>) => b.billingType === 'business' && isItaly(b.country);

type CustomerDataInput = CheckoutSessionRequest['customer_data'];
/** customer_data before validation: privacy may still be false or unchosen. */
export type CustomerDataDraft = Omit<CustomerDataInput, 'privacy_accepted'> & { privacy_accepted: boolean };

/** Both steps as the API's customer_data (only the current billing type's fields are filled). */
export function toCustomerData(contact: ContactData, billing: BillingData): CustomerDataDraft {
  const own = new Set(FIELDS_BY_TYPE[billing.billingType]);
  const pick = (field: BillingField, value: string) => (own.has(field) ? value : '');
  return {
    name: contact.firstName.trim(),
    surname: contact.lastName.trim(),
    phone: composePhone(contact),
    country: billing.country.trim(),
    notes: contact.notes.trim(),
    billing_type: billing.billingType,
    fiscal_code: pick('fiscalCode', normalizeFiscalCode(billing.fiscalCode)),
    birth_place: pick('birthPlace', billing.birthPlace.trim()),
    birth_city: pick('birthCity', billing.birthCity.trim()),
    birth_date: pick('birthDate', billing.birthDate.trim()),
    company_name: pick('companyName', billing.companyName.trim()),
    vat_number: pick('vatNumber', normalizeVatNumber(billing.vatNumber)),
    sdi_code: pick('sdiCode', billing.sdiCode.trim().toUpperCase()),
    pec: pick('pec', billing.pec.trim()),
    address: billing.address.trim(),
    city: billing.city.trim(),
    postal_code: normalizePostalCode(billing.postalCode),
    province: normalizeProvince(billing.country, billing.province),
    billing_country: billing.country.trim(),
    privacy_accepted: billing.privacyAccepted === true,
  };
}

/** customer_data key → form field (contact keys are step 1's business). */
const FIELD_OF: Record<string, BillingField> = {
  billing_type: 'billingType',
  fiscal_code: 'fiscalCode',
  birth_place: 'birthPlace',
  birth_city: 'birthCity',
  birth_date: 'birthDate',
  company_name: 'companyName',
  vat_number: 'vatNumber',
  sdi_code: 'sdiCode',
  pec: 'pec',
  address: 'address',
  city: 'city',
  postal_code: 'postalCode',
  province: 'province',
  billing_country: 'country',
  country: 'country',
  privacy_accepted: 'privacyAccepted',
};

/**
 * Valid stand-ins for fields whose own check failed. zod runs the object's
 * cross-field rules (fiscal code checksum, VAT check digit, SDI or PEC) only
 * when every field passed, so a second pass with these shows all problems at once.
 */
const STAND_IN: Partial<Record<keyof CustomerDataDraft, string | boolean>> = {
  name: 'Mario',
  surname: 'Rossi',
  phone: '+39 333 1234567',
  country: '',
  notes: '',
  address: 'Via Roma 1',
  city: 'Alba',
  postal_code: '12051',
  province: 'CN',
  billing_country: 'IT',
  privacy_accepted: true,
  fiscal_code: 'RSSMRA85T10A562S',
  vat_number: '01234567897',
  sdi_code: 'ABC1234',
  pec: 'fatture@pec.example.it',
  birth_place: 'x',
  birth_city: 'x',
  birth_date: 'x',
  company_name: 'x',
};

export type BillingProblem = FieldProblem | 'sdiOrPec';
export type BillingErrors = Partial<Record<BillingField, BillingProblem>>;

/** The billing rules (docs/product.md, Checkout validation), checked by the shared schema; problems are keyed by form field. */
export function validateBilling(contact: ContactData, billing: BillingData): BillingErrors {
  const draft = toCustomerData(contact, billing);
  const first = customerData.safeParse(draft);
  if (first.success) return {};
  const issues = [...first.error.issues];
  const failed = new Set(issues.map((i) => String(i.path[0])));
  const patched: Record<string, unknown> = { ...draft };
  for (const key of failed) if (key in STAND_IN) patched[key] = STAND_IN[key as keyof CustomerDataDraft];
  const second = customerData.safeParse(patched);
  if (!second.success) issues.push(...second.error.issues.filter((i) => !failed.has(String(i.path[0]))));

  const errors: BillingErrors = {};
  for (const issue of issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (!field || errors[field]) continue;
    const value = billing[field];
    const empty = value === null || value === false || (typeof value === 'string' && !value.trim());
    if (field === 'sdiCode' && empty && !billing.pec.trim()) errors.sdiCode = 'sdiOrPec';
    else errors[field] = empty ? 'required' : 'invalid';
  }
  return errors;
}

/** Alert: 'Compila tutti i campi obbligatori' when something required is missing (docs/product.md, Checkout validation). */
export function billingAlert(errors: BillingErrors): 'required' | 'invalid' | null {
  const problems = Object.values(errors);
  if (problems.length === 0) return null;
  return problems.some((p) => p === 'required' || p === 'sdiOrPec') ? 'required' : 'invalid';
}

/** The order fields appear in, to focus the first one with an error. */
export const BILLING_FIELD_ORDER: readonly BillingField[] = [
  'billingType',
  'fiscalCode',
  'birthPlace',
  'birthCity',
  'birthDate',
  'companyName',
  'vatNumber',
  'sdiCode',
  'pec',
  'address',
  'city',
  'postalCode',
  'province',
  'country',
  'privacyAccepted',
];
