/** Every public page's address (src/astro/pages/[...lang]/; the server serves their documents). */
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

/** Developer pages: no links, no sitemap; the server serves them outside production only. */
export const developmentPaths = ['/test-booking'] as const;

/** Folder of the English documents in the build: the server sends them at the Italian address to a visitor who chose English. */
export const englishDocuments = '/en';

/** The page a document path renders: an English document's path without its folder. */
export const pagePath = (pathname: string): string =>
  pathname === englishDocuments || pathname.startsWith(`${englishDocuments}/`) ? pathname.slice(englishDocuments.length) || '/' : pathname;
