/**
 * Which translation namespaces (src/i18n/{it,en}/<ns>.json) a page renders,
 * so the client can load them before hydrating it and while navigating to it.
 * route-namespaces.test.ts derives the same sets from the source (useTranslation,
 * pageMeta and `ns:` in each route's static imports) and fails when this drifts.
 *
 * Parts loaded on demand (booking widget, cart panel, coupon popup, the cart
 * engine, the parts loaded after hydration) are not listed: they load their
 * namespaces themselves, suspending meanwhile.
 */

/** Every page: the shell and root error page. */
export const shellNamespaces = ['common'] as const;

/** What each path (src/routes.ts) renders on top of the shell. */
export const pageNamespaces: Readonly<Record<string, readonly string[]>> = {
  '/': ['home'],
  '/chi-siamo': ['about'],
  '/truffle-hunting': ['truffle', 'reviews', 'booking', 'contact'],
  '/wine-tasting': ['wine', 'reviews', 'booking', 'contact'],
  '/galleria': ['gallery'],
  '/faq': ['faq'],
  '/contatti': ['contact'],
  '/regala': ['gift'],
  '/regala/grazie': ['gift'],
  '/regala/saldo': ['gift'],
  '/cart': ['cart'],
  // 'cart': the seat hold's countdown on every step (its place is kept from the first paint).
  '/checkout': ['checkout', 'cart'],
  '/checkout/success': ['checkout'],
  '/checkout/cancel': ['checkout'],
  '/booking-success': ['bookingSuccess'],
  // Outside production only; in production it renders the not-found page.
  '/test-booking': ['testBooking', 'notfound'],
  '/prenota-ora': ['landing', 'booking'],
  '/reviews': ['reviews'],
  '/reviews/new': ['reviews'],
  '/reviews/moderate': ['reviews'],
  '/termini': ['legal'],
  '/privacy-policy': ['legal'],
  '/newsletter/confirm': ['newsletter'],
  '/newsletter/unsubscribe': ['newsletter'],
  // Paths with a parameter (served the SPA shell, never prerendered).
  '/manage/:id': ['manage', 'legal'],
  // Redirects render no translated text of their own.
  '/privacy': [],
  '/login/partner': [],
};

/** Any other path is the not-found page (the server sends the prerendered /404 for it). */
export const notFoundNamespaces = ['notfound'] as const;

/** The `pageNamespaces` key with `:param` segments that `path` matches, e.g. /manage/12 → /manage/:id. */
function parameterPattern(path: string): string | undefined {
  const parts = path.split('/');
  return Object.keys(pageNamespaces).find((key) => {
    const k = key.split('/');
    return key.includes('/:') && k.length === parts.length && k.every((seg, i) => (seg.startsWith(':') ? parts[i] !== '' : seg === parts[i]));
  });
}

/** The namespaces of the page at `pathname`, shell included. */
export function namespacesFor(pathname: string): string[] {
  // React Router matches paths case-insensitively and ignores a trailing slash.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const page = Object.hasOwn(pageNamespaces, path) ? pageNamespaces[path]! : (pageNamespaces[parameterPattern(path) ?? ''] ?? notFoundNamespaces);
  return [...new Set([...shellNamespaces, ...page])];
}
