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
  '/test-booking',
  '/prenota-ora',
  '/reviews',
  '/termini',
  '/privacy-policy',
] as const;

export const partnerPaths = ['/partner/login', '/partner/dashboard'] as const;

/** /404 is the not-found page the server sends with HTTP 404 for unknown paths. */
export const prerenderPaths = [...publicPaths, ...partnerPaths, '/404'];
