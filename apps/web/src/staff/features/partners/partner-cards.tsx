import { Fragment } from 'react';
import type { StaffPartnerContract, StaffPartnerDetail } from '@tenuta/contracts';
import { DataTable, type ColumnDef } from '../../../ui/data-table.tsx';
import { formatDate, formatDateTime, formatMoney, languageName } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { intlLocale, useStaffT } from '../../i18n/index.ts';
import styles from './partners.module.css';

type P = StaffPartnerDetail;
const dash = (v: string | null | undefined) => (v ? v : '—');

/** The company's data as the partner keeps it in its settings: invoicing details, address, contact. */
export function CompanyCard({ partner: p }: { partner: P }) {
  const { t } = useStaffT('staffPartners');
  const address = [p.address, [p.postal_code, p.city, p.province ? `(${p.province})` : null].filter(Boolean).join(' '), p.country].filter(Boolean).join(', ');
  return (
    <section className={ui.card} aria-labelledby="partner-company">
      <h2 id="partner-company" className={ui.cardTitle}>
        {t('detail.company')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('detail.contact')}</dt>
        <dd>{dash(p.contact_name)}</dd>
        <dt>{t('detail.email')}</dt>
        <dd>
          <a href={`mailto:${p.email}`}>{p.email}</a>
        </dd>
        <dt>{t('detail.phone')}</dt>
        <dd>{p.phone ? <a href={`tel:${p.phone.replace(/[^+\d]/g, '')}`}>{p.phone}</a> : '—'}</dd>
        <dt>{t('detail.vat')}</dt>
        <dd>{dash(p.vat_number)}</dd>
        <dt>{t('detail.fiscalCode')}</dt>
        <dd>{dash(p.fiscal_code)}</dd>
        <dt>{t('detail.sdi')}</dt>
        <dd>{p.sdi_code ?? (p.pec ? t('detail.pec', { pec: p.pec }) : '—')}</dd>
        <dt>{t('detail.address')}</dt>
        <dd>{dash(address)}</dd>
        <dt>{t('detail.language')}</dt>
        <dd>{languageName(p.locale)}</dd>
        <dt>{t('detail.since')}</dt>
        <dd>{t(`detail.source.${p.source}`, { when: formatDate(p.created_at) })}</dd>
      </dl>
    </section>
  );
}

/** The terms that apply to a reseller or to a referrer, as short lines. */
export function termsLines(t: ReturnType<typeof useStaffT>['t'], c: StaffPartnerContract, type: P['partner_type']): [string, string][] {
  const pct = (v: number) => t('terms.percent', { value: v.toLocaleString(intlLocale(), { maximumFractionDigits: 2 }) });
  if (type === 'referral') {
    return [
      [t('terms.commission'), pct(c.commission_percent)],
      [t('terms.attribution'), t('terms.days', { count: c.attribution_days })],
    ];
  }
  return [
    [t('terms.netDiscount'), pct(c.net_discount_percent)],
    [t('terms.paymentTerms'), t(`terms.payment.${c.payment_terms}`)],
    ...(c.payment_terms === 'on_account'
      ? ([
          [t('terms.paymentDays'), t('terms.days', { count: c.payment_days })],
          [t('terms.creditLimit'), formatMoney(c.credit_limit_cents)],
        ] as [string, string][])
      : []),
  ];
}

/** The terms in force and, for a reseller, the credit used against the limit. */
export function TermsCard({ partner: p }: { partner: P }) {
  const { t } = useStaffT('staffPartners');
  const c = p.contract;
  const scheduled = p.contracts.find((x) => x.state === 'scheduled');
  const limit = c?.payment_terms === 'on_account' ? c.credit_limit_cents : null;
  return (
    <section className={ui.card} aria-labelledby="partner-terms">
      <h2 id="partner-terms" className={ui.cardTitle}>
        {t('terms.title')}
      </h2>
      {c ? (
        <dl className={styles.facts}>
          {termsLines(t, c, p.partner_type).map(([k, v]) => (
            <Fragment key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </Fragment>
          ))}
          <dt>{t('terms.since')}</dt>
          <dd>{formatDateTime(c.valid_from)}</dd>
        </dl>
      ) : (
        <p className={ui.muted}>{t('terms.none')}</p>
      )}
      {p.credit_used_cents !== null ? (
        <div className={styles.meter}>
          <span>
            {limit !== null
              ? t('terms.creditUsedOf', { used: formatMoney(p.credit_used_cents), limit: formatMoney(limit) })
              : t('terms.creditUsed', { used: formatMoney(p.credit_used_cents) })}
          </span>
          {limit !== null && limit > 0 ? <progress max={limit} value={Math.min(p.credit_used_cents, limit)} aria-label={t('terms.creditMeter')} /> : null}
        </div>
      ) : null}
      {scheduled ? <p className={`${ui.muted} ${styles.meter}`}>{t('terms.scheduled', { when: formatDateTime(scheduled.valid_from) })}</p> : null}
    </section>
  );
}

type User = P['users'][number];

/** The people who sign in for the partner. */
export function UsersTable({ users }: { users: User[] }) {
  const { t } = useStaffT('staffPartners');
  const columns: ColumnDef<User, unknown>[] = [
    {
      accessorKey: 'name',
      header: t('users.name'),
      cell: (c) => (
        <span className={styles.who}>
          <strong>{c.row.original.name}</strong>
          <span className={styles.sub}>{c.row.original.email}</span>
        </span>
      ),
    },
    { accessorKey: 'role', header: t('users.role'), cell: (c) => t(`users.roles.${c.row.original.role}`) },
    {
      accessorKey: 'status',
      header: t('users.status'),
      cell: (c) => {
        const s = c.row.original.status;
        return <span className={s === 'active' ? ui.badgeGood : s === 'invited' ? ui.badgeWarn : ui.badge}>{t(`users.statuses.${s}`)}</span>;
      },
    },
    { accessorKey: 'created_at', header: t('users.since'), cell: (c) => <span className={styles.nowrap}>{formatDate(c.row.original.created_at)}</span> },
  ];
  return <DataTable caption={t('users.title')} columns={columns} data={users} rowKey={(u) => u.id} empty={t('users.empty')} urlPrefix="u" />;
}
