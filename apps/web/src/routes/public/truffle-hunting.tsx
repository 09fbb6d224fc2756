import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { imagePreload } from '../../media/picture.tsx';
import { afterHydration } from '../../components/after-hydration.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { BookingWidgetSlot } from '../../features/booking-widget/booking-widget-slot.tsx';
import { GiftLinkCard } from '../../features/gift-voucher/components/gift-link-card.tsx';
import { LocationSection } from '../../features/location/components/location-section.tsx';
import { ReviewsShowcasePlaceholder } from '../../features/reviews/components/reviews-showcase-placeholder.tsx';
import { TruffleFamily } from '../../features/truffle/components/truffle-family.tsx';
import { TruffleFinalCta } from '../../features/truffle/components/truffle-final-cta.tsx';
import { TruffleHero } from '../../features/truffle/components/truffle-hero.tsx';
import { TruffleOffer } from '../../features/truffle/components/truffle-offer.tsx';
import { TruffleSteps } from '../../features/truffle/components/truffle-steps.tsx';
import styles from './landing-page.module.css';

export const meta = () => pageMeta('truffle');
// The hero image is the LCP element: fetched from the head, before scripts and fonts.
export const links = () => imagePreload('hero-truffle');

// The reviews are fetched in the browser (TanStack Query): their code loads after hydration.
const ReviewsShowcase = afterHydration(() => import('../../features/reviews/components/reviews-showcase.tsx').then((m) => m.ReviewsShowcase), ReviewsShowcasePlaceholder);

export default function TruffleHuntingPage() {
  const { t } = useTranslation('truffle');
  return (
    <>
      <TruffleHero />
      <TruffleOffer />
      <TruffleSteps />
      <TruffleFamily />
      <section className={styles.reviews} aria-labelledby="truffle-reviews-title">
        <div className="container">
          <SectionHeading id="truffle-reviews-title" eyebrow={t('reviews.eyebrow')} title={t('reviews.title')} intro={t('reviews.intro')} />
          <ReviewsShowcase scope="truffle" path="/truffle-hunting" />
          <p className={styles.more}>
            <Link to="/reviews">{t('reviews.all')}</Link>
          </p>
        </div>
      </section>
      <section id="prenota" className={styles.booking} aria-labelledby="truffle-booking-title">
        <div className="container">
          <SectionHeading id="truffle-booking-title" eyebrow={t('booking.eyebrow')} title={t('booking.title')} intro={t('booking.intro')} align="center" />
          <div className={styles.bookingBody}>
            <BookingWidgetSlot experience="truffle" />
            <ul className={styles.notes}>
              <li>{t('booking.notes.payment')}</li>
              <li>{t('booking.notes.group')}</li>
              <li>{t('booking.notes.children')}</li>
              <li>
                {t('booking.notes.cancellation')} <Link to="/termini">{t('booking.notes.terms')}</Link>
              </li>
            </ul>
            <GiftLinkCard experience="truffle" headingId="truffle-gift-title" title={t('booking.gift.title')} text={t('booking.gift.text')} link={t('booking.gift.link')} />
          </div>
        </div>
      </section>
      <LocationSection />
      <TruffleFinalCta />
    </>
  );
}
