import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PartnerTypeName, StaffPartnerRow, StaffPartnersQuery } from '@tenuta/contracts';
import { useUrlState } from '../../ui/url-state.ts';
import type { ColumnDef } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { FilteredTable, WideFilter } from '../../ui/filtered-table.tsx';
import { formatDate, formatMoney } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { StatusTabs } from '../../ui/status-tabs.tsx';
import ui from '../../ui/ui.module.css';
import { useDebounced } from '../../ui/use-debounced.ts';
import { usePartners } from '../features/partners/api.ts';
import { InviteDialog } from '../features/partners/invite-dialog.tsx';
import { InvitesSection } from '../features/partners/invites-section.tsx';
import { PartnerStatusBadge } from '../features/partners/partner-badges.tsx';
import { PartnerError } from '../features/partners/partner-error.tsx';
import styles from '../features/partners/partners.module.css';
import { useStaffT } from '../i18n/index.ts';

const views = ['all', 'applications', 'suspended'] as const;
type View = (typeof views)[number];
const viewFilter: Record<View, Pick<StaffPartnersQuery, 'status' | 'source' | 'application'>> = {
  all: {},
  // Waiting ones only: a refused application is decided (it shows under "all").
  applications: { application: 'waiting' },
  suspended: { status: 'suspended' },
};

/** Partners: every company, the applications waiting and the suspended ones; search, invite, and the invitations below. */
export function Component() {
  const { t } = useStaffT('staffPartners');
  const { t: ts } = useStaffT();
  const navigate = useNavigate();
  const [f, set] = useUrlState(['view', 'q', 'type', 'page'] as const);
  const view: View = (views as readonly string[]).includes(f.view) ? (f.view as View) : 'all';
  const [q, setQ] = useDebounced(f.q, (v) => set({ q: v, page: undefined }));
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const list = usePartners({ ...viewFilter[view], ...(f.q ? { q: f.q } : {}), ...(f.type ? { type: f.type as PartnerTypeName } : {}) });
  const counts = list.data?.counts;

  const columns: ColumnDef<StaffPartnerRow, unknown>[] = [
    {
      accessorKey: 'company_name',
      header: t('list.company'),
      cell: (c) => {
        const p = c.row.original;
        return (
          <span className={styles.who}>
            <Link to={`/staff/partners/${p.id}`} className={styles.company} onClick={(e) => e.stopPropagation()}>
              {p.company_name}
            </Link>
            <span className={styles.sub}>{p.email}</span>
          </span>
        );
      },
    },
    { accessorKey: 'partner_type', header: t('list.type'), cell: (c) => t(`type.${c.row.original.partner_type}`) },
    {
      accessorKey: 'status',
      header: t('list.status'),
      cell: (c) => <PartnerStatusBadge status={c.row.original.status} source={c.row.original.source} refused={c.row.original.application_refused} />,
    },
    {
      accessorKey: 'users_count',
      header: () => <span className={styles.num}>{t('list.users')}</span>,
      cell: (c) => <span className={styles.num}>{c.row.original.users_count}</span>,
    },
    {
      id: 'credit',
      accessorFn: (p) => p.credit_used_cents ?? -1,
      header: () => <span className={styles.num}>{t('list.credit')}</span>,
      cell: (c) => {
        const p = c.row.original;
        if (p.credit_used_cents === null) return <span className={`${styles.num} ${ui.muted}`}>—</span>;
        return (
          <span className={styles.num}>
            {formatMoney(p.credit_used_cents)}
            <span className={styles.sub}>{p.credit_limit_cents !== null ? t('list.ofLimit', { limit: formatMoney(p.credit_limit_cents) }) : t('list.noTerms')}</span>
          </span>
        );
      },
    },
    { accessorKey: 'created_at', header: t('list.since'), cell: (c) => <span className={styles.nowrap}>{formatDate(c.row.original.created_at)}</span> },
  ];

  const filtered = Boolean(f.q || f.type);
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <button type="button" className={ui.primary} onClick={() => setInviting(true)}>
            {t('invite.open')}
          </button>
        }
      />
      <StatusTabs
        label={t('list.views')}
        current={view}
        tabs={views.map((v) => ({
          key: v,
          label: t(`list.view.${v}`),
          to: { search: v === 'all' ? '' : `?view=${v}` },
          count: counts && v !== 'all' && counts[v] > 0 ? counts[v] : null,
        }))}
      />
      <FilteredTable
        filters={
          <>
            <WideFilter>
              <Field label={ts('common.search')}>
                <input className={ui.input} type="search" data-staff-search placeholder={t('list.searchHint')} value={q} onChange={(e) => setQ(e.target.value)} />
              </Field>
            </WideFilter>
            <Field label={t('list.type')}>
              <select className={ui.input} value={f.type} onChange={(e) => set({ type: e.target.value, page: undefined })}>
                <option value="">{ts('common.all')}</option>
                <option value="reseller">{t('type.reseller')}</option>
                <option value="referral">{t('type.referral')}</option>
              </select>
            </Field>
          </>
        }
        notices={
          <>
            {notice ? (
              <p className={ui.alertSuccess} role="status">
                {notice}
              </p>
            ) : null}
            <PartnerError error={list.error} />
          </>
        }
        query={list}
        rows={(data) => data.partners}
        caption={t(`list.view.${view}`)}
        columns={columns}
        rowKey={(p) => p.id}
        onOpen={(p) => navigate(`/staff/partners/${p.id}`)}
        empty={filtered ? t('list.emptyFiltered') : t(`list.empty.${view}`)}
      />
      <InvitesSection onNotice={setNotice} />
      {inviting ? (
        <InviteDialog
          onClose={() => setInviting(false)}
          onDone={(email) => {
            setInviting(false);
            setNotice(t('invite.sent', { email }));
          }}
        />
      ) : null}
    </>
  );
}
