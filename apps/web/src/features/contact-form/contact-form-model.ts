/**
 * The contact form's data and checks: the shared contract (`contactRequest`)
 * validates on the client with the same codes the server sends in a 400, so
 * both show the same localized message next to the field.
 */
import { contactErrorCodes, contactRequest, fieldErrorCodes, type ContactErrorCode, type ContactRequest, type ContactSubject } from '@tenuta/contracts';
import { isApiError } from '../../lib/api-client.ts';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  /** '' until the guest picks one (the subject is optional). */
  subject: ContactSubject | '';
  message: string;
  privacy: boolean;
  /** The honeypot: people never see it. */
  website: string;
}

export type ContactField = Exclude<keyof ContactFormValues, 'website'>;
export type ContactFormErrors = Partial<Record<ContactField, ContactErrorCode>>;

export const emptyContactForm: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '', privacy: false, website: '' };

/** The order of the fields on screen, to focus the first one with an error. */
export const CONTACT_FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message', 'privacy'];

/** The request body; privacy is sent as given, so an unticked box fails like on the server. */
export function toContactRequest(v: ContactFormValues, locale: 'it' | 'en'): ContactRequest {
  return {
    name: v.name,
    email: v.email,
    phone: v.phone,
    ...(v.subject ? { subject: v.subject } : {}),
    message: v.message,
    privacy_accepted: v.privacy as true,
    locale,
    website: v.website,
  };
}

/** The API's field names → the form's. */
const formField = (apiField: string): ContactField | undefined =>
  apiField === 'privacy_accepted' ? 'privacy' : (CONTACT_FIELD_ORDER as readonly string[]).includes(apiField) ? (apiField as ContactField) : undefined;

function toFormErrors(byApiField: Partial<Record<string, ContactErrorCode>>): ContactFormErrors {
  const out: ContactFormErrors = {};
  for (const [field, code] of Object.entries(byApiField)) {
    const f = formField(field);
    if (f && code) out[f] = code;
  }
  return out;
}

/** The contract's verdict on the values, per field. */
export function validateContactForm(v: ContactFormValues, locale: 'it' | 'en'): ContactFormErrors {
  const parsed = contactRequest.safeParse(toContactRequest(v, locale));
  return parsed.success ? {} : toFormErrors(fieldErrorCodes(parsed.error, contactErrorCodes));
}

export const firstInvalidField = (errors: ContactFormErrors): ContactField | undefined => CONTACT_FIELD_ORDER.find((f) => errors[f]);

/** Why sending failed, as the form explains it. */
export type ContactProblem = { kind: 'fields'; errors: ContactFormErrors } | { kind: 'rate_limited'; minutes: number } | { kind: 'network' } | { kind: 'server' };

export function contactProblem(error: unknown): ContactProblem {
  if (!isApiError(error)) return { kind: 'server' };
  if (error.status === 0) return { kind: 'network' };
  if (error.status === 429) {
    const seconds = Number(/retry_after=(\d+)/.exec(error.detail)?.[1] ?? 600);
    return { kind: 'rate_limited', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (error.status === 400) {
    const errors = toFormErrors(fieldErrorCodes(error.detail, contactErrorCodes));
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  return { kind: 'server' };
}
