import { useTranslation } from '../../../i18n/index.ts';
import styles from './experience-cards.module.css';

/** As many as the demo catalogue lists (docs/product.md, The catalogue). */
const SKELETONS = 4;

/** The experience cards' fixed-size placeholder while GET /api/experiences loads (and in the prerendered page). */
export function ExperienceCardsSkeleton() {
  const { t } = useTranslation('home');
  return (
    <div className={styles.grid} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('experiences.loading')}
      </p>
      {Array.from({ length: SKELETONS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed number of identical placeholders, never reordered; the position is their only identity
        <div key={i} className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
          <div className={`${styles.imageBox} ${styles.skeletonImage}`} />
          <div className={styles.body}>
            <span className={styles.lineShort} />
            <span className={styles.lineTitle} />
            <span className={styles.line} />
            <span className={styles.line} />
          </div>
        </div>
      ))}
    </div>
  );
}
