import { isStaffApiError } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';

/**
 * A failed booking call in the user's language: the server's sub-code (detail) from this
 * area's catalogue first ("amount_exceeds_due; due_cents=6000; amount_cents=6001" carries its
 * numbers), then the back office's common mapping.
 */
export function BookingError({ error }: { error: unknown }) {
  const { t } = useStaffT('staffBookings');
  const { t: ts } = useStaffT();
  if (!error) return null;
  let text = errorText(ts, error);
  if (isStaffApiError(error)) {
    const [code, ...params] = error.detail.split(';').map((p) => p.trim());
    const values = Object.fromEntries(params.map((p) => p.split('=') as [string, string]));
    const money = Object.fromEntries(Object.entries(values).map(([k, v]) => [k.replace(/_cents$/, ''), formatMoney(Number(v))]));
    const own = t(`errors.${code}`, { defaultValue: '', ...money });
    if (own) text = own;
  }
  return (
    <p role="alert" className={ui.alertError}>
      {text}
    </p>
  );
}
