import type { StaffVoucherRow } from '@tenuta/contracts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './vouchers.module.css';

const badge: Record<StaffVoucherRow['status'], string> = {
  active: ui.badgeGood!,
  pending_payment: ui.badgeWarn!,
  voided: ui.badgeBad!,
  expired: ui.badge!,
  abandoned: ui.badge!,
};

export function VoucherStatusBadge({ status }: { status: StaffVoucherRow['status'] }) {
  const { t } = useStaffT('staffVouchers');
  return <span className={badge[status]}>{t(`status.${status}`)}</span>;
}

/** The code as staff may see it: its last four characters, or that none was sent yet. */
export function VoucherCode({ last4 }: { last4: string | null }) {
  const { t } = useStaffT('staffVouchers');
  return last4 ? <span className={styles.code}>···· {last4}</span> : <span className={ui.muted}>{t('list.notSent')}</span>;
}
