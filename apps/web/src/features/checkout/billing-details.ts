/**
 * The billing step's field limits and the API's customer_data built from both steps. Used by
 * step 2's form, step 3's review, the validation and the submit, all loaded after the first
 * step (docs/decisions/0029-public-page-javascript-as-it-stands.md); the contract's helpers here
 * (normalisers, Italy, postcode lengths) carry no schema.
 */
import {
  FOREIGN_REGION_MAX,
  isItalianCountry,
  normalizeFiscalCode,
  normalizePostalCode,
  normalizeProvince,
  normalizeVatNumber,
  POSTAL_CODE_MAX,
  type CheckoutSessionRequest,
} from '@tenuta/contracts';
import { FIELDS_BY_TYPE, type BillingData, type BillingField } from './billing-step.ts';
import { composePhone, type ContactData } from './contact-step.ts';

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

const isItaly = isItalianCountry;

/**
 * Lengths of postcode and province for the billing country (docs/domain/billing-addresses.md):
 * Italy's CAP (5) and sigla (2); abroad the longest postcode and an optional state or region,
 * so nothing a guest abroad types is ever cut short.
 */
export function addressLimits(country: string): { postalCode: number; province: number } {
  return isItaly(country) ? { postalCode: LIMITS.postalCode, province: LIMITS.province } : { postalCode: POSTAL_CODE_MAX, province: FOREIGN_REGION_MAX };
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
