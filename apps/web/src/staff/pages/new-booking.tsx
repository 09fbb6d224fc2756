import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { StaffNewBookingResponse } from '@tenuta/contracts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useStaffAuth } from '../app/auth.tsx';
import { BookingCreated } from '../features/desk-bookings/booking-created.tsx';
import styles from '../features/desk-bookings/desk-bookings.module.css';
import { NewBookingForm, type NewBookingStart } from '../features/desk-bookings/new-booking-form.tsx';
import { useStaffT } from '../i18n/index.ts';

/** The start a link gives (?slot=&category=&date=, from a slot of the calendar). */
function startOf(params: URLSearchParams): NewBookingStart {
  const category = params.get('category');
  const slot = Number(params.get('slot'));
  const date = params.get('date');
  return {
    ...(category === 'TRUFFLE' || category === 'WINE' ? { category } : {}),
    ...(Number.isSafeInteger(slot) && slot > 0 ? { slotId: slot } : {}),
    ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}),
  };
}

/** /staff/bookings/new: a booking taken by phone, at the desk or for a group by e-mail. */
export function Component() {
  const { t } = useStaffT('staffDesk');
  const { t: tb } = useStaffT('staffBookings');
  const { can } = useStaffAuth();
  const [params] = useSearchParams();
  const [round, setRound] = useState(0);
  const [created, setCreated] = useState<StaffNewBookingResponse['data'] | null>(null);
  useEffect(() => {
    if (created) document.getElementById('desk-created-title')?.focus();
  }, [created]);
  return (
    <>
      <Link to="/staff/bookings" className={styles.back}>
        ← {tb('detail.back')}
      </Link>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {!can('bookings.create') ? (
        <p className={ui.alertInfo}>{t('page.notAllowed')}</p>
      ) : created ? (
        <BookingCreated
          result={created}
          onAnother={() => {
            setCreated(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <NewBookingForm key={round} start={round === 0 ? startOf(params) : {}} onCreated={setCreated} />
      )}
    </>
  );
}
