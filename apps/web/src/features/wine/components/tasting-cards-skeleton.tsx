import { useTranslation } from '../../../i18n/index.ts';
import styles from './wine-tastings.module.css';

/** The tasting cards' fixed-size placeholder while the catalogue loads (and in the prerendered page). */
export function TastingCardsSkeleton() {
  const { t } = useTranslation('wine');
  return (
    <div className={styles.list} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('tastings.loading')}
      </p>
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed number of identical placeholders, never reordered; the position is their only identity
        <div key={i} className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" />
      ))}
    </div>
  );
}
