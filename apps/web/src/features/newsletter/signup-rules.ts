/**
 * The sign-up checks, from the shared contract. Loaded on demand by the
 * footer form (every page has the footer; the validation library is not
 * needed until someone signs up).
 */
import { fieldErrorCodes, newsletterErrorCodes, newsletterSubscribeRequest, type NewsletterErrorCode, type NewsletterSubscribeRequest } from '@tenuta/contracts';

export interface SignupValues {
  email: string;
  name: string;
  consent: boolean;
  /** The honeypot. */
  website: string;
}
export type SignupField = 'email' | 'name' | 'consent';
export type SignupErrors = Partial<Record<SignupField, NewsletterErrorCode>>;
export const SIGNUP_FIELD_ORDER: readonly SignupField[] = ['email', 'name', 'consent'];

export const toSignupRequest = (v: SignupValues, locale: 'it' | 'en'): NewsletterSubscribeRequest => ({
  email: v.email,
  name: v.name,
  locale,
  consent: v.consent as true,
  website: v.website,
});

const pick = (byField: Partial<Record<string, NewsletterErrorCode>>): SignupErrors => {
  const out: SignupErrors = {};
  for (const f of SIGNUP_FIELD_ORDER) if (byField[f]) out[f] = byField[f];
  return out;
};

export function validateSignup(v: SignupValues, locale: 'it' | 'en'): SignupErrors {
  const parsed = newsletterSubscribeRequest.safeParse(toSignupRequest(v, locale));
  return parsed.success ? {} : pick(fieldErrorCodes(parsed.error, newsletterErrorCodes));
}

/** The field codes of the server's 400 ("email: email_invalid; …"). */
export const serverSignupErrors = (detail: string): SignupErrors => pick(fieldErrorCodes(detail, newsletterErrorCodes));
