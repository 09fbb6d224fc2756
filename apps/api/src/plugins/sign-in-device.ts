import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '@tenuta/billing';
import { KNOWN_DEVICE_DAYS } from '@tenuta/identity';

/**
 * The known-device cookie of a sign-in (docs/domain/staff-accounts.md, "Sign-in limits"): a random
 * token the server keeps only as a hash with the accounts that signed in from the device. HttpOnly
 * (no script reads it), SameSite=Strict, Secure when the site is served over https, and sent only
 * to the sign-in routes of its area (Path). The staff and partner apps call the API with fetch from
 * the same origin, whose default credentials mode sends and stores it.
 */
export const SIGN_IN_DEVICE_COOKIES = {
  staff: { name: 'tenuta_staff_device', path: '/api/staff/auth' },
  partner: { name: 'tenuta_partner_device', path: '/api/partners/auth' },
} as const;

export type SignInArea = keyof typeof SIGN_IN_DEVICE_COOKIES;

/** The device token the request carries, if any (its shape is checked where it is used). */
export const signInDevice = (req: FastifyRequest, area: SignInArea): string | undefined => cookieValue(req.headers.cookie, SIGN_IN_DEVICE_COOKIES[area].name);

/** Sets (or refreshes) the device cookie after a good sign-in. */
export function setSignInDevice(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, area: SignInArea, token: string): void {
  const { name, path } = SIGN_IN_DEVICE_COOKIES[area];
  const secure = app.config.publicUrl.startsWith('https://') || req.protocol === 'https';
  reply.header('set-cookie', `${name}=${token}; Max-Age=${KNOWN_DEVICE_DAYS * 86_400}; Path=${path}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`);
}
