import type { ManageBooking } from '@tenuta/contracts';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro, formatRomeDate, languageName } from '../../../lib/format.ts';
import { moneyRows, statusTone } from '../manage-view.ts';
import styles from './manage-booking.module.css';

/** The booking as it stands: experience, number, status, when (Rome), who, and the money. */
export function BookingSummary({ booking }: { booking: ManageBooking }) {
  const { t } = useTranslation('manage');
  const locale = useLocale();
  const people = [t('details.adults', { count: booking.adults }), ...(booking.children > 0 ? [t('details.children', { count: booking.children })] : [])].join(', ');
  return (
    <article className={styles.card} aria-labelledby="booking-title" data-testid="manage-booking" data-status={booking.status}>
      <header className={styles.cardTop}>
        <div>
          <p className={styles.numberLabel}>{t('details.number')}</p>
          <p className={styles.number} data-testid="manage-booking-number">
            {booking.booking_number}
          </p>
        </div>
        <div className={styles.badges}>
          <span className={styles.status} data-tone={statusTone(booking.status)} data-testid="manage-status">
            <span className="visually-hidden">{t('status.label')}: </span>
            {t(`status.${booking.status}`)}
          </span>
          {booking.vip ? <span className={styles.vip}>VIP</span> : null}
        </div>
      </header>
      <h2 id="booking-title" className={styles.experience}>
        {booking.experience_title[locale]}
      </h2>
      <dl className={styles.details}>
        <div>
          <dt>{t('details.date')}</dt>
          <dd className={styles.date}>{formatRomeDate(booking.starts_at, locale)}</dd>
        </div>
        <div>
          <dt>{t('details.time')}</dt>
          <dd>
            {t('details.timeRange', { start: booking.start_time, end: booking.end_time })} <span className={styles.muted}>({t('details.romeTime')})</span>
          </dd>
        </div>
        <div>
          <dt>{t('details.people')}</dt>
          <dd>{people}</dd>
        </div>
        <div>
          <dt>{t('details.language')}</dt>
          <dd>{languageName(booking.language, locale)}</dd>
        </div>
        {booking.vip ? (
          <div>
            <dt>{t('details.vip')}</dt>
            <dd>{booking.category === 'TRUFFLE' ? t('details.vipTruffle') : t('details.vipWine')}</dd>
          </div>
        ) : null}
        {booking.customer.name || booking.customer.email ? (
          <div>
            <dt>{t('details.guest')}</dt>
            <dd>{[booking.customer.name, booking.customer.email].filter(Boolean).join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
      <section className={styles.money} aria-labelledby="money-title">
        <h3 id="money-title" className={styles.moneyTitle}>
          {t('money.title')}
        </h3>
        <dl className={styles.moneyRows}>
          {moneyRows(booking).map((row) => (
            <div key={row.key} data-row={row.key}>
              <dt>
                {row.key === 'base'
                  ? t('money.base', { count: row.count, price: formatEuro(row.unit ?? 0, locale) })
                  : row.key === 'children'
                    ? t('money.children', { count: row.count })
                    : t(`money.${row.key}`)}
              </dt>
              <dd>{row.key === 'discount' ? `−${formatEuro(row.amount, locale)}` : row.key === 'children' ? t('money.free') : formatEuro(row.amount, locale)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
