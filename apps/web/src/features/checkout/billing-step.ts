/**
 * Checkout step 2, billing (docs/product.md, Checkout steps): data, billing-type switching and
 * the step's alert. Kept free of the contract's schemas so that the first step's page does not
 * load them: the field limits and customer_data are in billing-details.ts, the validation with
 * the shared `customerData` schema in checkout-rules.ts (both loaded when needed).
 */
import type { BillingType } from '@tenuta/contracts';
import { PHONE_PREFIXES, type ContactData, type FieldProblem } from './contact-step.ts';

export type { BillingType };
export const BILLING_TYPES: readonly BillingType[] = ['private_italy', 'private_foreign', 'business'];

/** What step 2 of the checkout collects (docs/product.md, Checkout steps), SDI code and PEC included (saved as localStorage checkout_billing). */
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

export type BillingProblem = FieldProblem | 'sdiOrPec';
export type BillingErrors = Partial<Record<BillingField, BillingProblem>>;

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
