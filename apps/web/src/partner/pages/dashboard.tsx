import { useQuery } from '@tanstack/react-query';
import type { PartnerDashboard } from '@tenuta/contracts';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { usePartner } from '../app/auth.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { money, moneyOrDash, shortDay, time } from '../components/format.ts';
import styles from '../features/dashboard/dashboard.module.css';
import { CreditMeter, Stat } from '../features/dashboard/stat.tsx';
import { experienceName, usePeople } from '../features/orders/order-bits.tsx';
import { dashboardQueryOptions } from '../features/orders/orders-api.ts';
import { romeDayPart } from '../../lib/greeting.ts';
import { partnerLocale, usePartnerT } from '../i18n/index.ts';

/** The partner's home: a reseller's next guests, month and credit; a referrer's clicks, bookings, commissions and codes. */
export function Component() {
  const { t } = usePartnerT('partnerOrders');
  const partner = usePartner();
  const dashboard = useQuery(dashboardQueryOptions());
  const reseller = partner.partner_type === 'reseller';
  return (
    <>
      <PageHeader
        title={t(`dashboard.greeting.${romeDayPart(new Date(), partnerLocale())}`, { name: partner.user.name })}
        description={reseller ? t('dashboard.resellerIntro') : t('dashboard.referralIntro')}
        actions={
          reseller ? (
            <Link className="btn btn-primary" to="/partner/new-order">
              {t('dashboard.newOrder')}
            </Link>
          ) : (
            <Link className="btn btn-primary" to="/partner/referrals/links">
              {t('dashboard.makeLink')}
            </Link>
          )
        }
      />
      <ErrorNotice error={dashboard.error} />
      {dashboard.isPending ? <p className={ui.muted}>{t('partner:common.loading')}</p> : null}
      {dashboard.data?.reseller ? <ResellerDashboard data={dashboard.data.reseller} /> : null}
      {dashboard.data?.referral ? <ReferralDashboard data={dashboard.data.referral} /> : null}
    </>
  );
}

function ResellerDashboard({ data }: { data: NonNullable<PartnerDashboard['reseller']> }) {
  const { t } = usePartnerT('partnerOrders');
  const people = usePeople();
  return (
    <>
      <div className={styles.stats}>
        <Stat
          label={t('dashboard.monthOrders')}
          value={data.month_orders}
          note={data.month_net_cents !== null ? t('dashboard.monthNet', { amount: money(data.month_net_cents) }) : undefined}
        />
        {data.credit ? (
          <CreditMeter
            label={t('dashboard.credit')}
            used={data.credit.used_cents}
            limit={data.credit.limit_cents}
            usedText={money(data.credit.used_cents)}
            limitText={money(data.credit.limit_cents)}
            availableText={t('dashboard.creditAvailable', { amount: money(data.credit.available_cents) })}
          />
        ) : null}
        {data.payment_terms ? <Stat label={t('dashboard.terms')} value={t(`terms.${data.payment_terms}`)} note={t(`terms.${data.payment_terms}Note`)} /> : null}
      </div>
      <section className={styles.section} aria-labelledby="partner-upcoming">
        <div className={styles.sectionHead}>
          <h2 id="partner-upcoming">{t('dashboard.upcoming')}</h2>
          <Link to="/partner/orders?status=upcoming">{t('dashboard.allOrders')}</Link>
        </div>
        {data.upcoming_guests.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('dashboard.noUpcoming')}</p>
            <Link className="btn btn-secondary btn-small" to="/partner/new-order">
              {t('dashboard.newOrder')}
            </Link>
          </div>
        ) : (
          <ul className={styles.guests}>
            {data.upcoming_guests.map((o) => (
              <li key={o.id} className={styles.guest}>
                <span className={styles.when}>
                  <strong>{shortDay(o.slot_datetime)}</strong>
                  <span>{time(o.slot_datetime)}</span>
                </span>
                <span className={styles.who}>
                  <Link to={`/partner/orders/${o.id}`}>{o.guest_name ?? o.booking_number}</Link>
                  <span className={styles.meta}>
                    {experienceName(o)} · {people(o)}
                    {o.reference ? ` · ${t('orders.ref', { reference: o.reference })}` : ''}
                  </span>
                </span>
                <span className={styles.meta}>{o.booking_number}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ReferralDashboard({ data }: { data: NonNullable<PartnerDashboard['referral']> }) {
  const { t } = usePartnerT('partnerOrders');
  const c = data.commissions;
  return (
    <>
      <div className={styles.stats}>
        <Stat label={t('dashboard.clicks')} value={data.clicks_30d} note={t('dashboard.last30')} />
        <Stat label={t('dashboard.bookings')} value={data.bookings_30d} note={t('dashboard.last30')} />
        <Stat label={t('dashboard.commissionsPending')} value={moneyOrDash(c?.pending_cents)} note={t('dashboard.commissionsNote')} />
        <Stat label={t('dashboard.commissionsApproved')} value={moneyOrDash(c?.approved_cents)} note={t('dashboard.commissionsNote')} />
        <Stat label={t('dashboard.commissionsPaid')} value={moneyOrDash(c?.paid_cents)} note={t('dashboard.commissionsNote')} />
      </div>
      <section className={styles.section} aria-labelledby="partner-codes">
        <div className={styles.sectionHead}>
          <h2 id="partner-codes">{t('dashboard.codes')}</h2>
          <Link to="/partner/referrals/codes">{t('dashboard.allCodes')}</Link>
        </div>
        {data.codes.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('dashboard.noCodes')}</p>
          </div>
        ) : (
          <ul className={styles.codes}>
            {data.codes.map((code) => (
              <li key={code.code} className={styles.code}>
                <strong>{code.code}</strong>
                <span>{t('dashboard.uses', { count: code.uses })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
