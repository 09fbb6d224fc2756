import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro, formatRomeDate, formatRomeTime, languageName } from '../../../lib/format.ts';
import type { ShownBooking } from '../success-state.ts';
import styles from './booking-card.module.css';

/** One booking on the success page (docs/product.md, Checkout success). */
export function BookingCard({ booking }: { booking: ShownBooking }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const status = booking.status.toUpperCase();
  const payment = booking.payment_status.toUpperCase();
  const name = booking.name ? (locale === 'en' ? booking.name.en : booking.name.it) || booking.name.it : null;
  return (
    <article className={styles.card} data-testid="booking-card" data-category={booking.category} aria-label={`${t('success.card.number')} ${booking.booking_number}`}>
      <div className={styles.top}>
        <div>
          <p className={styles.numberLabel}>{t('success.card.number')}</p>
          <p className={styles.number} data-testid="booking-number">
            {booking.booking_number}
          </p>
          {name ? <p className={styles.name}>{name}</p> : null}
        </div>
        <div className={styles.badges}>
          <span className={styles.status} data-status={status}>
            <span className="visually-hidden">{t('success.card.status')}: </span>
            {t(`success.status.${status}`, { defaultValue: booking.status })}
          </span>
          {booking.is_vip ? <span className={styles.vip}>{t('success.card.vip')}</span> : null}
        </div>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{t('success.card.date')}</dt>
          <dd className={styles.date}>{formatRomeDate(booking.slot_datetime, locale)}</dd>
        </div>
        <div>
          <dt>{t('success.card.time')}</dt>
          <dd>{formatRomeTime(booking.slot_datetime, locale)}</dd>
        </div>
        <div>
          <dt>{t('success.card.people')}</dt>
          <dd>{t('success.card.peopleCount', { count: booking.people_count })}</dd>
        </div>
        <div>
          <dt>{t('success.card.language')}</dt>
          <dd>{languageName(booking.language, locale)}</dd>
        </div>
        <div>
          <dt>{t('success.card.total')}</dt>
          <dd className={styles.total}>{formatEuro(booking.total_amount, locale)}</dd>
        </div>
        <div>
          <dt>{t('success.card.payment')}</dt>
          <dd>{t(`success.paymentStatus.${payment}`, { defaultValue: booking.payment_status })}</dd>
        </div>
      </dl>
    </article>
  );
}
