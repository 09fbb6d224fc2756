import type { BookingPaymentStatus, BookingStatus } from '@tenuta/contracts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';

const statusClass: Record<BookingStatus, string | undefined> = {
  pending: ui.badgeWarn,
  confirmed: ui.badgeGood,
  paid: ui.badgeGood,
  checked_in: ui.badgeWine,
  no_show: ui.badgeBad,
  cancelled: ui.badge,
  refunded: ui.badge,
};
const paymentClass: Record<BookingPaymentStatus, string | undefined> = {
  unpaid: ui.badgeWarn,
  paid: ui.badgeGood,
  pay_on_site: ui.badgeWarn,
  on_account: ui.badge,
  refunded: ui.badge,
  partially_refunded: ui.badge,
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useStaffT('staffBookings');
  return <span className={statusClass[status]}>{t(`status.${status}`)}</span>;
}

export function PaymentBadge({ status }: { status: BookingPaymentStatus }) {
  const { t } = useStaffT('staffBookings');
  return <span className={paymentClass[status]}>{t(`paymentStatus.${status}`)}</span>;
}

/** A booking that is over with nothing left to collect: its "pay on site" would mislead, so no payment badge. */
export const paymentBadgeShown = (b: { status: BookingStatus; payment_status: BookingPaymentStatus }): boolean =>
  !(['cancelled', 'refunded', 'no_show'] as BookingStatus[]).includes(b.status) || b.payment_status !== 'pay_on_site';
