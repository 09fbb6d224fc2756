import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { commissionStatus, type CommissionStatus, type StaffCommissionRow, type StaffCommissionsData } from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';
import type { ColumnDef } from '../../../ui/data-table.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Field } from '../../../ui/field.tsx';
import { FilteredTable } from '../../../ui/filtered-table.tsx';
import ui from '../../../ui/ui.module.css';
import { useUrlState } from '../../../ui/url-state.ts';
import { formatDate, formatMoney } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';

const PER_PAGE = 50;
const isState = (v: string): v is CommissionStatus => (commissionStatus.options as readonly string[]).includes(v);

const stateClass: Record<CommissionStatus, string | undefined> = {
  pending: ui.badge,
  flagged: ui.badgeWarn,
  approved: ui.badgeGood,
  in_payout: ui.badgeWine,
  paid: ui.badgeGood,
  rejected: ui.badgeBad,
};

interface LedgerFilter {
  status?: CommissionStatus | undefined;
  partnerId?: number | undefined;
  page: number;
}

/** Every row of the commission ledger (commissions and reversals of every partner), by state and partner, a server page at a time. */
const getLedger = (f: LedgerFilter, signal?: AbortSignal): Promise<StaffCommissionsData> =>
  staffApi<{ data: StaffCommissionsData }>('/commissions', {
    query: { status: f.status, partner_id: f.partnerId, page: f.page, per_page: PER_PAGE },
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
const useLedger = (f: LedgerFilter) =>
  useQuery(queryOptions({ queryKey: ['staff', 'commissions', 'ledger', f], queryFn: ({ signal }) => getLedger(f, signal), placeholderData: keepPreviousData }));

/**
 * The whole commission ledger, not only the rows waiting for review: each booking credited to a
 * partner with its amount and its state (pending, under review, approved, in a payout, paid,
 * rejected), filtered by state (and by partner when opened from a partner's page).
 */
export function CommissionLedger() {
  const { t, i18n } = useStaffT('staffCommissions');
  const { t: ts } = useStaffT();
  const [url, set] = useUrlState(['state', 'partner', 'lpage'] as const);
  const status = isState(url.state) ? url.state : undefined;
  const partnerId = Number(url.partner) > 0 ? Number(url.partner) : undefined;
  const page = Math.max(1, Number(url.lpage) || 1);
  const ledger = useLedger({ status, partnerId, page });
  const locale = i18n.language === 'en' ? 'en-GB' : 'it-IT';
  const rate = (bps: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);

  const columns: ColumnDef<StaffCommissionRow, unknown>[] = [
    {
      id: 'partner',
      header: t('col.partner'),
      cell: (c) => <Link to={`/staff/partners/${c.row.original.partner.id}`}>{c.row.original.partner.company_name}</Link>,
    },
    {
      id: 'booking',
      header: t('col.booking'),
      cell: (c) => {
        const r = c.row.original;
        return (
          <div>
            <Link to={`/staff/bookings/${r.booking.id}`}>{r.booking.number}</Link>
            <div className={ui.muted}>{r.booking.guest_name ?? ''}</div>
            <div className={ui.muted}>{t('experienceOn', { day: formatDate(r.experience_at) })}</div>
          </div>
        );
      },
    },
    {
      id: 'credited',
      header: t('ledger.credited'),
      cell: (c) => {
        const r = c.row.original;
        if (r.kind === 'reversal') return t('ledger.reversal', { reason: t(`ledger.reasons.${r.reason ?? 'cancelled'}`, { defaultValue: t('ledger.reasons.cancelled') }) });
        return r.credited ? (r.credited.source === 'code' ? t('byCode', { code: r.credited.code ?? '—' }) : t('byLink', { label: r.credited.link_label ?? '—' })) : '—';
      },
    },
    {
      id: 'amount',
      header: t('col.amount'),
      cell: (c) => {
        const r = c.row.original;
        return (
          <div>
            <strong>{formatMoney(r.amount_cents)}</strong>
            <div className={ui.muted}>{t('baseRate', { base: formatMoney(r.base_cents), rate: rate(r.rate_bps) })}</div>
          </div>
        );
      },
    },
    {
      id: 'state',
      header: t('ledger.state'),
      cell: (c) => <span className={stateClass[c.row.original.status]}>{t(`ledger.states.${c.row.original.status}`)}</span>,
    },
  ];

  return (
    <>
      <p className={ui.muted}>{t('ledger.intro')}</p>
      <FilteredTable
        filtersLabel={t('ledger.filters')}
        filters={
          <Field label={t('ledger.state')}>
            <select className={ui.input} value={status ?? ''} onChange={(e) => set({ state: e.target.value || undefined, lpage: undefined })}>
              <option value="">{ts('common.all')}</option>
              {commissionStatus.options.map((s) => (
                <option key={s} value={s}>
                  {t(`ledger.states.${s}`)}
                </option>
              ))}
            </select>
          </Field>
        }
        notices={
          <>
            <ErrorMessage error={ledger.error} />
            {partnerId ? (
              <p className={ui.muted}>
                {t('ledger.onePartner')}{' '}
                <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => set({ partner: undefined, lpage: undefined })}>
                  {t('ledger.allPartners')}
                </button>
              </p>
            ) : null}
          </>
        }
        query={ledger}
        rows={(d: StaffCommissionsData) => d.rows}
        summary={(d: StaffCommissionsData) => (
          <p className={ui.muted} role="status">
            {t('ledger.count', { count: d.total })}
          </p>
        )}
        serverPages={{ page, pagesOf: (d: StaffCommissionsData) => Math.max(1, Math.ceil(d.total / PER_PAGE)), onPage: (p) => set({ lpage: p > 1 ? String(p) : undefined }) }}
        caption={t('ledger.tab')}
        columns={columns}
        rowKey={(r) => r.id}
        urlPrefix="l"
        pageSize={PER_PAGE}
        empty={t('ledger.empty')}
      />
    </>
  );
}
