import type { StaffTodaySlot } from '@tenuta/contracts';
import { useStaffT } from '../../i18n/index.ts';
import styles from './check-in.module.css';

/** The guests a slot still expects, by name with their party, and how many more the manifest lists. */
export function ArrivalNames({ slot }: { slot: StaffTodaySlot }) {
  const { t } = useStaffT('staffCheckIn');
  const shown = slot.next_arrivals;
  if (shown.length === 0) return null;
  const more = Math.max(0, slot.arrivals.bookings - slot.checked_in.bookings - shown.length);
  return (
    <ul className={styles.arrivalNames} aria-label={t('slot.expected')}>
      {shown.map((a) => (
        <li key={a.booking_id}>
          <span className={styles.arrivalName}>{a.customer_name ?? a.booking_number}</span>
          <span className={styles.arrivalParty}>{t('slot.party', { count: a.people_count })}</span>
        </li>
      ))}
      {more > 0 ? <li className={styles.arrivalMore}>{t('slot.moreArrivals', { count: more })}</li> : null}
    </ul>
  );
}
