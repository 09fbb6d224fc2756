import { useEffect, useRef, useState } from 'react';
import { useStaffAuth } from '../app/auth.tsx';
import { useUrlState } from '../../ui/url-state.ts';
import { romeToday } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useSlots } from '../features/slots/api.ts';
import { MonthGrid, WeekGrid } from '../features/slots/calendar-grid.tsx';
import { isDay, periodOf, stepAnchor, type CalendarView } from '../features/slots/calendar-period.ts';
import styles from '../features/slots/calendar.module.css';
import { BookingCutoffs } from '../features/slots/booking-cutoffs.tsx';
import { NewSlotsDialog } from '../features/slots/new-slots-dialog.tsx';
import { SlotDialog } from '../features/slots/slot-dialog.tsx';
import { SlotError } from '../features/slots/slot-error.tsx';
import { formatCalendarDay } from '../features/slots/slot-text.ts';
import { useStaffT } from '../i18n/index.ts';

const categories = ['', 'TRUFFLE', 'WINE', 'CHOICE'] as const;

/**
 * The calendar of slots: a week or a month (view and period in the URL), seats booked, held
 * and free on each slot; a slot opens in a dialog (also from the URL, ?slot=); "New slots"
 * creates one or a series.
 */
export function Component() {
  const { t } = useStaffT('staffSlots');
  const { can } = useStaffAuth();
  const [q, set] = useUrlState(['view', 'date', 'slot', 'category'] as const);
  const today = romeToday();
  const view: CalendarView = q.view === 'month' ? 'month' : 'week';
  const anchor = isDay(q.date) ? q.date : today;
  const period = periodOf(view, anchor);
  // biome-ignore lint/complexity/useMathMinMax: ISO dates (YYYY-MM-DD) compare as text; Math.max would make them NaN
  const firstDay = period.from > today ? period.from : today;
  const slots = useSlots(period.from, period.to);
  const [creating, setCreating] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openSlot = Number(q.slot) > 0 ? Number(q.slot) : null;

  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  // The dialogs are mounted only while open; once gone, focus goes back to what opened them.
  useEffect(() => {
    if (openSlot !== null || creating || !opener.current) return;
    const back = opener.current;
    opener.current = null;
    if (back.isConnected) back.focus();
  }, [openSlot, creating]);
  const open = (id: number) => {
    remember();
    set({ slot: String(id) });
  };

  const shown = (slots.data?.slots ?? []).filter((s) => !q.category || s.category === q.category);
  const label =
    view === 'week'
      ? `${formatCalendarDay(period.from, { day: 'numeric', month: 'short' })} – ${formatCalendarDay(period.to, { day: 'numeric', month: 'short', year: 'numeric' })}`
      : formatCalendarDay(`${period.month}-15`, { month: 'long', year: 'numeric' });

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          can('slots.write') ? (
            <button
              type="button"
              className={ui.primary}
              onClick={() => {
                remember();
                setCreating(true);
              }}
            >
              {t('create.open')}
            </button>
          ) : null
        }
      />
      <div className={styles.toolbar}>
        <fieldset className={styles.segmented} aria-label={t('toolbar.view')}>
          {(['week', 'month'] as const).map((v) => (
            <button key={v} type="button" className={`${ui.button} ${ui.small}`} aria-pressed={view === v} onClick={() => set({ view: v === 'week' ? undefined : v })}>
              {t(`toolbar.${v}`)}
            </button>
          ))}
        </fieldset>
        <fieldset className={styles.nav} aria-label={t('toolbar.navigate')}>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => set({ date: stepAnchor(view, anchor, -1) })} aria-label={t(`toolbar.previous.${view}`)}>
            ‹
          </button>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => set({ date: undefined })}>
            {t('toolbar.today')}
          </button>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => set({ date: stepAnchor(view, anchor, 1) })} aria-label={t(`toolbar.next.${view}`)}>
            ›
          </button>
        </fieldset>
        <h2 className={styles.period} aria-live="polite">
          {label}
        </h2>
        <select className={`${ui.input} ${styles.filter}`} aria-label={t('toolbar.category')} value={q.category} onChange={(e) => set({ category: e.target.value })}>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c ? t(`categories.${c}`) : t('toolbar.allCategories')}
            </option>
          ))}
        </select>
      </div>
      <ul className={styles.legend} aria-label={t('legend.label')}>
        <li>
          <span className={`${styles.swatch} ${styles.swBooked}`} aria-hidden="true" /> {t('legend.booked')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swHeld}`} aria-hidden="true" /> {t('legend.held')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swFree}`} aria-hidden="true" /> {t('legend.free')}
        </li>
      </ul>
      <p className={styles.status} role="status">
        {slots.isFetching ? t('loading') : ''}
      </p>
      <SlotError error={slots.error} />
      {slots.data && shown.length === 0 ? <p className={`${ui.alertInfo} ${styles.empty}`}>{can('slots.write') ? t('empty') : t('emptyRead')}</p> : null}
      {slots.data ? (
        view === 'week' ? (
          <WeekGrid period={period} slots={shown} today={today} onOpen={open} />
        ) : (
          <MonthGrid period={period} slots={shown} today={today} onOpen={open} />
        )
      ) : null}
      {slots.data ? <BookingCutoffs experiences={slots.data.experiences} canEdit={can('slots.write')} /> : null}
      {openSlot !== null ? <SlotDialog slotId={openSlot} onClose={() => set({ slot: undefined })} /> : null}
      {creating && slots.data ? (
        <NewSlotsDialog experiences={slots.data.experiences} firstDay={firstDay} onCreated={(from) => set({ date: from })} onClose={() => setCreating(false)} />
      ) : null}
    </>
  );
}
