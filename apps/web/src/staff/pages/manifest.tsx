import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { guestMatches, type StaffArrival } from '@tenuta/contracts';
import { staffDownload } from '../app/api.ts';
import { useUrlState } from '../../ui/url-state.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Field } from '../../ui/field.tsx';
import { addDays, formatDay, formatMoney, romeToday } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useCheckIn, useManifest, type CheckInOutcome } from '../features/check-in/api.ts';
import styles from '../features/check-in/check-in.module.css';
import { ManifestSlot } from '../features/check-in/manifest-slot.tsx';
import { useStaffT } from '../i18n/index.ts';

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T12:00:00Z`));
// Any case or accents ("muller" finds Müller), any phone formatting: as the bookings search.
const matches = (b: StaffArrival, q: string) => guestMatches(q, { texts: [b.customer_name, b.booking_number, b.customer_phone], phone: b.customer_phone });

/** The day's manifest: every slot with its guests, a check-in button on each row; printable on A4. */
export function Component() {
  const { t } = useStaffT('staffCheckIn');
  const [url, setUrl] = useUrlState(['date', 'q'] as const);
  const date = isDay(url.date) ? url.date : romeToday();
  const manifest = useManifest(date);
  const checkIn = useCheckIn();
  const [outcomes, setOutcomes] = useState<Record<number, CheckInOutcome>>({});
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const location = useLocation();
  const data = manifest.data;

  // Opened from a slot of the Today page: go to that slot once it is there.
  useEffect(() => {
    if (data && location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [data, location.hash]);

  const onCheckIn = (b: StaffArrival) => checkIn.mutate({ ref: b.id, method: 'tap' }, { onSuccess: (o) => setOutcomes((prev) => ({ ...prev, [b.id]: o })) });
  const download = () => {
    setDownloadError(null);
    staffDownload('/manifest.csv', { date }, `manifest-${date}.csv`).catch(setDownloadError);
  };
  const tot = data?.totals;

  return (
    <>
      <PageHeader
        title={t('manifest.title')}
        description={<span className={styles.printDay}>{formatDay(date)}</span>}
        actions={
          <>
            <button type="button" className={ui.button} onClick={() => window.print()}>
              {t('manifest.print')}
            </button>
            <button type="button" className={ui.button} onClick={download}>
              {t('manifest.csv')}
            </button>
          </>
        }
      />
      <div className={`${ui.row} ${styles.manifestControls}`}>
        <fieldset className={styles.dayPicker} aria-label={t('manifest.day')}>
          <button type="button" className={ui.button} onClick={() => setUrl({ date: addDays(date, -1) })} aria-label={t('manifest.previousDay')}>
            <span aria-hidden="true">←</span>
          </button>
          <Field label={t('manifest.day')}>
            <input className={ui.input} type="date" value={date} onChange={(e) => isDay(e.target.value) && setUrl({ date: e.target.value })} />
          </Field>
          <button type="button" className={ui.button} onClick={() => setUrl({ date: addDays(date, 1) })} aria-label={t('manifest.nextDay')}>
            <span aria-hidden="true">→</span>
          </button>
          {date !== romeToday() ? (
            <button type="button" className={ui.ghost} onClick={() => setUrl({ date: undefined })}>
              {t('manifest.today')}
            </button>
          ) : null}
        </fieldset>
        <div className={styles.search}>
          <Field label={t('manifest.search')}>
            <input className={ui.input} type="search" value={url.q} onChange={(e) => setUrl({ q: e.target.value })} data-staff-search autoComplete="off" />
          </Field>
        </div>
      </div>
      <ErrorMessage error={manifest.error ?? downloadError ?? checkIn.error} />
      {tot && data.slots.length > 0 ? (
        <p className={styles.dayTotals}>
          {t('manifest.dayTotals', { count: tot.bookings, people: tot.people_count, checkedIn: tot.checked_in_bookings, checkedInPeople: tot.checked_in_people })}
          {tot.due_on_site_cents > 0 ? <strong>{` · ${t('manifest.toCollect', { amount: formatMoney(tot.due_on_site_cents) })}`}</strong> : null}
        </p>
      ) : null}
      {data ? (
        data.slots.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('manifest.noSlots')}</p>
          </div>
        ) : (
          <div className={styles.manifest}>
            {data.slots.map((s) => (
              <ManifestSlot
                key={s.id}
                slot={s}
                rows={s.bookings.filter((b) => matches(b, url.q))}
                outcomes={outcomes}
                busyId={checkIn.isPending ? (checkIn.variables as { ref: number }).ref : null}
                onCheckIn={onCheckIn}
              />
            ))}
          </div>
        )
      ) : manifest.isPending ? (
        <p className={ui.muted}>{t('common.loading', { ns: 'staff' })}</p>
      ) : null}
    </>
  );
}
