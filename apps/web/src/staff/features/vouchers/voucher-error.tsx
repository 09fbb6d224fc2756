import { isStaffApiError } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';

/** A failed voucher call in the user's language: this page's sub-codes first, then the back office's mapping. */
export function VoucherError({ error }: { error: unknown }) {
  const { t } = useStaffT('staffVouchers');
  const { t: ts } = useStaffT();
  if (!error) return null;
  const own = isStaffApiError(error) && error.detail ? t(`errors.${error.detail}`, { defaultValue: '' }) : '';
  return (
    <p role="alert" className={ui.alertError}>
      {own || errorText(ts, error)}
    </p>
  );
}
