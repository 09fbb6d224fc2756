import { useState } from 'react';
import { Link } from 'react-router';
import { useStaffAuth } from '../app/auth.tsx';
import { useUrlState } from '../../ui/url-state.ts';
import type { ColumnDef } from '../../ui/data-table.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { FilteredTable } from '../../ui/filtered-table.tsx';
import { formatDate, formatDateTime, formatMoney } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { StatusTabs } from '../../ui/status-tabs.tsx';
import ui from '../../ui/ui.module.css';
import { useCodeRequests, useFlaggedCommissions, type CommissionDecision, type StaffCodeRequestRow, type StaffCommissionRow } from '../features/commissions/api.ts';
import { DecisionDialog } from '../features/commissions/decision-dialog.tsx';
import { CommissionLedger } from '../features/commissions/ledger-table.tsx';
import { useStaffT } from '../i18n/index.ts';

type Tab = 'review' | 'ledger' | 'codes';
const rate = (bps: number, locale: string) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);

/** Commissions to review (self-referrals held until cleared or rejected) and partners' requests for new discount codes. */
export function Component() {
  const { t, i18n } = useStaffT('staffCommissions');
  const { t: ts } = useStaffT();
  const { can } = useStaffAuth();
  const [url] = useUrlState(['tab'] as const);
  const tab: Tab = url.tab === 'codes' ? 'codes' : url.tab === 'ledger' ? 'ledger' : 'review';
  const flagged = useFlaggedCommissions();
  const requests = useCodeRequests();
  const [deciding, setDeciding] = useState<CommissionDecision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const locale = i18n.language === 'en' ? 'en-GB' : 'it-IT';

  const commissionColumns: ColumnDef<StaffCommissionRow, unknown>[] = [
    {
      id: 'partner',
      header: t('col.partner'),
      accessorFn: (r) => r.partner.company_name,
      cell: (c) => <Link to={`/staff/partners/${c.row.original.partner.id}`}>{c.row.original.partner.company_name}</Link>,
    },
    {
      id: 'booking',
      header: t('col.booking'),
      accessorFn: (r) => r.booking.number,
      cell: (c) => {
        const r = c.row.original;
        return (
          <div>
            <Link to={`/staff/bookings/${r.booking.id}`}>{r.booking.number}</Link>
            <div className={ui.muted}>{[r.booking.guest_name, r.booking.guest_email].filter(Boolean).join(' · ')}</div>
            <div className={ui.muted}>{t('experienceOn', { day: formatDate(r.experience_at) })}</div>
          </div>
        );
      },
    },
    {
      id: 'why',
      header: t('col.why'),
      accessorFn: (r) => r.flag ?? '',
      cell: (c) => {
        const r = c.row.original;
        const credit = r.credited ? (r.credited.source === 'code' ? t('byCode', { code: r.credited.code ?? '—' }) : t('byLink', { label: r.credited.link_label ?? '—' })) : '—';
        return (
          <div>
            <span className={ui.badgeWarn}>{t(`flags.${r.flag ?? 'other'}`, { defaultValue: r.flag ?? '' })}</span>
            <div className={ui.muted}>{credit}</div>
          </div>
        );
      },
    },
    {
      id: 'amount',
      header: t('col.amount'),
      accessorFn: (r) => r.amount_cents,
      cell: (c) => {
        const r = c.row.original;
        return (
          <div>
            <strong>{formatMoney(r.amount_cents)}</strong>
            <div className={ui.muted}>{t('baseRate', { base: formatMoney(r.base_cents), rate: rate(r.rate_bps, locale) })}</div>
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: () => <span className={ui.visuallyHidden}>{ts('common.actions')}</span>,
      enableSorting: false,
      cell: (c) => {
        const r = c.row.original;
        return (
          <div className={ui.row}>
            <button
              type="button"
              className={`${ui.primary} ${ui.small}`}
              aria-label={t('actions.clearOf', { booking: r.booking.number })}
              onClick={() => setDeciding({ kind: 'commission', row: r, decision: 'clear' })}
            >
              {t('actions.clear')}
            </button>
            <button
              type="button"
              className={`${ui.danger} ${ui.small}`}
              aria-label={t('actions.rejectOf', { booking: r.booking.number })}
              onClick={() => setDeciding({ kind: 'commission', row: r, decision: 'reject' })}
            >
              {t('actions.reject')}
            </button>
          </div>
        );
      },
    },
  ];

  const requestColumns: ColumnDef<StaffCodeRequestRow, unknown>[] = [
    {
      id: 'partner',
      header: t('col.partner'),
      accessorFn: (r) => r.partner.company_name,
      cell: (c) => <Link to={`/staff/partners/${c.row.original.partner.id}`}>{c.row.original.partner.company_name}</Link>,
    },
    {
      id: 'code',
      header: t('col.code'),
      accessorFn: (r) => r.code,
      cell: (c) => {
        const r = c.row.original;
        return (
          <div>
            <strong>{r.code}</strong> · {r.discount_percent}%{r.note ? <div className={ui.muted}>{r.note}</div> : null}
          </div>
        );
      },
    },
    {
      id: 'asked',
      header: t('col.asked'),
      accessorFn: (r) => r.created_at,
      cell: (c) => `${formatDateTime(c.row.original.created_at)}${c.row.original.requested_by ? ` · ${c.row.original.requested_by}` : ''}`,
    },
    {
      id: 'status',
      header: t('col.status'),
      accessorFn: (r) => r.status,
      cell: (c) => {
        const r = c.row.original;
        return (
          <div>
            <span className={r.status === 'approved' ? ui.badgeGood : r.status === 'refused' ? ui.badgeBad : ui.badgeWarn}>{t(`requestStatus.${r.status}`)}</span>
            {r.decided_at ? <div className={ui.muted}>{t('decidedBy', { who: r.decided_by ?? '—', when: formatDateTime(r.decided_at) })}</div> : null}
            {r.decision_note ? <div className={ui.muted}>{r.decision_note}</div> : null}
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: () => <span className={ui.visuallyHidden}>{ts('common.actions')}</span>,
      enableSorting: false,
      cell: (c) => {
        const r = c.row.original;
        if (r.status !== 'pending') return null;
        return (
          <div className={ui.row}>
            {can('coupons.write') ? (
              <button
                type="button"
                className={`${ui.primary} ${ui.small}`}
                aria-label={t('actions.approveOf', { code: r.code })}
                onClick={() => setDeciding({ kind: 'code', row: r, decision: 'approve' })}
              >
                {t('actions.approve')}
              </button>
            ) : null}
            <button
              type="button"
              className={`${ui.danger} ${ui.small}`}
              aria-label={t('actions.refuseOf', { code: r.code })}
              onClick={() => setDeciding({ kind: 'code', row: r, decision: 'refuse' })}
            >
              {t('actions.refuse')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <StatusTabs
        label={t('tabs')}
        current={tab}
        onSelect={() => setDone(null)}
        tabs={[
          { key: 'review', label: t('tab.review'), to: { search: '' }, count: flagged.data?.flagged_count },
          { key: 'ledger', label: t('ledger.tab'), to: { search: '?tab=ledger' } },
          { key: 'codes', label: t('tab.codes'), to: { search: '?tab=codes' }, count: requests.data?.pending_count },
        ]}
      />
      {done ? (
        <p className={ui.alertSuccess} role="status">
          {done}
        </p>
      ) : null}
      {tab === 'review' ? (
        <>
          <p className={ui.muted}>{t('reviewIntro')}</p>
          <FilteredTable
            notices={<ErrorMessage error={flagged.error} />}
            query={flagged}
            rows={(d) => d.rows}
            caption={t('tab.review')}
            columns={commissionColumns}
            rowKey={(r) => r.id}
            empty={t('emptyReview')}
            pageSize={50}
          />
        </>
      ) : tab === 'ledger' ? (
        <CommissionLedger />
      ) : (
        <>
          <p className={ui.muted}>{t('codesIntro')}</p>
          <FilteredTable
            notices={<ErrorMessage error={requests.error} />}
            query={requests}
            rows={(d) => d.requests}
            caption={t('tab.codes')}
            columns={requestColumns}
            rowKey={(r) => r.id}
            empty={t('emptyCodes')}
            pageSize={50}
          />
        </>
      )}
      {deciding ? (
        <DecisionDialog
          decision={deciding}
          onClose={() => setDeciding(null)}
          onDone={(message) => {
            setDone(message);
            setDeciding(null);
          }}
        />
      ) : null}
    </>
  );
}
