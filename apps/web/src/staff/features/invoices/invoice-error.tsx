import { isStaffApiError } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';

/** A failed invoice call in the user's language: this page's sub-codes first (with the buyer's or the e-invoice's problems), then the back office's mapping. */
export function InvoiceError({ error }: { error: unknown }) {
  const { t } = useStaffT('staffInvoices');
  const { t: ts } = useStaffT();
  if (!error) return null;
  const own = isStaffApiError(error) && error.detail ? t(`errors.${error.detail}`, { defaultValue: '' }) : '';
  const problems = isStaffApiError(error) ? ((error.body as { problems?: unknown } | null)?.problems ?? []) : [];
  const list = Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string') : [];
  return (
    <div role="alert" className={ui.alertError}>
      <p>{own || errorText(ts, error)}</p>
      {list.length > 0 ? (
        <ul>
          {list.map((p) => (
            <li key={p}>{t(`problems.${p}`, { defaultValue: p })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
