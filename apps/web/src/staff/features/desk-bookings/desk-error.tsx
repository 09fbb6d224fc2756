import { isStaffApiError } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';

/**
 * A refused booking or change in the user's language: the server's sub-code (`detail`, e.g.
 * "not_enough_seats; free=3; asked=4") from this area's catalogue with its numbers (amounts in
 * cents shown as euros, counts as they are), then the bookings' words, then the common mapping.
 */
export function DeskError({ error }: { error: unknown }) {
  const { t } = useStaffT('staffDesk');
  const { t: tb } = useStaffT('staffBookings');
  const { t: ts } = useStaffT();
  if (!error) return null;
  let text = errorText(ts, error);
  if (isStaffApiError(error)) {
    const [code, ...params] = error.detail.split(';').map((p) => p.trim());
    const values = Object.fromEntries(
      params.map((p) => p.split('=') as [string, string]).map(([k, v]) => (k.endsWith('_cents') ? [k.replace(/_cents$/, ''), formatMoney(Number(v))] : [k, Number(v)])),
    );
    const credit = (error.body as { credit?: { limit_cents: number; used_cents: number; order_cents: number } } | null)?.credit;
    const own =
      error.code === 'credit_limit_exceeded' && credit
        ? t('errors.credit_limit_exceeded', { limit: formatMoney(credit.limit_cents), used: formatMoney(credit.used_cents), order: formatMoney(credit.order_cents) })
        : t(`errors.${code}`, { defaultValue: '', ...values, ...(typeof values.free === 'number' ? { count: values.free } : {}) }) || tb(`errors.${code}`, { defaultValue: '' });
    if (own) text = own;
  }
  return (
    <p role="alert" className={ui.alertError}>
      {text}
    </p>
  );
}
