import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { afterHydration } from '../../../components/after-hydration.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { ReviewsShowcasePlaceholder } from './reviews-showcase-placeholder.tsx';
import styles from './wine-reviews.module.css';

// The reviews are fetched in the browser (TanStack Query): their code loads after hydration.
const ReviewsShowcase = afterHydration(() => import('./reviews-showcase.tsx').then((m) => m.ReviewsShowcase), ReviewsShowcasePlaceholder);

/** The wine landing page's reviews: the tastings' newest reviews and their mean rating. */
export function WineReviews() {
  const { t } = useTranslation('reviews');
  return (
    <section className={styles.section} aria-labelledby="wine-reviews-title">
      <div className="container">
        <SectionHeading id="wine-reviews-title" eyebrow={t('landing.wine.eyebrow')} title={t('landing.wine.title')} intro={t('landing.wine.intro')} />
        <ReviewsShowcase scope="wine" path="/wine-tasting" />
        <p className={styles.more}>
          <Link to="/reviews">{t('landing.all')}</Link>
        </p>
      </div>
    </section>
  );
}
