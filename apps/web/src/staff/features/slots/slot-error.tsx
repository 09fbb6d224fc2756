import { isStaffApiError } from '../../app/api.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';

const known = ['capacity_below_taken', 'slot_cancelled', 'slot_ended', 'slot_already_cancelled', 'reason_required'];

/**
 * A failed slot call: the calendar's own refusals in words (with the current numbers for a
 * capacity below the seats taken), anything else through the back office's ErrorMessage.
 */
export function SlotError({ error, taken }: { error: unknown; taken?: { booked: number; held: number } | undefined }) {
  const { t } = useStaffT('staffSlots');
  if (!error) return null;
  if (isStaffApiError(error) && known.includes(error.detail)) {
    const numbers = taken ? { taken: taken.booked + taken.held, booked: taken.booked, held: taken.held } : {};
    return (
      <p role="alert" className={ui.alertError}>
        {t(`errors.${error.detail}`, numbers)}
      </p>
    );
  }
  return <ErrorMessage error={error} />;
}
