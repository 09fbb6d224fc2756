import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { contactProblem, emptyContactForm, firstInvalidField, toContactRequest, validateContactForm, type ContactFormValues } from './contact-form-model.ts';

const filled: ContactFormValues = {
  ...emptyContactForm,
  name: 'Giulia Rossi',
  email: 'giulia@example.com',
  message: 'Vorremmo venire in sei a novembre.',
  privacy: true,
};

describe('contact form checks (the shared contract)', () => {
  it('an empty form: name, e-mail, message and privacy, in screen order', () => {
    const errors = validateContactForm(emptyContactForm, 'it');
    expect(errors).toEqual({ name: 'name_length', email: 'email_invalid', message: 'message_too_short', privacy: 'privacy_required' });
    expect(firstInvalidField(errors)).toBe('name');
  });
  it('a filled form passes; phone and subject are optional', () => {
    expect(validateContactForm(filled, 'en')).toEqual({});
    expect(validateContactForm({ ...filled, phone: '+39 333 1234567', subject: 'groups_events' }, 'it')).toEqual({});
  });
  it('the same limits as the server', () => {
    expect(validateContactForm({ ...filled, message: 'x'.repeat(4001) }, 'it')).toEqual({ message: 'message_too_long' });
    expect(validateContactForm({ ...filled, message: ' corto    ' }, 'it')).toEqual({ message: 'message_too_short' });
    expect(validateContactForm({ ...filled, phone: 'domani' }, 'it')).toEqual({ phone: 'phone_invalid' });
    expect(validateContactForm({ ...filled, email: 'giulia @example.com' }, 'it')).toEqual({ email: 'email_invalid' });
  });
  it('sends the locale, the honeypot and no empty subject', () => {
    expect(toContactRequest({ ...filled, website: 'x' }, 'en')).toEqual({
      name: 'Giulia Rossi',
      email: 'giulia@example.com',
      phone: '',
      message: 'Vorremmo venire in sei a novembre.',
      privacy_accepted: true,
      locale: 'en',
      website: 'x',
    });
  });
});

describe('contactProblem', () => {
  it('reads the field codes of a 400', () => {
    const e = new ApiError(400, 'HTTP 400', 'email: email_invalid; privacy_accepted: privacy_required', 'validation_error');
    expect(contactProblem(e)).toEqual({ kind: 'fields', errors: { email: 'email_invalid', privacy: 'privacy_required' } });
  });
  it('a 429 in whole minutes from Retry-After', () => {
    expect(contactProblem(new ApiError(429, 'HTTP 429', 'retry_after=61', 'rate_limited'))).toEqual({ kind: 'rate_limited', minutes: 2 });
  });
  it('network, then anything else', () => {
    expect(contactProblem(new ApiError(0, 'Failed to fetch', 'Failed to fetch'))).toEqual({ kind: 'network' });
    expect(contactProblem(new ApiError(400, 'HTTP 400', 'Unexpected end of JSON input'))).toEqual({ kind: 'server' });
    expect(contactProblem(new ApiError(500, 'HTTP 500', 'Internal server error'))).toEqual({ kind: 'server' });
    expect(contactProblem(new Error('boom'))).toEqual({ kind: 'server' });
  });
});
