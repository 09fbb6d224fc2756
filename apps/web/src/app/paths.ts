/** Every static page path, prerendered at build time (the server serves them). */
export const publicPaths = [
  '/',
  '/chi-siamo',
  '/truffle-hunting',
  '/wine-tasting',
  '/galleria',
  '/faq',
  '/contatti',
  '/regala',
  '/regala/grazie',
  '/regala/saldo',
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

/** /404 is the not-found page the server sends with HTTP 404 for unknown paths. The partner area (/partner…) is an app of its own. */
export const prerenderPaths = [...publicPaths, '/404'];

/** Folder of the English documents in the build: the server sends them at the Italian address to a visitor who chose English. */
export const englishDocuments = '/en';

/** Italian and English documents of every prerendered page. */
export const prerenderDocuments = [...prerenderPaths, ...prerenderPaths.map((p) => (p === '/' ? englishDocuments : `${englishDocuments}${p}`))];

/** The page a document path renders: an English document's path without its folder. */
export const pagePath = (pathname: string): string =>
  pathname === englishDocuments || pathname.startsWith(`${englishDocuments}/`) ? pathname.slice(englishDocuments.length) || '/' : pathname;
