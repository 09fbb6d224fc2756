/** Every static page path, prerendered at build time (the server serves them). */
export const publicPaths = [
  '/',
  '/chi-siamo',
  '/truffle-hunting',
  '/wine-tasting',
  '/galleria',
  '/faq',
  '/contatti',
  '/cart',
  '/checkout',
  '/checkout/success',
  '/checkout/cancel',
  '/booking-success',
  '/prenota-ora',
  '/reviews',
  '/reviews/new',
  '/reviews/moderate',
  '/termini',
  '/privacy-policy',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
] as const;

/**
 * Developer pages: never prerendered and not in publicPaths (no links, no sitemap).
 * The server serves them the SPA shell outside production and the 404 page in production.
 */
export const developmentPaths = ['/test-booking'] as const;

export const partnerPaths = ['/partner/login', '/partner/dashboard'] as const;

/** /404 is the not-found page the server sends with HTTP 404 for unknown paths. */
export const prerenderPaths = [...publicPaths, ...partnerPaths, '/404'];
