import { Link } from 'react-router';
import type { StaffTodaySlot } from '@tenuta/contracts';
import { formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { ArrivalNames } from './arrival-names.tsx';
import { slotTitle, timeRange } from './check-in-format.ts';
import styles from './check-in.module.css';
import { SlotChannels } from '../bookings/channel-mention.tsx';
import { SeatsBar } from './seats-bar.tsx';

/**
 * One slot of the Today page: when, what, seats, arrivals (the guests still expected by name),
 * money to collect; the whole card opens its manifest. A slot that has ended is set apart.
 */
export function SlotCard({ slot, date }: { slot: StaffTodaySlot; date: string }) {
  const { t, i18n } = useStaffT('staffCheckIn');
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const time = timeRange(slot.starts_at, slot.duration_minutes);
  const title = slotTitle(t, lang, slot);
  return (
    <li className={styles.slotCard} data-cancelled={slot.cancelled || undefined} data-ended={slot.ended || undefined}>
      <div className={styles.slotHead}>
        <h3 className={styles.slotTitle}>
          <Link className={styles.slotLink} to={`/staff/manifest?date=${date}#slot-${slot.id}`} aria-label={t('slot.openManifestOf', { time, title })}>
            <span className={styles.slotTime}>{time}</span> {title}
          </Link>
        </h3>
        <div className={styles.badges}>
          {slot.cancelled ? (
            <span className={ui.badgeBad}>{t('slot.cancelled')}</span>
          ) : slot.ended ? (
            <span className={ui.badge}>{t('slot.ended')}</span>
          ) : !slot.is_active ? (
            <span className={ui.badge}>{t('slot.closed')}</span>
          ) : null}
          {slot.is_private ? <span className={ui.badgeWine}>{t('slot.private')}</span> : null}
        </div>
      </div>
      {slot.cancelled || slot.ended ? null : (
        <SeatsBar
          booked={slot.booked}
          held={slot.held}
          capacity={slot.capacity_total}
          label={t('slot.seats', { booked: slot.booked, held: slot.held, free: slot.free, capacity: slot.capacity_total })}
        />
      )}
      <p className={styles.slotLine}>
        {slot.arrivals.bookings === 0
          ? t('slot.noArrivals')
          : t('slot.arrivalsLine', { count: slot.arrivals.bookings, people: slot.arrivals.people, checkedIn: slot.checked_in.bookings })}
        {slot.due_on_site_cents > 0 ? (
          <>
            {' · '}
            <strong className={styles.money}>{t('slot.dueLine', { amount: formatMoney(slot.due_on_site_cents) })}</strong>
          </>
        ) : null}
      </p>
      {slot.cancelled || slot.ended ? null : <ArrivalNames slot={slot} />}
      <SlotChannels channels={slot.channels} className={styles.slotLine} />
    </li>
  );
}
