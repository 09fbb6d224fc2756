import type { StaffBookingDetail } from '@tenuta/contracts';
import { useStaffT } from '../../i18n/index.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useFrontDeskActions } from './front-desk-actions.ts';

export type FrontDeskDialog = 'undoNoShow' | 'undoCheckIn';

/** The confirmations of the desk's corrections on the booking's page: a no-show undone (a late guest), a check-in undone. */
export function FrontDeskDialogs({ open, booking: b, onClose }: { open: string | null; booking: StaffBookingDetail; onClose: () => void }) {
  const { t } = useStaffT('staffBookings');
  const actions = useFrontDeskActions(b.id);
  const name = b.guest.name ?? b.booking_number;
  if (open === 'undoNoShow') {
    return (
      <ConfirmDialog open title={t('undoNoShow.title')} confirmLabel={t('undoNoShow.confirm')} onClose={onClose} action={actions.undoNoShow}>
        {t('undoNoShow.body', { name })}
      </ConfirmDialog>
    );
  }
  if (open === 'undoCheckIn') {
    return (
      <ConfirmDialog open danger title={t('undoCheckIn.title')} confirmLabel={t('undoCheckIn.confirm')} onClose={onClose} action={actions.undoCheckIn}>
        {t('undoCheckIn.body', { name })}
      </ConfirmDialog>
    );
  }
  return null;
}
