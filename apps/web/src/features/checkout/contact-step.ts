/**
 * Checkout step 1, contact (docs/product.md, Checkout steps): data and phone prefix rules.
 * Its validation with the shared contract is in checkout-rules.ts, loaded when the guest
 * first uses the form (docs/decisions/0029-public-page-javascript-as-it-stands.md).
 */

/** What step 1 of the checkout collects (docs/product.md, Checkout steps; saved as localStorage checkout_lead). */
export interface ContactData {
  email: string;
  firstName: string;
  lastName: string;
  /** '+39' and the other listed prefixes, or 'other'. */
  phonePrefix: string;
  /** Digits only, 1 to 999, used when phonePrefix is 'other'. */
  customPrefix: string;
  phone: string;
  notes: string;
}

export const emptyContact: ContactData = {
  email: '',
  firstName: '',
  lastName: '',
  phonePrefix: '+39',
  customPrefix: '',
  phone: '',
  notes: '',
};

export type ContactField = keyof ContactData;

/** The prefix choices, in order, then 'other' (docs/product.md, Checkout steps). */
export const PHONE_PREFIXES = [
  { value: '+39', country: 'IT', placeholder: '333 123 4567' },
  { value: '+33', country: 'FR', placeholder: '6 12 34 56 78' },
  { value: '+49', country: 'DE', placeholder: '151 23456789' },
  { value: '+41', country: 'CH', placeholder: '79 123 45 67' },
  { value: '+44', country: 'GB', placeholder: '7400 123456' },
  { value: '+1', country: 'US', placeholder: '201 555 0123' },
] as const;
export const OTHER_PREFIX = 'other';
const OTHER_PLACEHOLDER = '123 456 7890';

export const NOTES_MAX = 1000;
export const CUSTOM_PREFIX_MAX_LENGTH = 3;

/** The phone field's placeholder for the chosen prefix. */
export function phonePlaceholder(prefix: string): string {
  return PHONE_PREFIXES.find((p) => p.value === prefix)?.placeholder ?? OTHER_PLACEHOLDER;
}

/** Keeps digits only (the custom prefix field). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

/** A custom prefix is a number from 1 to 999, digits only (docs/product.md, Checkout validation). */
export function isValidCustomPrefix(value: string): boolean {
  if (!/^\d{1,3}$/.test(value)) return false;
  const n = Number(value);
  return n >= 1 && n <= 999;
}

/** The dialling code with its plus: '+39', or '+' and the custom number; null when the custom one is not valid. */
export function dialCode(contact: Pick<ContactData, 'phonePrefix' | 'customPrefix'>): string | null {
  if (contact.phonePrefix !== OTHER_PREFIX) return contact.phonePrefix;
  const custom = contact.customPrefix.trim();
  return isValidCustomPrefix(custom) ? `+${Number(custom)}` : null;
}

/** The local number as typed, with runs of spaces collapsed; a leading 0 stays (Italian landlines keep it). */
export const cleanLocalNumber = (phone: string) => phone.trim().replace(/\s+/g, ' ');

/** The full international number sent as customer_data.phone: "+39 333 1234567". */
export function composePhone(contact: Pick<ContactData, 'phonePrefix' | 'customPrefix' | 'phone'>): string {
  const code = dialCode(contact);
  const local = cleanLocalNumber(contact.phone);
  return code ? `${code} ${local}` : local;
}

/** What is wrong with a field; the form turns it into a message. */
export type FieldProblem = 'required' | 'invalid';
export type ContactErrors = Partial<Record<ContactField, FieldProblem>>;

/** Alert: 'Compila tutti i campi obbligatori' before 'Email non valida' (docs/product.md, Checkout validation). */
export type StepAlert = 'required' | 'email' | 'invalid';

export function contactAlert(errors: ContactErrors): StepAlert | null {
  const problems = Object.values(errors);
  if (problems.length === 0) return null;
  if (problems.includes('required')) return 'required';
  if (errors.email === 'invalid') return 'email';
  return 'invalid';
}

/** The order fields appear in, to focus the first one with an error. */
export const CONTACT_FIELD_ORDER: readonly ContactField[] = ['email', 'firstName', 'lastName', 'phonePrefix', 'customPrefix', 'phone', 'notes'];
