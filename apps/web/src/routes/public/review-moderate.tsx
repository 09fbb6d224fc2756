import { useTranslation } from '../../i18n/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ModerationView } from '../../features/reviews/components/moderation-view.tsx';
import styles from './landing-page.module.css';

/** /reviews/moderate?token: staff approve or reject a review (a button press, never the link itself). */
export default function ReviewModeratePage() {
  const { t } = useTranslation('reviews');
  return (
    <>
      <PageHeader eyebrow={t('moderate.header.eyebrow')} title={t('moderate.header.title')} />
      <section className={styles.plain} aria-label={t('moderate.header.title')}>
        <div className="container">
          <ModerationView />
        </div>
      </section>
    </>
  );
}
