import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { StaffPartnerDetail, StaffPartnerOrder } from '@tenuta/contracts';
import { useStaffAuth } from '../app/auth.tsx';
import { useUrlState } from '../../ui/url-state.ts';
import { DataTable, type ColumnDef } from '../../ui/data-table.tsx';
import { formatDate, formatDateTime, formatMoney, formatTime } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pager } from '../../ui/pager.tsx';
import ui from '../../ui/ui.module.css';
import { StatusBadge } from '../features/bookings/status-badges.tsx';
import { usePartner, usePartnerActions, usePartnerOrders } from '../features/partners/api.ts';
import { ContractDialog } from '../features/partners/contract-dialog.tsx';
import { ContractHistory } from '../features/partners/contract-history.tsx';
import { OctoKeysSection } from '../features/partners/octo-keys-section.tsx';
import { PartnerStatusBadge } from '../features/partners/partner-badges.tsx';
import { CompanyCard, TermsCard, UsersTable } from '../features/partners/partner-cards.tsx';
import { PartnerError } from '../features/partners/partner-error.tsx';
import { ReferralOverview } from '../features/partners/referral-overview.tsx';
import styles from '../features/partners/partners.module.css';
import { StatusDialog } from '../features/partners/status-dialog.tsx';
import { TaxStatusCard } from '../features/payouts/tax-status.tsx';
import { useStaffT } from '../i18n/index.ts';

type Open = 'approve' | 'refuse' | 'terms' | 'suspend' | 'reactivate' | null;

/** The partner's bookings, newest first, a server page at a time; a row opens the booking. */
function Orders({ partner }: { partner: StaffPartnerDetail }) {
  const { t, i18n } = useStaffT('staffPartners');
  const { t: ts } = useStaffT();
  const { t: tc } = useStaffT('staffChannel');
  const navigate = useNavigate();
  const [f, set] = useUrlState(['opage'] as const);
  const page = Math.max(1, Number(f.opage) || 1);
  const orders = usePartnerOrders(String(partner.id), page);
  const locale = i18n.language === 'en' ? 'en' : 'it';
  const columns: ColumnDef<StaffPartnerOrder, unknown>[] = [
    {
      accessorKey: 'booking_number',
      header: t('orders.number'),
      enableSorting: false,
      cell: (c) => (
        <Link to={`/staff/bookings/${c.row.original.id}`} className={styles.number} onClick={(e) => e.stopPropagation()}>
          {c.row.original.booking_number}
        </Link>
      ),
    },
    {
      accessorKey: 'starts_at',
      header: t('orders.slot'),
      enableSorting: false,
      cell: (c) => (
        <span className={styles.nowrap}>
          {formatDate(c.row.original.starts_at)}
          <span className={styles.sub}>
            {formatTime(c.row.original.starts_at)} · {c.row.original.experience_title[locale]}
          </span>
        </span>
      ),
    },
    {
      id: 'guest',
      header: t('orders.guest'),
      enableSorting: false,
      cell: (c) => (
        <span className={styles.who}>
          {c.row.original.customer_name ?? '—'}
          <span className={styles.sub}>
            {t('orders.people', { count: c.row.original.people_count })}
            {c.row.original.reference ? ` · ${t('orders.reference', { ref: c.row.original.reference })}` : ''}
          </span>
        </span>
      ),
    },
    { id: 'status', header: t('orders.status'), enableSorting: false, cell: (c) => <StatusBadge status={c.row.original.status} /> },
    {
      id: 'money',
      header: () => <span className={styles.num}>{t('orders.amounts')}</span>,
      enableSorting: false,
      cell: (c) => {
        const o = c.row.original;
        return (
          <span className={styles.num}>
            {formatMoney(o.retail_cents)}
            <span className={styles.sub}>
              {o.net_cents !== null ? t('orders.net', { amount: formatMoney(o.net_cents) }) : ''}
              {o.partner_payment ? ` · ${t(`orders.payment.${o.partner_payment}`)}` : ''}
              {o.source === 'referral' ? tc('referrals.referral') : ''}
            </span>
          </span>
        );
      },
    },
    {
      id: 'placed',
      header: t('orders.placed'),
      enableSorting: false,
      cell: (c) => (
        <>
          <span className={styles.nowrap}>{formatDateTime(c.row.original.created_at)}</span>
          <span className={styles.sub}>{c.row.original.placed_by ?? ''}</span>
        </>
      ),
    },
  ];
  const data = orders.data;
  return (
    <section className={styles.section} aria-labelledby="partner-orders">
      <div className={styles.sectionHead}>
        <h2 id="partner-orders" className={styles.sectionTitle}>
          {t('orders.title')}
        </h2>
        {data ? <span className={ui.muted}>{t('orders.total', { count: data.total })}</span> : null}
      </div>
      <div className={styles.list}>
        <PartnerError error={orders.error} />
        {data ? (
          <>
            <DataTable
              caption={t('orders.title')}
              columns={columns}
              data={data.orders}
              rowKey={(o) => o.id}
              onOpen={(o) => navigate(`/staff/bookings/${o.id}`)}
              empty={t('orders.empty')}
              pageSize={200}
              urlPrefix="o"
            />
            {data.pages > 1 ? <Pager className={styles.pager} page={page} pages={data.pages} onPage={(p) => set({ opage: p > 1 ? String(p) : undefined })} /> : null}
          </>
        ) : orders.isPending ? (
          <p className={ui.muted}>{ts('common.loading')}</p>
        ) : null}
      </div>
    </section>
  );
}

function Detail({ partner: p }: { partner: StaffPartnerDetail }) {
  const { t } = useStaffT('staffPartners');
  const actions = usePartnerActions(p.id);
  const { can } = useStaffAuth();
  const [open, setOpen] = useState<Open>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show = (what: Open) => {
    opener.current = document.activeElement as HTMLElement | null;
    setOpen(what);
  };
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
  };
  const buttons: { key: Exclude<Open, null>; label: string; shown: boolean; className: string | undefined }[] = [
    { key: 'approve', label: t('status.approve'), shown: p.actions.approve, className: ui.primary },
    { key: 'refuse', label: t('status.refuse'), shown: p.actions.refuse, className: ui.danger },
    { key: 'terms', label: t('terms.change'), shown: !p.actions.approve, className: ui.primary },
    { key: 'reactivate', label: t('status.reactivate'), shown: p.actions.reactivate, className: ui.button },
    { key: 'suspend', label: t('status.suspend'), shown: p.actions.suspend, className: ui.danger },
  ];
  return (
    <>
      <Link to="/staff/partners" className={styles.back}>
        ← {t('detail.back')}
      </Link>
      <PageHeader
        title={p.company_name}
        description={`${t(`type.${p.partner_type}`)} · ${p.email}`}
        actions={buttons
          .filter((b) => b.shown)
          .map((b) => (
            <button key={b.key} type="button" className={b.className} onClick={() => show(b.key)}>
              {b.label}
            </button>
          ))}
      />
      <div className={styles.headBadges}>
        <PartnerStatusBadge status={p.status} source={p.source} refused={p.application_refused_at !== null} />
        {p.status_changed_at ? <span className={ui.muted}>{t('detail.statusSince', { when: formatDateTime(p.status_changed_at) })}</span> : null}
      </div>
      {p.status === 'suspended' ? (
        <p className={`${ui.alertError} ${styles.notice}`}>{t('detail.suspendedBecause', { reason: p.status_reason ?? '—' })}</p>
      ) : p.actions.approve ? (
        <p className={`${ui.alertInfo} ${styles.notice}`}>{t('detail.applicationWaiting')}</p>
      ) : p.application_refused_at ? (
        <p className={`${ui.alertError} ${styles.notice}`}>{t('detail.refusedBecause', { reason: p.status_reason ?? '—' })}</p>
      ) : null}
      {p.application_message ? (
        <figure style={{ margin: 0 }}>
          <figcaption className={ui.label}>{t('detail.applicationMessage')}</figcaption>
          <blockquote className={styles.quote}>{p.application_message}</blockquote>
        </figure>
      ) : null}
      <div className={styles.cards}>
        <CompanyCard partner={p} />
        <TermsCard partner={p} />
      </div>

      {/* A referrer's tax status decides its withholding: money people (accountant, owner) see and confirm it. */}
      {p.partner_type === 'referral' && can('money.read') ? <TaxStatusCard partner={{ id: p.id, name: p.company_name }} /> : null}
      <section className={styles.section} aria-labelledby="partner-users">
        <h2 id="partner-users" className={styles.sectionTitle} style={{ marginBottom: 'var(--space-3)' }}>
          {t('users.title')}
        </h2>
        <div className={styles.list}>
          <UsersTable users={p.users} />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="partner-history">
        <h2 id="partner-history" className={styles.sectionTitle} style={{ marginBottom: 'var(--space-3)' }}>
          {t('history.title')}
        </h2>
        <div className={styles.list}>
          <ContractHistory partner={p} />
        </div>
      </section>
      {p.status_history.length > 0 ? (
        <section className={styles.section} aria-labelledby="partner-status-history">
          <h2 id="partner-status-history" className={styles.sectionTitle} style={{ marginBottom: 'var(--space-3)' }}>
            {t('status.historyTitle')}
          </h2>
          <ul className={styles.history}>
            {p.status_history.map((h) => (
              <li key={`${h.at}-${h.change}`}>
                <strong>{t(`status.changes.${h.change}`)}</strong>
                {h.reason ? <span>{h.reason}</span> : null}
                <span className={styles.historyMeta}>{t('status.byOn', { who: h.by ?? '—', when: formatDateTime(h.at) })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* A reseller's systems book over OCTO with keys of their own. */}
      {p.partner_type === 'reseller' ? <OctoKeysSection partnerId={p.id} /> : null}
      <ReferralOverview partner={p} />
      <Orders partner={p} />

      {open === 'terms' ? <ContractDialog partner={p} onClose={close} action={actions.contract} /> : null}
      {open === 'suspend' ? <StatusDialog partner={p} mode="suspend" onClose={close} action={actions.suspend} /> : null}
      {open === 'reactivate' ? <StatusDialog partner={p} mode="reactivate" onClose={close} action={actions.reactivate} /> : null}
      {open === 'approve' ? <ContractDialog partner={p} onClose={close} action={actions.approve} approval /> : null}
      {open === 'refuse' ? <StatusDialog partner={p} mode="refuse" onClose={close} action={actions.refuse} /> : null}
    </>
  );
}

/** One partner whole: company, terms in force and their history, users, status with its reasons, orders; approve, change terms, suspend, reactivate. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useStaffT('staffPartners');
  const { t: ts } = useStaffT();
  const partner = usePartner(id);
  if (partner.data) return <Detail partner={partner.data} />;
  return (
    <>
      <Link to="/staff/partners" className={styles.back}>
        ← {t('detail.back')}
      </Link>
      <PageHeader title={t('detail.title')} />
      {partner.isPending ? <p className={ui.muted}>{ts('common.loading')}</p> : <PartnerError error={partner.error} />}
    </>
  );
}
