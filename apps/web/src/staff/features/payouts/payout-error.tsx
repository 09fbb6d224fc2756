import { errorText } from '../../app/error-text.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { payoutErrorText } from './payout-error-text.ts';

/** A failed payout call in the user's language: this page's own sub-codes first, then the back office's mapping. */
export function PayoutError({ error }: { error: unknown }) {
  const { t } = useStaffT('staffPayouts');
  const { t: ts } = useStaffT();
  if (!error) return null;
  const own = payoutErrorText(t, error);
  return (
    <p role="alert" className={ui.alertError}>
      {own || errorText(ts, error)}
    </p>
  );
}
