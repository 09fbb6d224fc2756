import { Link } from 'react-router';
import { useStaffAuth } from '../../app/auth.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatDateTime, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useSlot, useSlotMutations } from './api.ts';
import { SeatsBar } from './calendar-grid.tsx';
import styles from './calendar.module.css';
import { CancelOutcome, SlotCancelForm } from './slot-cancel-form.tsx';
import { SlotEditForm } from './slot-edit-form.tsx';
import { SlotError } from './slot-error.tsx';
import { formatCalendarDay, languageName, slotState, slotTitle } from './slot-text.ts';
import { NewBookingLink } from '../desk-bookings/new-booking-link.tsx';

/** One slot: what it is, its seats and bookings; for slots.write, edit, close/reopen and cancel. */
export function SlotDialog({ slotId, onClose }: { slotId: number | null; onClose: () => void }) {
  const { t } = useStaffT('staffSlots');
  const { t: ts } = useStaffT();
  const { can } = useStaffAuth();
  const detail = useSlot(slotId);
  const { cancel } = useSlotMutations();
  const outcome = cancel.data ?? null;
  const d = detail.data;
  const s = d?.slot;
  const state = s ? slotState(s) : 'open';
  const ended = s ? Date.parse(s.ends_at) <= Date.now() : false;
  const writable = can('slots.write') && state !== 'cancelled' && !ended;

  return (
    <Dialog open={slotId !== null} title={s ? `${slotTitle(t, s)} · ${s.start_time}` : t('dialog.loading')} onClose={onClose} closeLabel={ts('common.close')}>
      {detail.isPending ? <p className={ui.muted}>{ts('common.loading')}</p> : null}
      <SlotError error={detail.error} />
      {d && s ? (
        <div className={ui.stack} data-testid="slot-dialog">
          <dl className={styles.facts}>
            <dt>{t('dialog.when')}</dt>
            <dd>
              {formatCalendarDay(s.date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, {s.start_time}–{s.end_time}
            </dd>
            <dt>{t('dialog.category')}</dt>
            <dd>
              {t(`categories.${s.category}`)}
              {s.booked_category ? ` (${t('choiceAs', { category: t(`categories.${s.booked_category}`) })})` : ''}
            </dd>
            <dt>{t('dialog.languages')}</dt>
            <dd>{s.languages.map(languageName).join(', ')}</dd>
            <dt>{t('dialog.prices')}</dt>
            <dd>
              {[
                s.truffle_price_cents !== null ? `${t('categories.TRUFFLE')} ${formatMoney(s.truffle_price_cents)}` : null,
                s.truffle_vip_upgrade_price_cents !== null ? `VIP +${formatMoney(s.truffle_vip_upgrade_price_cents)}` : null,
                s.wine_price_cents !== null ? `${t('categories.WINE')} ${formatMoney(s.wine_price_cents)}` : null,
                s.wine_vip_upgrade_price_cents !== null ? `VIP +${formatMoney(s.wine_vip_upgrade_price_cents)}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </dd>
            <dt>{t('dialog.state')}</dt>
            <dd>
              <span className={state === 'cancelled' ? ui.badgeBad : state === 'closed' ? ui.badge : ui.badgeGood}>{t(`state.${state}`)}</span>
              {s.is_private ? <span className={ui.badgeWine}> {t('state.private')}</span> : null}
            </dd>
            {s.cancelled_at ? (
              <>
                <dt>{t('dialog.cancelledAt')}</dt>
                <dd>
                  {formatDateTime(s.cancelled_at)} · {s.cancel_reason}
                </dd>
              </>
            ) : null}
          </dl>
          <div>
            <SeatsBar slot={s} large />
            <p className={styles.seatNumbers}>
              <span>{t('seats.booked', { count: s.seats_booked })}</span>
              <span>{t('seats.held', { count: s.seats_held })}</span>
              <span>{t('seats.free', { count: s.seats_free })}</span>
              <span>{t('seats.capacity', { count: s.capacity_total })}</span>
            </p>
          </div>
          <NewBookingLink small slot={s} />
          {outcome ? <CancelOutcome result={outcome} /> : null}
          <section className={styles.section} aria-labelledby="slot-bookings-title">
            <h3 id="slot-bookings-title" className={styles.sectionTitle}>
              {t('dialog.bookings')}
            </h3>
            {d.bookings.length === 0 ? (
              <p className={ui.muted}>{t('dialog.noBookings')}</p>
            ) : (
              <ul className={styles.bookings}>
                {d.bookings.map((b) => (
                  <li key={b.id}>
                    <span>
                      {can('bookings.read') ? <Link to={`/staff/bookings/${b.id}`}>{b.booking_number}</Link> : b.booking_number} · {b.customer_name ?? '—'}
                    </span>
                    <span>
                      {t('dialog.people', { count: b.adults + b.children })} · {b.language} ·{' '}
                      {b.paid_cents > 0 ? t('dialog.paid', { amount: formatMoney(b.paid_cents) }) : t('dialog.unpaid')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {writable ? (
            <>
              <SlotEditForm key={s.id} slot={s} />
              <SlotCancelForm key={`cancel-${s.id}`} detail={d} cancel={cancel} />
            </>
          ) : state !== 'cancelled' && can('slots.write') ? (
            <p className={ui.muted}>{t('dialog.ended')}</p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
