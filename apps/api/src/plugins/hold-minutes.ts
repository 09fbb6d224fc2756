import type { FastifyReply, FastifyRequest } from 'fastify';

type CartLike = { cart_id?: unknown; items?: unknown; hold_minutes?: number };

/**
 * A preSerialization hook for the public cart routes: every cart in an answer (the cart itself,
 * or the `cart` of a change) says how long a hold lasts on this server (`HOLD_MINUTES`), so the
 * page shows the configured length, never a fixed one.
 */
export function addHoldMinutes(holdMinutes: number) {
  const stamp = (c: CartLike | null | undefined) => {
    if (c && typeof c === 'object' && typeof c.cart_id === 'string' && Array.isArray(c.items)) c.hold_minutes = holdMinutes;
  };
  return async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 300 || !payload || typeof payload !== 'object') return payload;
    const body = payload as CartLike & { cart?: CartLike };
    stamp(body);
    stamp(body.cart);
    return payload;
  };
}
