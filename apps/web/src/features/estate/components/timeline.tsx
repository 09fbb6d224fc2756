import { useTranslation } from '../../../i18n/index.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { useTimeline } from '../api/timeline-api.ts';
import styles from './timeline.module.css';

/** The estate's years, from /data/timeline.json (the About page, docs/product.md, Public routes). */
export function Timeline() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const query = useTimeline();

  if (query.isError) {
    return (
      <div className={styles.error} role="alert">
        <p>{t('timeline.error')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t('timeline.retry')}
        </button>
      </div>
    );
  }

  if (!query.data) {
    return (
      <div className={styles.skeleton} aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('timeline.loading')}
        </p>
      </div>
    );
  }

  return (
    <ol className={styles.list}>
      {query.data.map((e) => (
        <li key={`${e.year}-${e.title.it}`} className={styles.entry}>
          <p className={styles.year}>{e.year}</p>
          <div className={styles.card}>
            <h3 className={styles.title}>{pickLocalized(e.title, locale)}</h3>
            <p className={styles.text}>{pickLocalized(e.text, locale)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
