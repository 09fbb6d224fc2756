import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffNewBookingResponse } from '@tenuta/contracts';
import ui from '../../../ui/ui.module.css';
import { formatDateTime, formatDay, formatMoney } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import styles from './desk-bookings.module.css';

/** What was booked: the number to tell the guest, the money, and a payment link's page and expiry. */
export function BookingCreated({ result, onAnother }: { result: StaffNewBookingResponse['data']; onAnother: () => void }) {
  const { t, i18n } = useStaffT('staffDesk');
  const locale = i18n.language === 'en' ? 'en' : 'it';
  const b = result.booking;
  const link = result.payment_link;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!link?.url) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const state = link ? 'waiting' : b.payment_status === 'on_account' ? 'onAccount' : 'onSite';
  return (
    <section className={`${ui.card} ${styles.created}`} aria-labelledby="desk-created-title">
      <h2 id="desk-created-title" tabIndex={-1} className={ui.cardTitle}>
        {t('created.title', { number: b.booking_number })}
      </h2>
      <p role="status" className={ui.alertSuccess}>
        {t(`created.${state}`, { total: formatMoney(b.prices.total_cents), due: formatMoney(b.money.due_on_site_cents) })}
      </p>
      <dl className={styles.facts}>
        <dt>{t('created.experience')}</dt>
        <dd>
          {b.slot.experience_title[locale]} · {formatDay(b.slot.date)} · {b.slot.start_time}
        </dd>
        <dt>{t('created.guest')}</dt>
        <dd>
          {b.guest.name} · {t('form.people', { count: b.party.people_count })}
        </dd>
        <dt>{t('created.total')}</dt>
        <dd>{formatMoney(b.prices.total_cents)}</dd>
      </dl>
      {link ? (
        <div className={styles.link}>
          <p className={ui.muted}>{t('created.linkSent', { email: b.guest.email ?? '', until: formatDateTime(link.expires_at) })}</p>
          {link.url ? (
            <div className={ui.row}>
              <input className={`${ui.input} ${styles.linkInput}`} readOnly value={link.url} aria-label={t('created.linkLabel')} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className={ui.button} onClick={copy}>
                {copied ? t('created.copied') : t('created.copy')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={ui.row}>
        <Link to={`/staff/bookings/${b.id}`} className={ui.primary}>
          {t('created.open')}
        </Link>
        <button type="button" className={ui.button} onClick={onAnother}>
          {t('created.another')}
        </button>
      </div>
    </section>
  );
}
