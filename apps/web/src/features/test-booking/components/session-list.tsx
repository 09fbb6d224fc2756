import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro, formatRomeDate, formatRomeTime } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { cancelBooking, getBooking } from '../api/test-booking-api.ts';
import type { SessionBooking } from '../session-bookings.ts';
import { Field, Outcome } from './field.tsx';
import styles from './test-booking.module.css';

interface ItemProps {
  entry: SessionBooking;
  /** Where the older success page shows this booking. */
  successHref: string;
  onOpenSuccess: (entry: SessionBooking) => void;
  onUpdate: (entry: SessionBooking) => void;
  onRemove: (bookingId: number) => void;
}

function SessionItem({ entry, successHref, onOpenSuccess, onUpdate, onRemove }: ItemProps) {
  const { t } = useTranslation('testBooking');
  const locale = useLocale();
  const { booking, token } = entry;
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState(() => t('list.reasonDefault'));
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const fail = (e: Error) => setMessage({ tone: 'error', text: t('errors.request', { message: e.message }) });

  const refresh = useMutation(
    {
      mutationFn: () => getBooking(booking.id, token),
      onSuccess: (r) => {
        onUpdate({ token, booking: r.data.booking });
        setMessage({ tone: 'ok', text: t('list.refreshed', { number: r.data.booking.booking_number, status: r.data.booking.status }) });
      },
      onError: fail,
    },
    queryClient,
  );
  const cancel = useMutation(
    {
      mutationFn: (why: string) => cancelBooking(booking.id, token, why),
      onSuccess: (r) => {
        onUpdate({ token, booking: r.data.booking });
        setCancelling(false);
        const number = r.data.booking.booking_number;
        setMessage({
          tone: 'ok',
          text: r.data.nothing_charged
            ? t('list.nothingCharged', { number })
            : t('list.cancelled', { number, amount: formatEuro(r.data.refund_amount, locale), percent: r.data.refund_percent }),
        });
      },
      onError: fail,
    },
    queryClient,
  );

  const submitCancel = (e: FormEvent) => {
    e.preventDefault();
    cancel.mutate(reason);
  };
  const busy = refresh.isPending || cancel.isPending;
  const reasonId = `tb-reason-${booking.id}`;

  return (
    <li className={styles.item} data-testid="tb-session-booking" data-status={booking.status}>
      <div className={styles.itemHead}>
        <p className={styles.itemNumber}>{booking.booking_number}</p>
        <p className={styles.itemName}>{booking.experience_title[locale] || booking.experience_name}</p>
      </div>
      <dl className={styles.itemFacts}>
        <div>
          <dt>{t('list.when')}</dt>
          <dd>
            {formatRomeDate(booking.starts_at, locale, 'short')} {formatRomeTime(booking.starts_at, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('list.people')}</dt>
          <dd>{booking.people_count}</dd>
        </div>
        <div>
          <dt>{t('list.status')}</dt>
          <dd data-testid="tb-status">{booking.status}</dd>
        </div>
        <div>
          <dt>{t('list.payment')}</dt>
          <dd>{booking.payment_status}</dd>
        </div>
        <div>
          <dt>{t('list.total')}</dt>
          <dd>{formatEuro(booking.amounts.total, locale)}</dd>
        </div>
      </dl>
      <div className={styles.itemActions}>
        <Link to={successHref} className="btn btn-secondary" onClick={() => onOpenSuccess(entry)}>
          {t('list.openSuccess')}
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => refresh.mutate()} disabled={busy}>
          {t('list.refresh')}
        </button>
        {booking.cancellation.allowed && !cancelling ? (
          <button type="button" className="btn btn-secondary" onClick={() => setCancelling(true)} disabled={busy}>
            {t('list.cancel')}
          </button>
        ) : null}
        <button type="button" className={styles.linkButton} onClick={() => onRemove(booking.id)}>
          {t('list.remove')}
        </button>
      </div>
      {cancelling ? (
        <form className={styles.cancelForm} onSubmit={submitCancel}>
          <Field id={reasonId} label={t('list.reason')}>
            {(c) => (
              // biome-ignore lint/a11y/noAutofocus: the form opens on the guest's own click on Cancel; the focus follows into it
              <textarea {...c} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={2} autoFocus />
            )}
          </Field>
          <div className={styles.itemActions}>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('list.confirmCancel')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setCancelling(false)}>
              {t('list.keep')}
            </button>
          </div>
        </form>
      ) : null}
      <Outcome tone={message?.tone ?? null}>{message ? <p>{message.text}</p> : null}</Outcome>
    </li>
  );
}

/** The test page lists bookings, here the ones this tab created (no public list exists). */
export function SessionList({ entries, ...handlers }: { entries: SessionBooking[] } & Omit<ItemProps, 'entry' | 'successHref'>) {
  const { t } = useTranslation('testBooking');
  return (
    <section className={styles.panel} aria-labelledby="tb-list">
      <h2 id="tb-list" className={styles.panelTitle}>
        {t('list.title')}
      </h2>
      <p className={styles.note}>{t('list.note')}</p>
      {entries.length === 0 ? (
        <p className={styles.empty}>{t('list.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <SessionItem key={entry.booking.id} entry={entry} successHref={`/booking-success?booking=${encodeURIComponent(entry.booking.booking_number)}`} {...handlers} />
          ))}
        </ul>
      )}
    </section>
  );
}
