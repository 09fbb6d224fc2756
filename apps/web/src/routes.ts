import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The public pages. They are prerendered twice: in Italian at their address, and in English under
 * /en, which the server sends at the same address to a visitor who chose English (the `locale`
 * cookie; docs/decisions/0030). /en addresses themselves are never served.
 */
const publicPages = (lang?: 'en') => {
  const id = (file: string) => (lang ? { id: `${lang}/${file}` } : {});
  const page = (path: string, file: string) => route(path, file, id(file));
  return layout('routes/public/layout.tsx', id('routes/public/layout.tsx'), [
    index('routes/public/home.tsx', id('routes/public/home.tsx')),
    page('chi-siamo', 'routes/public/about.tsx'),
    page('truffle-hunting', 'routes/public/truffle-hunting.tsx'),
    page('wine-tasting', 'routes/public/wine-tasting.tsx'),
    page('galleria', 'routes/public/gallery.tsx'),
    page('faq', 'routes/public/faq.tsx'),
    page('contatti', 'routes/public/contact.tsx'),
    page('regala', 'routes/public/gift-vouchers.tsx'),
    page('regala/grazie', 'routes/public/gift-thanks.tsx'),
    page('regala/saldo', 'routes/public/gift-balance.tsx'),
    page('cart', 'routes/public/cart.tsx'),
    page('checkout', 'routes/public/checkout.tsx'),
    page('checkout/success', 'routes/public/checkout-success.tsx'),
    page('checkout/cancel', 'routes/public/checkout-cancel.tsx'),
    page('booking-success', 'routes/public/booking-success.tsx'),
    page('test-booking', 'routes/public/test-booking.tsx'),
    page('prenota-ora', 'routes/public/book-now.tsx'),
    page('reviews', 'routes/public/reviews.tsx'),
    page('reviews/new', 'routes/public/review-new.tsx'),
    page('reviews/moderate', 'routes/public/review-moderate.tsx'),
    page('termini', 'routes/public/terms.tsx'),
    page('privacy-policy', 'routes/public/privacy.tsx'),
    page('newsletter/confirm', 'routes/public/newsletter-confirm.tsx'),
    page('newsletter/unsubscribe', 'routes/public/newsletter-unsubscribe.tsx'),
    page('manage/:id', 'routes/public/manage-booking.tsx'),
    page('privacy', 'routes/public/redirect-privacy.tsx'),
    page('login/partner', 'routes/public/redirect-partner-login.tsx'),
    page('*', 'routes/public/not-found.tsx'),
  ]);
};

export default [publicPages(), ...prefix('en', [publicPages('en')])] satisfies RouteConfig;
