import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { readSessionBookings, removeSessionBooking, upsertSessionBooking, writeSessionBookings, type SessionBooking } from '../session-bookings.ts';
import { AvailabilityPanel } from './availability-panel.tsx';
import { CreateBookingPanel } from './create-booking-panel.tsx';
import { SessionList } from './session-list.tsx';
import styles from './test-booking.module.css';

/**
 * The developer test page: list, create, cancel, check availability. `onOpenSuccess` runs before the link to /booking-success is
 * followed (the route stores the booking for the older success flow).
 */
export function TestBookingView({ onOpenSuccess }: { onOpenSuccess: (entry: SessionBooking) => void }) {
  const { t } = useTranslation('testBooking');
  const [slotId, setSlotId] = useState<number | null>(null);
  const [entries, setEntries] = useState<SessionBooking[]>([]);

  useEffect(() => setEntries(readSessionBookings()), []);
  const change = (next: (list: SessionBooking[]) => SessionBooking[]) =>
    setEntries((list) => {
      const updated = next(list);
      writeSessionBookings(updated);
      return updated;
    });

  return (
    <div className={`container ${styles.page}`} data-testid="test-booking">
      <header className={styles.header}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <div className={styles.columns}>
        <div className={styles.column}>
          <AvailabilityPanel onUseSlot={setSlotId} />
          <CreateBookingPanel slotId={slotId} onCreated={(entry) => change((list) => upsertSessionBooking(list, entry))} />
        </div>
        <SessionList
          entries={entries}
          onOpenSuccess={onOpenSuccess}
          onUpdate={(entry) => change((list) => upsertSessionBooking(list, entry))}
          onRemove={(id) => change((list) => removeSessionBooking(list, id))}
        />
      </div>
    </div>
  );
}
