import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Dialog } from '../../../ui/dialog.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { BookingError } from './booking-error.tsx';
import styles from './bookings.module.css';

/** An action with nothing to fill in (resend the confirmation, mark a no-show): say what happens, then confirm. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger,
  onClose,
  action,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  action: UseMutationResult<unknown, Error, void>;
}) {
  const { t } = useStaffT('staffBookings');
  const { t: ts } = useStaffT();
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <Dialog open={open} title={title} onClose={close} closeLabel={ts('common.close')}>
      <form
        className={ui.stack}
        onSubmit={(e) => {
          e.preventDefault();
          action.mutate(undefined, { onSuccess: close });
        }}
      >
        <div className={styles.confirmLine}>{children}</div>
        <BookingError error={action.error} />
        <div className={ui.row}>
          <button type="submit" className={danger ? ui.danger : ui.primary} disabled={action.isPending}>
            {action.isPending ? t('actions.working') : confirmLabel}
          </button>
          <button type="button" className={ui.ghost} onClick={close}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
