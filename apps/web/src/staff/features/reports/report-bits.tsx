import { type ReactNode, useState } from 'react';
import ui from '../../../ui/ui.module.css';
import { isStaffApiError } from '../../app/api.ts';
import { useStaffAuth } from '../../app/auth.tsx';
import { errorText } from '../../app/error-text.ts';
import { useStaffT } from '../../i18n/index.ts';
import styles from './reports.module.css';

/** A failed report call in the user's language: the reports' own sub-codes first, then the back office's mapping. */
export function ReportError({ error }: { error: unknown }) {
  const { t } = useStaffT('staffReports');
  const { t: ts } = useStaffT();
  if (!error) return null;
  const own = isStaffApiError(error) && error.detail ? t(`errors.${error.detail}`, { defaultValue: '' }) : '';
  return (
    <p role="alert" className={ui.alertError}>
      {own || errorText(ts, error)}
    </p>
  );
}

/** The figures at the top of a report. */
export function FigureCards({ items }: { items: readonly { label: string; value: string; sub?: string | undefined }[] }) {
  return (
    <div className={styles.cards}>
      {items.map((x) => (
        <div key={x.label} className={ui.card}>
          <p className={styles.cardLabel}>{x.label}</p>
          <p className={styles.cardFigure}>{x.value}</p>
          {x.sub ? <p className={styles.cardSub}>{x.sub}</p> : null}
        </div>
      ))}
    </div>
  );
}

/** Downloads a table's CSV (for roles that may export); a failure is said beside it. */
export function CsvButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const { can } = useStaffAuth();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  if (!can('exports')) return null;
  return (
    <>
      <button
        type="button"
        className={`${ui.button} ${ui.small}`}
        disabled={busy}
        onClick={() => {
          setError(null);
          setBusy(true);
          download()
            .catch(setError)
            .finally(() => setBusy(false));
        }}
      >
        {label}
      </button>
      <ReportError error={error} />
    </>
  );
}

/** While the first answer is on its way. */
export function Loading({ children }: { children?: ReactNode }) {
  const { t } = useStaffT();
  return <p className={ui.muted}>{children ?? t('common.loading')}</p>;
}
