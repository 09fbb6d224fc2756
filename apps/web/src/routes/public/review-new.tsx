import { useTranslation } from '../../i18n/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ReviewNewView } from '../../features/reviews/components/review-new-view.tsx';
import styles from './landing-page.module.css';

/** /reviews/new?booking&token: a guest reviews a completed booking (the link of the review-request e-mail). */
export default function ReviewNewPage() {
  const { t } = useTranslation('reviews');
  return (
    <>
      <PageHeader eyebrow={t('new.header.eyebrow')} title={t('new.header.title')} lead={t('new.header.lead')} />
      <section className={styles.plain} aria-label={t('new.header.title')}>
        <div className="container">
          <ReviewNewView />
        </div>
      </section>
    </>
  );
}
