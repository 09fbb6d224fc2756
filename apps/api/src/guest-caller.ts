import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_ABUSE_LIMITS, type GuestCaller } from '@tenuta/booking';

/**
 * A public call as the booking rules see it: the client address (only a
 * trusted proxy may set it, TRUST_PROXY) and the abuse limits in force
 * (ABUSE_LIMITS; docs/domain/abuse-limits.md).
 */
export const guestCaller = (app: FastifyInstance, req: FastifyRequest): GuestCaller => ({
  address: req.ip,
  limits: app.config.abuseLimits ?? DEFAULT_ABUSE_LIMITS,
});
