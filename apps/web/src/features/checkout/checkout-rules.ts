/**
 * The checkout's validation with the shared contract (`checkoutEmail`, `customerData`): step 1's
 * contact rules and step 2's billing rules, the same schemas the server checks the request with.
 * The schemas bring zod, so this module is loaded when the guest first uses the form, not with
 * the page (docs/decisions/0029-public-page-javascript-as-it-stands.md); use-checkout.ts loads it.
 */
import { checkoutEmail, customerData } from '@tenuta/contracts';
import { toCustomerData, type CustomerDataDraft } from './billing-details.ts';
import type { BillingData, BillingErrors, BillingField } from './billing-step.ts';
import { cleanLocalNumber, composePhone, digitsOnly, isValidCustomPrefix, OTHER_PREFIX, type ContactData, type ContactErrors } from './contact-step.ts';

const PHONE_CHARS = /^[0-9 ()-]+$/;

/**
 * The contact rules (docs/product.md, Checkout validation): email, first name, last name and phone are required; the
 * email has no spaces; the custom prefix is 1 to 999 when 'other' is chosen.
 */
export function validateContact(c: ContactData): ContactErrors {
  const errors: ContactErrors = {};
  const shape = customerData.shape;
  if (!c.email.trim()) errors.email = 'required';
  else if (/\s/.test(c.email.trim()) || !checkoutEmail.safeParse(c.email).success) errors.email = 'invalid';
  if (!c.firstName.trim()) errors.firstName = 'required';
  else if (!shape.name.safeParse(c.firstName).success) errors.firstName = 'invalid';
  if (!c.lastName.trim()) errors.lastName = 'required';
  else if (!shape.surname.safeParse(c.lastName).success) errors.lastName = 'invalid';
  if (c.phonePrefix === OTHER_PREFIX) {
    if (!c.customPrefix.trim()) errors.customPrefix = 'required';
    else if (!isValidCustomPrefix(c.customPrefix.trim())) errors.customPrefix = 'invalid';
  }
  const local = cleanLocalNumber(c.phone);
  const digits = digitsOnly(local).length;
  if (!local) errors.phone = 'required';
  else if (!PHONE_CHARS.test(local) || digits < 6 || digits > 14 || !shape.phone.safeParse(composePhone(c)).success) errors.phone = 'invalid';
  if (!shape.notes.safeParse(c.notes).success) errors.notes = 'invalid';
  return errors;
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
