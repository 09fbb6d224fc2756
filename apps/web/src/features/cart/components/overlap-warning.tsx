import { overlappingPairs, type CartItem } from '@tenuta/contracts';
import { useId, useMemo } from 'react';
import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { formatRomeDate, formatRomeTime } from '../../../lib/format.ts';
import styles from './overlap-warning.module.css';

/**
 * A warning when experiences in the cart take place at the same time (a 09:00
 * hunt of three hours and a 10:00 tasting): the guest may still book both,
 * two people of one group can split (rule: overlappingPairs in @tenuta/contracts).
 */
export function OverlapWarning({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const titleId = useId();
  const pairs = useMemo(() => overlappingPairs(items), [items]);
  if (pairs.length === 0) return null;
  const label = (i: CartItem) => t('overlap.item', { name: pickLocalized(i.name, locale), time: formatRomeTime(i.slot_datetime, locale) });
  return (
    <section className={styles.warning} aria-labelledby={titleId} data-testid="cart-overlap">
      <p className={styles.title} id={titleId}>
        {t('overlap.title', { count: pairs.length })}
      </p>
      <ul className={styles.pairs}>
        {pairs.map(([a, b]) => (
          <li key={`${a.item_id}-${b.item_id}`}>{t('overlap.pair', { first: label(a), second: label(b), date: formatRomeDate(a.slot_datetime, locale, 'short') })}</li>
        ))}
      </ul>
      <p className={styles.hint}>{t('overlap.hint')}</p>
    </section>
  );
}
