import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import styles from './empty-cart.module.css';

/** The empty cart invites to the two experiences. */
export function EmptyCart({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('cart');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <Heading className={styles.title}>{t('empty.title')}</Heading>
      <p className={styles.text}>{t('empty.text')}</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to="/truffle-hunting">
          {t('empty.truffle')}
        </Link>
        <Link className="btn btn-secondary" to="/wine-tasting">
          {t('empty.wine')}
        </Link>
      </div>
    </div>
  );
}
