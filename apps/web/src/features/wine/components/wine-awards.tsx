import { useTranslation } from '../../../i18n/index.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { useAwards } from '../api/get-awards.ts';
import styles from './wine-awards.module.css';

/** Awards from the static files award1 to award4 (docs/product.md). */
export function WineAwards() {
  const { t } = useTranslation('wine');
  const locale = useLocale();
  const { data, isPending } = useAwards();
  return (
    <section className={styles.section} aria-labelledby="wine-awards-title">
      <div className="container">
        <div className={styles.head}>
          <p className="eyebrow">{t('awards.eyebrow')}</p>
          <h2 id="wine-awards-title" className={styles.title}>
            {t('awards.title')}
          </h2>
        </div>
        {isPending ? (
          <ul className={styles.list} aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" />
            ))}
            <li className="visually-hidden">{t('awards.loading')}</li>
          </ul>
        ) : data && data.length > 0 ? (
          <ul className={styles.list}>
            {data.map((award) => (
              <li key={award.id} className={styles.card}>
                <span className={styles.medal} aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                    <circle cx="12" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    <path d="M8.5 14l-2 7 5.5-3 5.5 3-2-7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
                  </svg>
                </span>
                <p className={styles.score}>{award.score}</p>
                <h3 className={styles.awardTitle}>{pickLocalized(award.title, locale)}</h3>
                <p className={styles.meta}>
                  {award.organisation} · {award.year}
                </p>
                <p className={styles.wine}>{award.wine}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('awards.unavailable')}</p>
        )}
      </div>
    </section>
  );
}
