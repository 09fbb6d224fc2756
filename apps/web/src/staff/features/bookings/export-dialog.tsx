import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { addDays, romeToday } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { downloadBookingsCsv } from './api.ts';
import { BookingError } from './booking-error.tsx';

/** The CSV of the bookings whose slot is in a date range (the dates of the list's filter, or the next 30 days). */
export function ExportDialog({ open, onClose, from, to }: { open: boolean; onClose: () => void; from: string; to: string }) {
  const { t } = useStaffT('staffBookings');
  const { t: ts } = useStaffT();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const start = from || romeToday();
  const end = to || (from ? from : addDays(start, 30));
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await downloadBookingsCsv(String(f.get('from')), String(f.get('to')));
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
        <p className={ui.muted}>{t('export.help')}</p>
        <div className={ui.grid2}>
          <Field label={ts('common.from')}>
            <input className={ui.input} type="date" name="from" required defaultValue={start} />
          </Field>
          <Field label={ts('common.to')}>
            <input className={ui.input} type="date" name="to" required defaultValue={end} />
          </Field>
        </div>
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
