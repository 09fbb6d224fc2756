import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OCTO_CAPABILITIES, octoLocaleOf, type OctoApiCaller, type OctoBookingDeps, type OctoView } from '@tenuta/booking';
import { octoErrorBody } from '@tenuta/contracts';
import { checkoutDeps } from '../../checkout-deps.ts';
import { octoCaller } from '../../plugins/octo-auth.ts';

/** Every /octo route's OpenAPI: the tag, and OCTO's error body for every refusal. */
export const tags = ['octo'];
export const octoErrors = { 400: octoErrorBody, 401: octoErrorBody, 403: octoErrorBody, 404: octoErrorBody, 429: octoErrorBody, 503: octoErrorBody };

/** The capabilities a call asks for (Octo-Capabilities: "octo/pricing, octo/content"), those we serve. */
export function askedCapabilities(req: FastifyRequest): string[] {
  const raw = req.headers['octo-capabilities'];
  const list = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',').map((c) => c.trim().toLowerCase());
  return OCTO_CAPABILITIES.filter((c) => list.includes(c));
}

/** How the call wants its answer: Accept-Language (Italian by default) and the capabilities asked for. */
export function octoView(app: FastifyInstance, req: FastifyRequest): OctoView {
  const caps = askedCapabilities(req);
  return {
    locale: octoLocaleOf(req.headers['accept-language']),
    pricing: caps.includes('octo/pricing'),
    content: caps.includes('octo/content'),
    publicUrl: app.config.publicUrl.replace(/\/$/, ''),
  };
}

/** The reseller of the call (its API key). */
export function apiCaller(req: FastifyRequest): OctoApiCaller {
  const c = octoCaller(req);
  return { partnerId: c.partnerId, keyId: c.keyId };
}

/** The booking use cases' dependencies: a reseller's order's, with the site's hold length. */
export function octoDeps(app: FastifyInstance): OctoBookingDeps {
  return { ...checkoutDeps(app), holdMinutes: app.config.HOLD_MINUTES };
}

/** The headers every OCTO answer carries: its language and the capabilities applied. */
export function octoHeaders(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('content-language', octoLocaleOf(req.headers['accept-language']));
  reply.header('octo-capabilities', askedCapabilities(req).join(', '));
}
