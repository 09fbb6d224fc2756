import type { StaffSlot } from '@tenuta/contracts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import type { Period } from './calendar-period.ts';
import styles from './calendar.module.css';
import { formatCalendarDay, seatsText, slotState, slotTitle, weekdayNames } from './slot-text.ts';

/** Booked, held and free seats as one small bar (the numbers are in the text beside it). */
export function SeatsBar({ slot, large = false }: { slot: StaffSlot; large?: boolean }) {
  const pct = (n: number) => `${slot.capacity_total > 0 ? Math.min(100, (n / slot.capacity_total) * 100) : 0}%`;
  return (
    <span className={`${styles.bar} ${large ? styles.barLarge : ''}`} aria-hidden="true">
      <span className={styles.barBooked} style={{ width: pct(slot.seats_booked) }} />
      <span className={styles.barHeld} style={{ width: pct(slot.seats_held) }} />
    </span>
  );
}

/** Over already: shown quieter. */
const isPast = (slot: StaffSlot) => Date.parse(slot.ends_at) <= Date.now();

function StateBadges({ slot }: { slot: StaffSlot }) {
  const { t } = useStaffT('staffSlots');
  const state = slotState(slot);
  if (state === 'open' && !slot.is_private) return null;
  return (
    <span className={styles.badges}>
      {state === 'cancelled' ? <span className={ui.badgeBad}>{t('state.cancelled')}</span> : null}
      {state === 'closed' ? <span className={ui.badge}>{t('state.closed')}</span> : null}
      {slot.is_private && state !== 'cancelled' ? <span className={ui.badgeWine}>{t('state.private')}</span> : null}
    </span>
  );
}

/** One slot in the week: time, what it is, seats, state. A button: it opens the slot. */
function SlotCard({ slot, onOpen }: { slot: StaffSlot; onOpen: (id: number) => void }) {
  const { t } = useStaffT('staffSlots');
  return (
    <button
      type="button"
      className={styles.slot}
      data-category={slot.category}
      data-state={slotState(slot)}
      data-past={isPast(slot)}
      data-slot-id={slot.id}
      onClick={() => onOpen(slot.id)}
    >
      <span className={styles.time}>
        {slot.start_time}–{slot.end_time}
      </span>
      <span className={styles.what}>{slotTitle(t, slot)}</span>
      <span className={styles.seatsLine}>
        <SeatsBar slot={slot} />
        <span aria-hidden="true">{t('seats.freeOf', { free: slot.seats_free, capacity: slot.capacity_total })}</span>
        <span className={ui.visuallyHidden}>{seatsText(t, slot)}</span>
      </span>
      <StateBadges slot={slot} />
    </button>
  );
}

/** One slot in the month: a compact chip. */
function SlotChip({ slot, onOpen }: { slot: StaffSlot; onOpen: (id: number) => void }) {
  const { t } = useStaffT('staffSlots');
  const state = slotState(slot);
  return (
    <button type="button" className={styles.chip} data-category={slot.category} data-state={state} data-past={isPast(slot)} data-slot-id={slot.id} onClick={() => onOpen(slot.id)}>
      <span className={styles.time}>{slot.start_time}</span>
      <span className={styles.chipText}>
        <span className={styles.what}>{slotTitle(t, slot)}</span>
        <span aria-hidden="true">{state === 'cancelled' ? '✕' : `${slot.seats_free}/${slot.capacity_total}`}</span>
      </span>
      <SeatsBar slot={slot} />
      <span className={ui.visuallyHidden}>
        {seatsText(t, slot)}
        {state !== 'open' ? `, ${t(`state.${state}`)}` : ''}
        {slot.is_private ? `, ${t('state.private')}` : ''}
      </span>
    </button>
  );
}

function group(slots: readonly StaffSlot[]): Map<string, StaffSlot[]> {
  const byDay = new Map<string, StaffSlot[]>();
  for (const s of slots) byDay.set(s.date, [...(byDay.get(s.date) ?? []), s]);
  return byDay;
}

interface GridProps {
  period: Period;
  slots: readonly StaffSlot[];
  today: string;
  onOpen: (id: number) => void;
}

export function WeekGrid({ period, slots, today, onOpen }: GridProps) {
  const { t } = useStaffT('staffSlots');
  const byDay = group(slots);
  return (
    <div className={styles.week}>
      {period.days.map((day) => {
        const list = byDay.get(day) ?? [];
        return (
          <section key={day} className={styles.day} aria-labelledby={`day-${day}`} data-today={day === today} data-empty={list.length === 0}>
            <h3 id={`day-${day}`} className={styles.dayHead}>
              <span>{formatCalendarDay(day, { weekday: 'short' })}</span>
              <span className={styles.dayNumber}>{formatCalendarDay(day, { day: 'numeric' })}</span>
              <span>{formatCalendarDay(day, { month: 'short' })}</span>
            </h3>
            {list.length > 0 ? (
              <ul className={styles.slots}>
                {list.map((s) => (
                  <li key={s.id}>
                    <SlotCard slot={s} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.none}>{t('noSlotsDay')}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

export function MonthGrid({ period, slots, today, onOpen }: GridProps) {
  const byDay = group(slots);
  return (
    <>
      <div className={styles.monthHead} aria-hidden="true">
        {weekdayNames('short').map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <div className={styles.month}>
        {period.days.map((day) => {
          const list = byDay.get(day) ?? [];
          const outside = !day.startsWith(period.month);
          return (
            <section
              key={day}
              className={`${styles.cell} ${styles.day}`}
              aria-labelledby={`day-${day}`}
              data-today={day === today}
              data-outside={outside}
              data-empty={list.length === 0}
            >
              <h3 id={`day-${day}`} className={styles.dayHead}>
                <span className={ui.visuallyHidden}>{formatCalendarDay(day, { weekday: 'long', day: 'numeric', month: 'long' })}</span>
                <span aria-hidden="true" className={styles.narrowOnly}>
                  {formatCalendarDay(day, { weekday: 'short' })}
                </span>
                <span aria-hidden="true" className={styles.dayNumber}>
                  {formatCalendarDay(day, { day: 'numeric' })}
                </span>
                <span aria-hidden="true" className={styles.narrowOnly}>
                  {formatCalendarDay(day, { month: 'short' })}
                </span>
              </h3>
              {list.length > 0 ? (
                <ul className={styles.slots}>
                  {list.map((s) => (
                    <li key={s.id}>
                      <SlotChip slot={s} onOpen={onOpen} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          );
        })}
      </div>
    </>
  );
}
