import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('chi-siamo', 'routes/public/about.tsx'),
    route('truffle-hunting', 'routes/public/truffle-hunting.tsx'),
    route('wine-tasting', 'routes/public/wine-tasting.tsx'),
    route('galleria', 'routes/public/gallery.tsx'),
    route('faq', 'routes/public/faq.tsx'),
    route('contatti', 'routes/public/contact.tsx'),
    route('cart', 'routes/public/cart.tsx'),
    route('checkout', 'routes/public/checkout.tsx'),
    route('checkout/success', 'routes/public/checkout-success.tsx'),
    route('checkout/cancel', 'routes/public/checkout-cancel.tsx'),
    route('booking-success', 'routes/public/booking-success.tsx'),
    route('test-booking', 'routes/public/test-booking.tsx'),
    route('prenota-ora', 'routes/public/book-now.tsx'),
    route('reviews', 'routes/public/reviews.tsx'),
    route('termini', 'routes/public/terms.tsx'),
    route('privacy-policy', 'routes/public/privacy.tsx'),
    route('privacy', 'routes/public/redirect-privacy.tsx'),
    route('login/partner', 'routes/public/redirect-partner-login.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  layout('routes/partner/layout.tsx', [
    route('partner', 'routes/partner/index.tsx'),
    route('partner/login', 'routes/partner/login.tsx'),
    route('partner/dashboard', 'routes/partner/dashboard.tsx'),
  ]),
] satisfies RouteConfig;
