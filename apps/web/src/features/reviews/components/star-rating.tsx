import { useTranslation } from '../../../i18n/index.ts';
import { formatStars } from '../review-format.ts';
import styles from './star-rating.module.css';

/** Five stars, the filled part proportional to the rating; read out as "4.8 out of 5". */
export function StarRating({ value, size = 'md' }: { value: number; size?: 'md' | 'lg' }) {
  const { t, i18n } = useTranslation('reviews');
  const formatted = formatStars(value, i18n.language === 'en' ? 'en' : 'it');
  return (
    <span className={`${styles.stars} ${size === 'lg' ? styles.lg : ''}`}>
      <span className={styles.track} aria-hidden="true">
        ★★★★★
        <span className={styles.fill} style={{ width: `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="visually-hidden">{t('ratingLabel', { value: formatted })}</span>
    </span>
  );
}
