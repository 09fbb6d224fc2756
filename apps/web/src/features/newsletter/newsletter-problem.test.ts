import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { newsletterProblem } from './newsletter-problem.ts';
import { serverSignupErrors, validateSignup } from './signup-rules.ts';

describe('newsletter problems', () => {
  it('a token link: 410 expired, 404 or 400 invalid', () => {
    expect(newsletterProblem(new ApiError(410, 'HTTP 410', 'old', 'link_expired'), 'token')).toEqual({ kind: 'expired' });
    expect(newsletterProblem(new ApiError(404, 'HTTP 404', 'unknown', 'not_found'), 'token')).toEqual({ kind: 'invalid' });
    expect(newsletterProblem(new ApiError(400, 'HTTP 400', 'token: too short', 'validation_error'), 'token')).toEqual({ kind: 'invalid' });
  });
  it('sign-up: field codes, rate limit in minutes, network, anything else', () => {
    expect(newsletterProblem(new ApiError(400, 'HTTP 400', 'email: email_invalid', 'validation_error'), 'subscribe')).toEqual({ kind: 'fields', detail: 'email: email_invalid' });
    expect(newsletterProblem(new ApiError(429, 'HTTP 429', 'retry_after=540', 'rate_limited'), 'subscribe')).toEqual({ kind: 'rate_limited', minutes: 9 });
    expect(newsletterProblem(new ApiError(0, 'Failed to fetch', 'Failed to fetch'), 'subscribe')).toEqual({ kind: 'network' });
    expect(newsletterProblem(new ApiError(503, 'HTTP 503', 'busy'), 'token')).toEqual({ kind: 'server' });
  });
});

describe('sign-up checks (the shared contract)', () => {
  const ok = { email: 'giulia@example.com', name: '', consent: true, website: '' };
  it('e-mail and consent are required; the name is optional but not a single letter', () => {
    expect(validateSignup(ok, 'it')).toEqual({});
    expect(validateSignup({ ...ok, email: 'giulia', consent: false }, 'it')).toEqual({ email: 'email_invalid', consent: 'consent_required' });
    expect(validateSignup({ ...ok, name: 'G' }, 'en')).toEqual({ name: 'name_length' });
  });
  it('reads the server codes the same way', () => {
    expect(serverSignupErrors('email: email_invalid; consent: consent_required; locale: Invalid option')).toEqual({ email: 'email_invalid', consent: 'consent_required' });
  });
});
