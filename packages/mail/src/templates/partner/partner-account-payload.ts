/**
 * Reading the payload of a partner account e-mail (invitation of a colleague, password reset and
 * change, application): the use case that queued it wrote plain JSON; anything missing or of the
 * wrong type is reported through `fail` (a permanent error, the e-mail is not retried).
 */
export type Fail = (message: string) => never;

export const payloadRecord = (payload: unknown, fail: Fail): Record<string, unknown> =>
  typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : fail('payload must be an object');

export function requiredText(p: Record<string, unknown>, key: string, fail: Fail): string {
  const v = p[key];
  return typeof v === 'string' && v.trim() !== '' ? v : fail(`payload.${key} is required`);
}

export function optionalText(p: Record<string, unknown>, key: string): string | null {
  const v = p[key];
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

export function requiredDate(p: Record<string, unknown>, key: string, fail: Fail): Date {
  const v = p[key];
  const d = typeof v === 'string' ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : fail(`payload.${key} must be an ISO instant`);
}

/** Links in these e-mails point at the site itself. */
export function requiredUrl(p: Record<string, unknown>, key: string, fail: Fail): string {
  const v = requiredText(p, key, fail);
  return /^https?:\/\//.test(v) ? v : fail(`payload.${key} must be an http(s) URL`);
}
