import { Link } from 'react-router';
import type { StaffBookingDetail } from '@tenuta/contracts';
import { useStaffAuth } from '../../app/auth.tsx';
import { formatDay, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './bookings.module.css';
import { referralHow } from './channel-mention.tsx';
import own from './channel-panel.module.css';

const byAgency = (payer: string) => payer === 'agency_on_account' || payer === 'agency_card';

/**
 * Who sold the booking and who pays what: the channel, the agency (or the referrer) with its
 * reference and net price, and, for an order of several lines, each line with its payer, so the
 * desk never asks the guest for what the agency pays. Hidden for a lone direct booking.
 */
export function ChannelPanel({ booking: b }: { booking: StaffBookingDetail }) {
  const { t, i18n } = useStaffT('staffChannel');
  const { can } = useStaffAuth();
  const c = b.channel;
  const lines = b.order_lines;
  if (c.kind === 'direct' && lines.length < 2) return null;
  const locale = i18n.language === 'en' ? 'en' : 'it';
  const partner = c.partner ? can('partners.manage') ? <Link to={`/staff/partners/${c.partner.id}`}>{c.partner.name}</Link> : c.partner.name : null;
  const orderDue = lines.reduce((n, l) => n + l.due_on_site_cents, 0);
  return (
    <section className={`${ui.card} ${own.panel}`} aria-labelledby="booking-channel" data-channel={c.kind}>
      <h2 id="booking-channel" className={ui.cardTitle}>
        {t('panel.title')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('panel.channel')}</dt>
        <dd>{t(`kindLong.${c.kind}`)}</dd>
        {partner && c.kind !== 'referrer' ? (
          <>
            <dt>{t('panel.agency')}</dt>
            <dd>{partner}</dd>
          </>
        ) : null}
        {c.reference ? (
          <>
            <dt>{t('panel.reference')}</dt>
            <dd className={styles.number}>{c.reference}</dd>
          </>
        ) : null}
        {partner && c.kind === 'referrer' ? (
          <>
            <dt>{t('panel.referredBy')}</dt>
            <dd>{partner}</dd>
          </>
        ) : null}
        {c.referral ? (
          <>
            <dt>{t('panel.credited')}</dt>
            <dd>{referralHow(t, c.referral)}</dd>
          </>
        ) : null}
        {c.net_cents !== null ? (
          <>
            <dt>{t('panel.net')}</dt>
            <dd>{formatMoney(c.net_cents)}</dd>
          </>
        ) : null}
        <dt>{t('panel.payer')}</dt>
        <dd>
          <strong>{t(`payer.${c.payer}`)}</strong>
        </dd>
      </dl>
      {byAgency(c.payer) ? <p className={own.note}>{t('panel.agencyPays')}</p> : null}
      {lines.length > 1 ? (
        <>
          <h3 className={own.linesTitle}>{t('panel.linesTitle')}</h3>
          <ul className={own.lines} aria-label={t('panel.linesTitle')}>
            {lines.map((l) => (
              <li key={l.id} className={own.line} aria-current={l.id === b.id ? 'true' : undefined}>
                <span className={own.lineHead}>
                  {l.id === b.id ? (
                    <span className={styles.number}>
                      {l.booking_number} ({t('panel.this')})
                    </span>
                  ) : (
                    <Link to={`/staff/bookings/${l.id}`} className={styles.number}>
                      {l.booking_number}
                    </Link>
                  )}
                  <span>
                    {l.experience_title[locale]} · {formatDay(l.date)} {l.start_time} · {t('panel.people', { count: l.people_count })}
                  </span>
                </span>
                <span className={own.linePayer} data-payer={l.payer}>
                  {t(`payer.${l.payer}`)}
                </span>
                <span className={own.lineMoney}>
                  {t('panel.retail', { amount: formatMoney(l.retail_cents) })}
                  {l.net_cents !== null ? ` · ${t('panel.lineNet', { amount: formatMoney(l.net_cents) })}` : ''}
                  {l.due_on_site_cents > 0 ? ` · ${t('panel.lineDue', { amount: formatMoney(l.due_on_site_cents) })}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <p className={own.orderDue}>{orderDue > 0 ? t('panel.orderDue', { amount: formatMoney(orderDue) }) : t('panel.orderNothingDue')}</p>
        </>
      ) : null}
    </section>
  );
}
