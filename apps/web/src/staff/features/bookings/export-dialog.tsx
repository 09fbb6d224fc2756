import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { addDays, romeToday } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { downloadBookingsCsv, downloadPaymentsCsv } from './api.ts';
import { BookingError } from './booking-error.tsx';
import styles from './bookings.module.css';

/** What the file holds: bookings by the experience's day, bookings by the day they were paid, or the payments ledger. */
const KINDS = ['experience', 'payment', 'ledger'] as const;
type ExportKind = (typeof KINDS)[number];

/**
 * The CSV exports of a date range (the dates of the list's filter, or the next 30 days). One file
 * format for every language, said in the dialog: semicolons and decimal commas, for Italian
 * spreadsheets opened by double-click.
 */
export function ExportDialog({ open, onClose, from, to }: { open: boolean; onClose: () => void; from: string; to: string }) {
  const { t } = useStaffT('staffBookings');
  const { t: ts } = useStaffT();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [kind, setKind] = useState<ExportKind>('experience');
  const start = from || romeToday();
  const end = to || (from ? from : addDays(start, 30));
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const [a, b] = [String(f.get('from')), String(f.get('to'))];
    setBusy(true);
    setError(null);
    try {
      await (kind === 'ledger' ? downloadPaymentsCsv(a, b) : downloadBookingsCsv(a, b, kind));
      onClose();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} title={t('export.title')} onClose={onClose} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={(e) => void submit(e)}>
        <fieldset className={styles.choices}>
          <legend className={ui.label}>{t('export.what')}</legend>
          {KINDS.map((k) => (
            <label key={k} className={styles.choice}>
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              <span className={styles.choiceText}>
                <span>{t(`export.kind.${k}`)}</span>
                <span className={ui.hint}>{t(`export.kindHint.${k}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={ui.grid2}>
          <Field label={ts('common.from')}>
            <input className={ui.input} type="date" name="from" required defaultValue={start} />
          </Field>
          <Field label={ts('common.to')}>
            <input className={ui.input} type="date" name="to" required defaultValue={end} />
          </Field>
        </div>
        <p className={ui.muted}>{t('export.format')}</p>
        <BookingError error={error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={busy}>
            {busy ? ts('common.working') : t('export.download')}
          </button>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
