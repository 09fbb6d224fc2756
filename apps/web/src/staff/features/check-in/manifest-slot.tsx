import { Link } from 'react-router';
import type { StaffArrival, StaffManifestSlot } from '@tenuta/contracts';
import { useStaffAuth } from '../../app/auth.tsx';
import { DataTable, type ColumnDef } from '../../../ui/data-table.tsx';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import type { CheckInOutcome } from './api.ts';
import { checkedInText, peopleText, slotTitle, timeRange } from './check-in-format.ts';
import styles from './check-in.module.css';
import { ChannelMention } from '../bookings/channel-mention.tsx';

const CHECKABLE = new Set(['confirmed', 'paid']);

/** The arrival cell: who checked the guest in and when, or the button to do it (a box to tick on paper). */
function ArrivalCell({ booking, outcome, busy, onCheckIn }: { booking: StaffArrival; outcome: CheckInOutcome | undefined; busy: boolean; onCheckIn: () => void }) {
  const { t } = useStaffT('staffCheckIn');
  const { can } = useStaffAuth();
  const name = booking.customer_name ?? booking.booking_number;
  if (booking.check_in) {
    return (
      <span className={styles.arrived}>
        <span aria-hidden="true">✓ </span>
        {checkedInText(t, booking.check_in)}
      </span>
    );
  }
  if (!CHECKABLE.has(booking.status)) return <span className={ui.badge}>{t(`status.${booking.status}`, { defaultValue: booking.status })}</span>;
  const refusal = outcome && outcome.kind !== 'checked_in' ? outcome : undefined;
  return (
    <>
      <span className={styles.printBox} aria-hidden="true" />
      {can('checkin') ? (
        <button type="button" className={`${ui.primary} ${styles.rowButton}`} onClick={onCheckIn} disabled={busy} aria-label={t('manifest.checkInOf', { name })}>
          {t('manifest.checkIn')}
        </button>
      ) : null}
      {refusal ? (
        <span className={styles.rowRefusal} role="alert">
          {refusal.kind === 'already_checked_in' ? `${t('result.already')}: ${checkedInText(t, refusal)}` : t(`manifest.refused.${refusal.kind}`)}
        </span>
      ) : null}
    </>
  );
}

/** One slot of the manifest: its heading and totals, and its bookings with a check-in button on each row. */
export function ManifestSlot({
  slot,
  rows,
  outcomes,
  busyId,
  onCheckIn,
}: {
  slot: StaffManifestSlot;
  rows: StaffArrival[];
  outcomes: Record<number, CheckInOutcome>;
  busyId: number | null;
  onCheckIn: (b: StaffArrival) => void;
}) {
  const { t, i18n } = useStaffT('staffCheckIn');
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const tot = slot.totals;
  const columns: ColumnDef<StaffArrival, unknown>[] = [
    {
      id: 'arrival',
      header: t('manifest.arrival'),
      enableSorting: false,
      meta: { card: 'action' },
      cell: (c) => <ArrivalCell booking={c.row.original} outcome={outcomes[c.row.original.id]} busy={busyId === c.row.original.id} onCheckIn={() => onCheckIn(c.row.original)} />,
    },
    {
      id: 'guest',
      header: t('manifest.guest'),
      meta: { card: 'title' },
      accessorFn: (b) => b.customer_name ?? '',
      cell: (c) => {
        const b = c.row.original;
        return (
          <div className={styles.guestCell}>
            <strong>{b.customer_name ?? '—'}</strong>
            <span className={styles.sub}>
              <Link to={`/staff/bookings/${b.id}`} className={styles.mono}>
                {b.booking_number}
              </Link>
              {b.customer_phone ? (
                <>
                  {' · '}
                  <a href={`tel:${b.customer_phone.replace(/[^\d+]/g, '')}`}>{b.customer_phone}</a>
                </>
              ) : null}
            </span>
            {slot.category === 'CHOICE' ? <span className={styles.sub}>{b.experience_title[lang]}</span> : null}
            <ChannelMention channel={b.channel} payer className={styles.sub} />
          </div>
        );
      },
    },
    {
      id: 'people',
      header: t('manifest.people'),
      accessorFn: (b) => b.people_count,
      cell: (c) => (
        <div className={styles.guestCell}>
          <strong>{c.row.original.people_count}</strong>
          <span className={styles.sub}>{peopleText(t, c.row.original.adults, c.row.original.children)}</span>
        </div>
      ),
    },
    {
      id: 'due',
      header: t('manifest.due'),
      accessorFn: (b) => b.due_on_site_cents,
      cell: (c) => <span className={styles.money}>{c.row.original.due_on_site_cents > 0 ? formatMoney(c.row.original.due_on_site_cents) : '—'}</span>,
    },
    {
      id: 'language',
      header: t('manifest.language'),
      accessorFn: (b) => b.language,
      cell: (c) => (
        <span className={styles.nowrap}>
          {c.row.original.language} {c.row.original.vip ? <span className={ui.badgeWine}>VIP</span> : null}
        </span>
      ),
    },
    { id: 'notes', header: t('manifest.notes'), enableSorting: false, cell: (c) => <span className={styles.notes}>{c.row.original.notes ?? ''}</span> },
  ];
  const time = timeRange(slot.starts_at, slot.duration_minutes);
  return (
    <section id={`slot-${slot.id}`} className={styles.manifestSlot} aria-labelledby={`slot-${slot.id}-title`} data-empty={slot.bookings.length === 0 || undefined}>
      <div className={styles.manifestSlotHead}>
        <h2 id={`slot-${slot.id}-title`} className={styles.manifestSlotTitle}>
          <span className={styles.slotTime}>{time}</span> {slotTitle(t, lang, slot)}
        </h2>
        {slot.cancelled ? <span className={ui.badgeBad}>{t('slot.cancelled')}</span> : !slot.is_active ? <span className={ui.badge}>{t('slot.closed')}</span> : null}
        <p className={styles.manifestSlotMeta}>
          {t('manifest.slotTotals', { count: tot.bookings, people: tot.people_count, capacity: slot.capacity_total, checkedIn: tot.checked_in_bookings })}
          {tot.due_on_site_cents > 0 ? ` · ${t('manifest.toCollect', { amount: formatMoney(tot.due_on_site_cents) })}` : ''}
        </p>
      </div>
      {slot.bookings.length === 0 ? (
        <p className={styles.slotEmpty}>{t('manifest.noBookings')}</p>
      ) : rows.length === 0 ? (
        <p className={styles.slotEmpty}>{t('manifest.noMatch')}</p>
      ) : (
        <DataTable
          caption={t('manifest.tableCaption', { time, title: slotTitle(t, lang, slot) })}
          columns={columns}
          data={rows}
          rowKey={(b) => b.id}
          urlPrefix={`s${slot.id}_`}
          empty={null}
          cards
        />
      )}
    </section>
  );
}
