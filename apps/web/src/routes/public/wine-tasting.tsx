import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { imagePreload } from '../../media/picture.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { BookingWidgetSlot } from '../../features/booking-widget/booking-widget-slot.tsx';
import { GiftLinkCard } from '../../features/gift-voucher/components/gift-link-card.tsx';
import { LocationSection } from '../../features/location/components/location-section.tsx';
import { WineReviews } from '../../features/reviews/components/wine-reviews.tsx';
import { WineAwards } from '../../features/wine/components/wine-awards.tsx';
import { WineCellar } from '../../features/wine/components/wine-cellar.tsx';
import { WineHero } from '../../features/wine/components/wine-hero.tsx';
import { WineSlider } from '../../features/wine/components/wine-slider.tsx';
import { WineSteps } from '../../features/wine/components/wine-steps.tsx';
import { WineTastings } from '../../features/wine/components/wine-tastings.tsx';
import { WineVideo } from '../../features/wine/components/wine-video.tsx';
import styles from './landing-page.module.css';

export const meta = () => pageMeta('wine');
// The hero image is the LCP element: fetched from the head, before scripts and fonts.
export const links = () => imagePreload('hero-wine');

export default function WineTastingPage() {
  const { t } = useTranslation('wine');
  return (
    <>
      <WineHero />
      <WineAwards />
      <WineCellar />
      <WineSteps />
      <WineVideo />
      <WineTastings />
      <WineSlider />
      <WineReviews />
      <section id="prenota" className={styles.booking} aria-labelledby="wine-booking-title">
        <div className="container">
          <SectionHeading id="wine-booking-title" eyebrow={t('booking.eyebrow')} title={t('booking.title')} intro={t('booking.intro')} align="center" />
          <div className={styles.bookingBody}>
            <BookingWidgetSlot experience="wine" />
            <ul className={styles.notes}>
              <li>{t('booking.notes.payment')}</li>
              <li>{t('booking.notes.age')}</li>
              <li>{t('booking.notes.group')}</li>
              <li>
                {t('booking.notes.cancellation')} <Link to="/termini">{t('booking.notes.terms')}</Link>
              </li>
            </ul>
            <GiftLinkCard experience="wine" headingId="wine-gift-title" title={t('booking.gift.title')} text={t('booking.gift.text')} link={t('booking.gift.link')} />
          </div>
        </div>
      </section>
      <LocationSection />
    </>
  );
}
