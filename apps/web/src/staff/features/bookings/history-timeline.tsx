import { useState, type FormEvent } from 'react';
import { BOOKING_NOTE_MAX, type StaffBookingDetail, type StaffBookingHistoryEntry } from '@tenuta/contracts';
import { Field } from '../../../ui/field.tsx';
import { formatDateTime, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { BookingError } from './booking-error.tsx';
import styles from './bookings.module.css';
import { useAgencyEventLabel } from './channel-money.tsx';

type T = ReturnType<typeof useStaffT>['t'];

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The line under an entry: what the event's data says, in words. */
function detailOf(e: StaffBookingHistoryEntry, t: T): string | null {
  const d = e.data ?? {};
  switch (e.type) {
    case 'cancelled': {
      const cents = num(d.refund_cents) ?? 0;
      const refund = cents > 0 ? t('history.refund', { amount: formatMoney(cents), percent: num(d.refund_percent) ?? 0 }) : t('history.noRefund');
      const by = d.cancelled_by === 'guest' || d.cancelled_by === 'estate' ? t(`history.cancelledBy.${d.cancelled_by}`) : null;
      return [by, str(d.reason), refund, d.notify_guest === false ? t('history.notEmailed') : null].filter(Boolean).join(' · ');
    }
    case 'payment_voided':
      return t('history.paymentVoided', {
        amount: formatMoney(num(d.amount_cents) ?? 0),
        method: t(`methodInline.${str(d.method) ?? 'cash'}`),
        reason: str(d.reason) ?? '',
        due: formatMoney(num(d.due_cents) ?? 0),
      });
    case 'on_site_payment':
      return t('history.onSitePayment', {
        amount: formatMoney(num(d.amount_cents) ?? 0),
        method: t(`methodInline.${str(d.method) ?? 'cash'}`),
        due: formatMoney(num(d.due_cents) ?? 0),
      });
    case 'date_changed':
      return str(d.from_starts_at) && str(d.to_starts_at) ? t('history.moved', { from: formatDateTime(str(d.from_starts_at)!), to: formatDateTime(str(d.to_starts_at)!) }) : null;
    case 'confirmation_resent':
    case 'payment_link_resent':
      return str(d.recipient);
    case 'slot_cancelled':
      return str(d.reason);
    default:
      return null;
  }
}

function who(e: StaffBookingHistoryEntry, t: T): string {
  if (e.staff) return e.staff.name;
  return t(`history.actor.${e.actor_kind}`);
}

/** The booking's life in one column: state changes, staff actions and internal notes, newest last. */
export function HistoryTimeline({ history, payer }: { history: StaffBookingHistoryEntry[]; payer?: StaffBookingDetail['channel']['payer'] }) {
  const { t } = useStaffT('staffBookings');
  // A booking the agency pays was never "confirmed (pay on site)".
  const agencyLabel = useAgencyEventLabel(payer);
  if (history.length === 0) return <p className={ui.muted}>{t('history.empty')}</p>;
  return (
    <ol className={styles.timeline}>
      {history.map((e) => {
        const line = e.source === 'note' ? null : detailOf(e, t);
        const kind = e.source === 'note' ? styles.entryNote : e.actor_kind === 'staff' ? styles.entryStaff : '';
        return (
          <li key={e.id} className={`${styles.entry} ${kind}`}>
            <div className={styles.entryHead}>
              <span className={styles.entryWhat}>
                {e.source === 'note' ? t('history.note') : (agencyLabel(e.type) ?? t(`history.types.${e.type.replace(/\./g, '_')}`, { defaultValue: e.type }))}
              </span>
              <span className={styles.entryMeta}>
                {formatDateTime(e.at)} · {who(e, t)}
              </span>
            </div>
            {e.source === 'note' ? <p className={styles.note}>{e.body}</p> : line ? <p className={styles.entryBody}>{line}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** An internal note, added where the history is (never shown to the guest). */
export function NoteForm({ onAdd, pending, error }: { onAdd: (body: string) => Promise<unknown>; pending: boolean; error: unknown }) {
  const { t } = useStaffT('staffBookings');
  const [body, setBody] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    try {
      await onAdd(body.trim());
      setBody('');
    } catch {
      /* shown below */
    }
  };
  return (
    <form className={styles.noteForm} onSubmit={(e) => void submit(e)}>
      <Field label={t('notes.label')} hint={t('notes.hint')}>
        <textarea className={`${ui.input} ${styles.textarea}`} value={body} onChange={(e) => setBody(e.target.value)} required maxLength={BOOKING_NOTE_MAX} />
      </Field>
      <BookingError error={error} />
      <div>
        <button type="submit" className={ui.button} disabled={pending || !body.trim()}>
          {pending ? t('actions.working') : t('notes.add')}
        </button>
      </div>
    </form>
  );
}
