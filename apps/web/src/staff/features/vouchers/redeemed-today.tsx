import { Link } from 'react-router';
import { useStaffAuth } from '../../app/auth.tsx';
import { formatMoney, formatTime } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useVouchersRedeemed } from './api.ts';
import styles from './vouchers.module.css';

/**
 * Today's voucher payments (its own call: the day's slots are booking's, vouchers billing's),
 * each with its amount and the bookings it paid; nothing when none was redeemed.
 */
export function VouchersRedeemedToday() {
  const { t } = useStaffT('staffVouchers');
  const { can } = useStaffAuth();
  const allowed = can('vouchers.read');
  const q = useVouchersRedeemed(allowed);
  const d = q.data;
  if (!allowed || !d || d.items.length === 0) return null;
  return (
    <section className={styles.redeemed} aria-labelledby="vouchers-redeemed-title">
      <h3 id="vouchers-redeemed-title" className={styles.sectionTitle}>
        {t('today.title')} <span className={ui.badgeWine}>{formatMoney(d.total_cents)}</span>
      </h3>
      <ul className={styles.redeemedList}>
        {d.items.map((i) => (
          <li key={i.entry_id}>
            <span>
              {formatTime(i.created_at)} · <Link to={`/staff/vouchers?voucher=${i.voucher_id}`}>{i.code_last4 ? `···· ${i.code_last4}` : `#${i.voucher_id}`}</Link>
              {' · '}
              {i.bookings.length === 0
                ? t('today.noBooking')
                : i.bookings.map((b) =>
                    can('bookings.read') ? (
                      <Link key={b.id} to={`/staff/bookings/${b.id}`} className={styles.code}>
                        {b.booking_number}{' '}
                      </Link>
                    ) : (
                      <span key={b.id} className={styles.code}>
                        {b.booking_number}{' '}
                      </span>
                    ),
                  )}
            </span>
            <strong className={styles.num}>{formatMoney(i.amount_cents)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
