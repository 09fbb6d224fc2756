/**
 * Which translation namespaces (src/i18n/{it,en}/<ns>.json) a page that is one island renders
 * (src/astro/islands/page.tsx), so that the island loads them before it hydrates.
 * route-namespaces.test.ts derives the same sets from the source (useTranslation,
 * pageMeta and `ns:` in the page's static imports) and fails when this drifts; it also checks
 * the lists that the other islands (src/astro/islands/*.tsx) await.
 *
 * Parts loaded on demand (booking widget, cart panel, coupon popup, the cart
 * engine, the parts loaded after hydration) are not listed: they load their
 * namespaces themselves, suspending meanwhile.
 */

/** Every page: the shell. */
export const shellNamespaces = ['common'] as const;

/** What each page that is one island renders on top of the shell, by its address. */
export const pageNamespaces: Readonly<Record<string, readonly string[]>> = {
  '/galleria': ['gallery'],
  '/faq': ['faq'],
  '/contatti': ['contact'],
  '/regala/grazie': ['gift'],
  '/regala/saldo': ['gift'],
  '/cart': ['cart'],
  '/checkout': ['checkout', 'cart'],
  '/checkout/success': ['checkout'],
  '/checkout/cancel': ['checkout'],
  '/booking-success': ['bookingSuccess'],
  '/test-booking': [],
  '/prenota-ora': ['landing', 'booking'],
  '/reviews': ['reviews'],
  '/reviews/new': ['reviews'],
  '/reviews/moderate': ['reviews'],
  '/newsletter/confirm': ['newsletter'],
  '/newsletter/unsubscribe': ['newsletter'],
  '/manage/:id': ['manage', 'legal'],
};

/** Any other path is the not-found page (the server sends the 404 document for it). */
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
