import { Link } from 'react-router';
import type { StaffCouponBookingView } from '@tenuta/contracts';
import { DataTable, type ColumnDef } from '../../../ui/data-table.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { formatDate, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useCouponBookings } from './api.ts';
import styles from './coupons.module.css';

const badge: Record<string, string | undefined> = {
  paid: ui.badgeGood,
  confirmed: ui.badgeGood,
  checked_in: ui.badgeGood,
  cancelled: ui.badgeBad,
  refunded: ui.badgeBad,
  no_show: ui.badgeWarn,
};

/** The bookings that carry a coupon's discount: number, experience date, guest, discount, total, status. */
export function CouponBookingsDialog({ couponId, code, onClose }: { couponId: number; code: string; onClose: () => void }) {
  const { t } = useStaffT('staffModeration');
  const { t: ts } = useStaffT();
  const q = useCouponBookings(couponId);
  const columns: ColumnDef<StaffCouponBookingView, unknown>[] = [
    {
      accessorKey: 'booking_number',
      header: t('coupons.bookingNumber'),
      cell: (c) => (
        <Link to={`/staff/bookings/${c.row.original.id}`} className={styles.nowrap}>
          {c.row.original.booking_number}
        </Link>
      ),
    },
    { accessorKey: 'starts_at', header: t('coupons.experienceDate'), cell: (c) => <span className={styles.nowrap}>{formatDate(c.row.original.starts_at)}</span> },
    {
      id: 'guest',
      header: t('coupons.guest'),
      accessorFn: (b) => b.customer_name ?? b.customer_email ?? '',
      cell: (c) => (
        <>
          {c.row.original.customer_name ?? '—'}
          <span className={styles.sub}>{c.row.original.customer_email}</span>
        </>
      ),
    },
    { accessorKey: 'discount_cents', header: t('coupons.discountCol'), cell: (c) => <span className={styles.nowrap}>− {formatMoney(c.row.original.discount_cents)}</span> },
    { accessorKey: 'total_cents', header: t('coupons.total'), cell: (c) => <span className={styles.nowrap}>{formatMoney(c.row.original.total_cents)}</span> },
    {
      accessorKey: 'status',
      header: t('coupons.bookingStatus'),
      cell: (c) => (
        <span className={badge[c.row.original.status] ?? ui.badge}>{t(`coupons.bookingStatuses.${c.row.original.status}`, { defaultValue: c.row.original.status })}</span>
      ),
    },
  ];
  return (
    <Dialog open title={t('coupons.bookingsOf', { code })} onClose={onClose} closeLabel={ts('common.close')}>
      <ErrorMessage error={q.error} />
      {q.data ? (
        <DataTable
          caption={t('coupons.bookingsOf', { code })}
          columns={columns}
          data={q.data.bookings}
          rowKey={(b) => b.id}
          empty={t('coupons.bookingsEmpty')}
          pageSize={20}
          urlPrefix="cb_"
        />
      ) : q.isPending ? (
        <p className={ui.muted}>{ts('common.loading')}</p>
      ) : null}
    </Dialog>
  );
}
