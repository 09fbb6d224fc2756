import { Link } from 'react-router';
import ui from '../../../ui/ui.module.css';
import { useStaffAuth } from '../../app/auth.tsx';
import { useStaffT } from '../../i18n/index.ts';

/** A slot of the calendar, as much of it as the link needs. */
interface SlotStart {
  id: number;
  category: string;
  booked_category?: string | null;
  date: string;
  starts_at: string;
  seats_free: number;
  is_active: boolean;
  cancelled_at: string | null;
}

/**
 * "New booking" for who may take one (bookings.create): from the bookings list, or from a slot
 * of the calendar that still has seats and has not started (the slot, its category and day
 * chosen in advance).
 */
export function NewBookingLink({ slot, small }: { slot?: SlotStart; small?: boolean }) {
  const { t } = useStaffT('staffDesk');
  const { can } = useStaffAuth();
  if (!can('bookings.create')) return null;
  if (slot && (!slot.is_active || slot.cancelled_at || slot.seats_free <= 0 || Date.parse(slot.starts_at) <= Date.now())) return null;
  const category = slot ? (slot.booked_category ?? slot.category) : null;
  const query = slot ? `?${new URLSearchParams({ slot: String(slot.id), ...(category && category !== 'CHOICE' ? { category } : {}), date: slot.date })}` : '';
  return (
    <Link to={`/staff/bookings/new${query}`} className={small ? `${ui.button} ${ui.small}` : ui.primary}>
      {slot ? t('actions.newOnSlot') : t('actions.new')}
    </Link>
  );
}
