import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { estate } from '../../features/location/estate.ts';
import { AllReviewsSummary, ReviewsFeed } from '../../features/reviews/components/reviews-feed.tsx';
import styles from './landing-page.module.css';

export default function ReviewsPage() {
  const { t } = useTranslation('reviews');
  return (
    <>
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} lead={t('header.lead')}>
        <AllReviewsSummary />
      </PageHeader>
      <section className={styles.plain} aria-labelledby="reviews-list-title">
        <div className="container">
          <h2 id="reviews-list-title" className="visually-hidden">
            {t('listTitle')}
          </h2>
          <ReviewsFeed
            structured={{
              path: '/reviews',
              name: t('structured.estate.name'),
              description: t('structured.estate.description'),
              business: {
                street: estate.street,
                postalCode: estate.postalCode,
                city: estate.city,
                region: estate.region,
                country: 'IT',
                telephone: estate.phoneHref.replace(/^tel:/, ''),
              },
            }}
          />
          <div className={styles.ctaRow}>
            <p>{t('cta.text')}</p>
            <Link className="btn btn-primary" to="/truffle-hunting#prenota">
              {t('cta.button')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
