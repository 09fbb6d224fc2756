import { useState } from 'react';
import { Link } from 'react-router';
import { giftVoucherStatus, type StaffVoucherRow } from '@tenuta/contracts';
import { useStaffAuth } from '../app/auth.tsx';
import type { ColumnDef } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { FilteredTable, WideFilter } from '../../ui/filtered-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useDebounced } from '../../ui/use-debounced.ts';
import { useUrlState } from '../../ui/url-state.ts';
import { formatDate, formatDay, formatMoney } from '../components/format.ts';
import { downloadVouchersCsv, useVouchers, VOUCHER_PAGE_SIZE } from '../features/vouchers/api.ts';
import { IssueVoucherDialog } from '../features/vouchers/issue-voucher-dialog.tsx';
import { VoucherCode, VoucherStatusBadge } from '../features/vouchers/voucher-badges.tsx';
import { VoucherDialog } from '../features/vouchers/voucher-dialog.tsx';
import { VoucherError } from '../features/vouchers/voucher-error.tsx';
import styles from '../features/vouchers/vouchers.module.css';
import { useStaffT } from '../i18n/index.ts';

/**
 * Gift vouchers: search by the code's last four characters, the buyer or the recipient, filter by
 * status; a row opens the voucher (its ledger, its e-mails, the actions); owners and managers give
 * complimentary vouchers; the CSV for those who export; the money report for the money pages.
 */
export function Component() {
  const { t } = useStaffT('staffVouchers');
  const { t: ts } = useStaffT();
  const { can } = useStaffAuth();
  const [f, set] = useUrlState(['q', 'status', 'page', 'voucher'] as const);
  const [q, setQ] = useDebounced(f.q, (v) => set({ q: v, page: undefined }));
  const [issuing, setIssuing] = useState(false);
  const [fileError, setFileError] = useState<unknown>(null);
  const page = Math.max(1, Number(f.page) || 1);
  const status = giftVoucherStatus.safeParse(f.status).data;
  const filter = { ...(f.q ? { q: f.q } : {}), ...(status ? { status } : {}) };
  const list = useVouchers({ ...filter, page });
  const open = Number(f.voucher) || null;
  const filtered = Boolean(f.q || status);

  // The server orders the list (newest first) and pages it: no column sorts one page alone.
  const cells: ColumnDef<StaffVoucherRow, unknown>[] = [
    { id: 'code', header: t('list.code'), cell: (c) => <VoucherCode last4={c.row.original.code_last4} /> },
    {
      id: 'recipient',
      header: t('list.recipient'),
      cell: (c) => (
        <>
          {c.row.original.recipient_name}
          <span className={styles.sub}>{c.row.original.recipient_email ?? ''}</span>
        </>
      ),
    },
    {
      id: 'buyer',
      header: t('list.buyer'),
      cell: (c) => (
        <>
          {c.row.original.origin === 'complimentary' ? t('origin.complimentary') : c.row.original.buyer_name}
          <span className={styles.sub}>{c.row.original.origin === 'complimentary' ? '' : c.row.original.buyer_email}</span>
        </>
      ),
    },
    { id: 'issued', header: t('list.issued'), cell: (c) => <span className={styles.nowrap}>{c.row.original.issued_at ? formatDate(c.row.original.issued_at) : '—'}</span> },
    {
      id: 'balance',
      header: () => <span className={styles.num}>{t('list.balance')}</span>,
      cell: (c) => (
        <span className={styles.num}>
          {formatMoney(c.row.original.balance_cents)}
          <span className={styles.sub}>{t('list.ofAmount', { amount: formatMoney(c.row.original.amount_cents) })}</span>
        </span>
      ),
    },
    { id: 'expires', header: t('list.expires'), cell: (c) => <span className={styles.nowrap}>{formatDay(c.row.original.expires_on)}</span> },
    { id: 'status', header: t('list.status'), cell: (c) => <VoucherStatusBadge status={c.row.original.status} /> },
  ];
  const columns = cells.map((col) => ({ ...col, enableSorting: false }));

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <div className={styles.headActions}>
            {can('vouchers.write') ? (
              <button type="button" className={ui.primary} onClick={() => setIssuing(true)}>
                {t('issue.open')}
              </button>
            ) : null}
            {can('exports') ? (
              <button
                type="button"
                className={ui.button}
                onClick={() => {
                  setFileError(null);
                  downloadVouchersCsv(filter).catch(setFileError);
                }}
              >
                {t('list.csv')}
              </button>
            ) : null}
            {can('money.read') ? (
              <Link className={ui.ghost} to="/staff/reports/vouchers">
                {t('report.open')}
              </Link>
            ) : null}
          </div>
        }
      />
      <FilteredTable
        filtersLabel={t('list.searchLabel')}
        filters={
          <>
            <WideFilter>
              <Field label={ts('common.search')} hint={t('list.searchHint')}>
                <input className={ui.input} type="search" data-staff-search value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" spellCheck={false} />
              </Field>
            </WideFilter>
            <Field label={t('list.status')}>
              <select className={ui.input} value={status ?? ''} onChange={(e) => set({ status: e.target.value, page: undefined })}>
                <option value="">{ts('common.all')}</option>
                {giftVoucherStatus.options.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </select>
            </Field>
          </>
        }
        notices={<VoucherError error={list.error ?? fileError} />}
        query={list}
        rows={(data) => data.vouchers}
        summary={(data) => (
          <div className={styles.summary}>
            <p className={ui.muted} role="status" style={{ margin: 0 }}>
              {t('list.count', { count: data.total })}
            </p>
            {filtered ? (
              <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => set({ q: undefined, status: undefined, page: undefined })}>
                {t('list.clear')}
              </button>
            ) : null}
          </div>
        )}
        serverPages={{ page, pagesOf: (data) => Math.ceil(data.total / VOUCHER_PAGE_SIZE), onPage: (p) => set({ page: p > 1 ? String(p) : undefined }) }}
        caption={t('list.title')}
        columns={columns}
        rowKey={(r) => r.id}
        urlPrefix="t"
        pageSize={VOUCHER_PAGE_SIZE}
        onOpen={(r) => set({ voucher: String(r.id) })}
        empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
      />
      {issuing ? (
        <IssueVoucherDialog
          onClose={() => setIssuing(false)}
          onIssued={(v) => {
            setIssuing(false);
            set({ voucher: String(v.id) });
          }}
        />
      ) : null}
      {open && !issuing ? <VoucherDialog key={open} id={open} onClose={() => set({ voucher: undefined })} /> : null}
    </>
  );
}
