import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attributeCart, cookieValue, recordReferralClick, REFERRAL_COOKIE } from '@tenuta/billing';

/** Paths that are never a public page: the API, the staff and partner apps, files. */
const notAPage = (path: string) => /^\/(api|staff|partner|assets|media|fonts|documentation)(\/|$)/i.test(path) || /\.[a-z0-9]{1,8}$/i.test(path);

/**
 * `?ref=CODE` (and `&c=<link id>`) on any public page is recorded by the server, not by the
 * page's JavaScript: a root onRequest hook counts the click for an active referrer with that code,
 * once per visitor, link and Rome day (no address or anything else about the visitor is stored:
 * only a keyed hash with a salt of the day, deleted after it) and sets a first-party cookie,
 * HttpOnly, SameSite=Lax, Secure on https, signed with the estate's referral key, for the
 * attribution days of the partner's terms. The cart calls read it back (attributeCartFromCookie).
 * A failure here never breaks the page: the visit is served as if it had no code.
 */
export function registerReferralCookie(app: FastifyInstance): void {
  const secure = app.config.publicUrl.startsWith('https://');
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET') return;
    const q = req.url.indexOf('?');
    if (q === -1) return;
    const path = req.url.slice(0, q);
    if (notAPage(path)) return;
    const params = new URLSearchParams(req.url.slice(q + 1));
    const refCode = params.get('ref');
    if (!refCode) return;
    try {
      const cookie = await recordReferralClick(app.deps, {
        refCode,
        link: params.get('c') ?? undefined,
        path,
        cookie: cookieValue(req.headers.cookie, REFERRAL_COOKIE),
        // Only hashed with the day's salt (one click per visitor, link and day), never stored.
        visitor: { address: req.ip, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512) },
      });
      if (!cookie) return;
      reply.header('set-cookie', `${REFERRAL_COOKIE}=${cookie.value}; Max-Age=${cookie.maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
    } catch (error) {
      req.log.warn({ err: error }, 'referral click not recorded');
    }
  });
}

/**
 * A preSerialization hook for the public cart routes: when a guest's cart is created or an item
 * added (2xx) and the call carries the referral cookie, the cart is attributed to that click
 * (the last click wins; attributeCart). The answer is sent only once it is written.
 */
export function attributeCartFromCookie(app: FastifyInstance) {
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = req.routeOptions.url;
    if (req.method !== 'POST' || (url !== '/api/cart/init' && url !== '/api/cart/items') || reply.statusCode >= 300) return payload;
    const cookie = cookieValue(req.headers.cookie, REFERRAL_COOKIE);
    if (!cookie) return payload;
    const body = payload as { cart_id?: unknown; cart?: { cart_id?: unknown } } | null;
    const cartId = body?.cart_id ?? body?.cart?.cart_id;
    if (typeof cartId !== 'string') return payload;
    try {
      await attributeCart(app.deps.db, cartId, cookie, app.deps.clock.now());
    } catch (error) {
      // The guest's cart call stands; only its attribution is missing.
      req.log.warn({ err: error }, 'cart attribution not recorded');
    }
    return payload;
  };
}
