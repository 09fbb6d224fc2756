import { useState } from 'react';
import { useStaffAuth } from '../app/auth.tsx';
import { useUrlState } from '../../ui/url-state.ts';
import type { ColumnDef } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FilteredTable } from '../../ui/filtered-table.tsx';
import { formatDate, formatMoney, formatMonth } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { downloadPayoutsCsv, downloadRemittance, downloadSepaAgain, mayApprove, usePayoutMutations, usePayouts, type StaffPayout } from '../features/payouts/api.ts';
import { CancelPayoutDialog, PayoutRowsDialog } from '../features/payouts/payout-dialogs.tsx';
import { PayoutError } from '../features/payouts/payout-error.tsx';
import styles from '../features/payouts/payouts.module.css';
import { TaxProfileDialog, TaxRequestsSection } from '../features/payouts/tax-status.tsx';
import { WaitingSection } from '../features/payouts/waiting-section.tsx';
import { WithholdingSection } from '../features/payouts/withholding-section.tsx';
import { useStaffT } from '../i18n/index.ts';

const statuses = ['draft', 'approved', 'exported', 'paid', 'cancelled'] as const;
const statusBadge: Record<StaffPayout['status'], string> = { draft: ui.badge!, approved: ui.badgeWarn!, exported: ui.badgeWine!, paid: ui.badgeGood!, cancelled: ui.badgeBad! };
const maskIban = (iban: string | null) => (iban ? `${iban.slice(0, 4)} •••• ${iban.slice(-4)}` : '—');

/**
 * Partner payouts: gather, approve (a second person: not whoever gathered or changed the payout or
 * confirmed the tax status behind it, unless an owner), SEPA file, paid, cancel; the tax status
 * requests to decide; what waits and why; withholding per month; CSV.
 */
export function Component() {
  const { t } = useStaffT('staffPayouts');
  const { t: ts } = useStaffT();
  const { can, me } = useStaffAuth();
  const self = me ? { id: me.staff.id, role: me.staff.role } : undefined;
  const manage = can('payouts.manage');
  const [f, set] = useUrlState(['status', 'period', 'sort', 'dir', 'page'] as const);
  const payouts = usePayouts({ status: f.status || undefined, period: f.period || undefined });
  const m = usePayoutMutations();
  const [rows, setRows] = useState<StaffPayout | null>(null);
  const [cancelling, setCancelling] = useState<StaffPayout | null>(null);
  const [paying, setPaying] = useState<StaffPayout | null>(null);
  const [tax, setTax] = useState<{ id: number; name: string } | null>(null);
  const [fileError, setFileError] = useState<unknown>(null);
  const data = payouts.data;
  // Only payouts approved by a second person go into the SEPA file.
  const approved = data?.payouts.filter((p) => p.status === 'approved' && p.approval_counts).length ?? 0;
  const who = (p: StaffPayout) =>
    [
      t(p.prepared_by ? 'people.prepared' : 'people.preparedByJob', { who: p.prepared_by?.email ?? '' }),
      p.changed_by ? t('people.changed', { who: p.changed_by.email }) : null,
      p.approved_by ? t('people.approved', { who: p.approved_by.email }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const download = (work: Promise<void>) => {
    setFileError(null);
    work.catch(setFileError);
  };

  const columns: ColumnDef<StaffPayout, unknown>[] = [
    {
      accessorKey: 'company_name',
      header: t('col.partner'),
      cell: (c) => <span className={styles.company}>{c.row.original.company_name}</span>,
    },
    { accessorKey: 'period', header: t('col.period'), cell: (c) => formatMonth(c.row.original.period) },
    {
      accessorKey: 'status',
      header: t('col.status'),
      cell: (c) => {
        const p = c.row.original;
        return (
          <>
            <span className={statusBadge[p.status]}>{t(`status.${p.status}`)}</span>
            {p.status === 'approved' && !p.approval_counts ? <span className={styles.warn}>{t('people.approvalDoesNotCount')}</span> : null}
          </>
        );
      },
    },
    { accessorKey: 'gross_cents', header: t('col.gross'), cell: (c) => <span className={styles.num}>{formatMoney(c.row.original.gross_cents)}</span> },
    { accessorKey: 'withholding_cents', header: t('col.withholding'), cell: (c) => <span className={styles.num}>{formatMoney(c.row.original.withholding_cents)}</span> },
    { accessorKey: 'net_cents', header: t('col.net'), cell: (c) => <strong className={styles.num}>{formatMoney(c.row.original.net_cents)}</strong> },
    {
      id: 'account',
      header: t('col.account'),
      enableSorting: false,
      cell: (c) => {
        const p = c.row.original;
        return (
          <>
            <span className={styles.mono}>{maskIban(p.iban)}</span>
            <span className={styles.sub}>{p.account_holder ?? '—'}</span>
            {p.iban_changed_since && p.status !== 'paid' && p.status !== 'cancelled' ? <span className={styles.warn}>{t('ibanChanged')}</span> : null}
          </>
        );
      },
    },
    {
      id: 'when',
      header: t('col.when'),
      accessorFn: (p) => p.paid_at ?? p.exported_at ?? p.approved_at ?? p.created_at,
      cell: (c) => {
        const p = c.row.original;
        const at = p.paid_at ?? p.exported_at ?? p.approved_at ?? p.created_at;
        return (
          <>
            <span>{formatDate(at)}</span>
            {p.sepa_message_id ? <span className={styles.sub}>{p.sepa_message_id}</span> : null}
            <span className={styles.sub}>{who(p)}</span>
          </>
        );
      },
    },
    {
      id: 'actions',
      header: () => <span className={styles.srOnly}>{t('col.actions')}</span>,
      enableSorting: false,
      cell: (c) => {
        const p = c.row.original;
        return (
          <div className={styles.actions}>
            <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => setRows(p)}>
              {t('actions.rows')}
            </button>
            {manage && p.status === 'draft' && mayApprove(p, self) ? (
              <button type="button" className={`${ui.primary} ${ui.small}`} disabled={m.approve.isPending} onClick={() => m.approve.mutate(p.id)}>
                {t('actions.approve')}
              </button>
            ) : null}
            {manage && p.status === 'draft' && !mayApprove(p, self) ? <span className={styles.sub}>{t('people.secondPerson')}</span> : null}
            {manage && (p.status === 'approved' || p.status === 'exported') ? (
              <button type="button" className={`${ui.primary} ${ui.small}`} onClick={() => setPaying(p)}>
                {t('actions.paid')}
              </button>
            ) : null}
            {manage && (p.status === 'draft' || p.status === 'approved') ? (
              <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => setCancelling(p)}>
                {t('actions.cancel')}
              </button>
            ) : null}
            {p.status === 'paid' ? (
              <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => download(downloadRemittance(p, 'it'))}>
                {t('actions.pdf')}
              </button>
            ) : null}
            {p.sepa_message_id && manage ? (
              <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => download(downloadSepaAgain(p.sepa_message_id!))}>
                {t('actions.sepaAgain')}
              </button>
            ) : null}
            <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => setTax({ id: p.partner_id, name: p.company_name })}>
              {t('actions.tax')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <div className={ui.row}>
            {manage ? (
              <button type="button" className={ui.button} disabled={m.run.isPending} onClick={() => m.run.mutate()}>
                {m.run.isPending ? ts('common.working') : t('actions.run', { period: data?.period_now ? formatMonth(data.period_now) : '' })}
              </button>
            ) : null}
            {manage ? (
              <button type="button" className={ui.primary} disabled={m.sepa.isPending || approved === 0} onClick={() => m.sepa.mutate()}>
                {m.sepa.isPending ? ts('common.working') : t('actions.sepa', { count: approved })}
              </button>
            ) : null}
            <button type="button" className={ui.ghost} onClick={() => download(downloadPayoutsCsv(f.period || undefined, f.period || undefined))}>
              {t('actions.csv')}
            </button>
          </div>
        }
      />
      <div className={styles.notice}>
        {m.run.data ? (
          <p role="status" className={ui.alertSuccess}>
            {t('run.done', { period: formatMonth(m.run.data.period), count: m.run.data.created })}
          </p>
        ) : null}
        {m.sepa.data ? (
          <p role="status" className={ui.alertSuccess}>
            {t('sepa.done', { id: m.sepa.data.messageId, count: m.sepa.data.count })}
            {m.sepa.data.skipped ? ` ${t('sepa.skipped', { count: m.sepa.data.skipped })}` : ''}
          </p>
        ) : null}
        <PayoutError error={m.run.error ?? m.sepa.error ?? m.approve.error ?? fileError} />
        {data?.tax_requests.length ? (
          <p className={ui.alertInfo}>
            <a href="#tax-requests-title">{t('taxStatus.waitingBadge', { count: data.tax_requests.length })}</a>
          </p>
        ) : null}
      </div>
      <FilteredTable
        filters={
          <>
            <Field label={t('filter.status')}>
              <select className={ui.input} value={f.status} onChange={(e) => set({ status: e.target.value || undefined, page: undefined })}>
                <option value="">{ts('common.all')}</option>
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('filter.period')}>
              <input className={ui.input} type="month" value={f.period} onChange={(e) => set({ period: e.target.value || undefined, page: undefined })} />
            </Field>
          </>
        }
        notices={<PayoutError error={payouts.error} />}
        query={payouts}
        rows={(d) => d.payouts}
        caption={t('caption')}
        columns={columns}
        rowKey={(p) => p.id}
        empty={<p className={ui.muted}>{f.status || f.period ? t('emptyFiltered') : t('empty')}</p>}
      />
      {data ? <TaxRequestsSection requests={data.tax_requests} canManage={manage} onOpen={(r) => setTax({ id: r.partner_id, name: r.company_name })} /> : null}
      {data ? <WaitingSection waiting={data.waiting} threshold={data.threshold_cents} onTax={(w) => setTax({ id: w.partner_id, name: w.company_name })} /> : null}
      <WithholdingSection />
      {rows ? <PayoutRowsDialog payout={rows} onClose={() => setRows(null)} /> : null}
      {cancelling ? <CancelPayoutDialog payout={cancelling} onClose={() => setCancelling(null)} /> : null}
      {tax ? <TaxProfileDialog partner={tax} canManage={manage} onClose={() => setTax(null)} /> : null}
      {paying ? (
        <Dialog open title={t('paid.title', { company: paying.company_name, period: formatMonth(paying.period) })} onClose={() => setPaying(null)} closeLabel={ts('common.close')}>
          <div className={ui.stack}>
            <p>{t('paid.help', { net: formatMoney(paying.net_cents), iban: maskIban(paying.iban) })}</p>
            <PayoutError error={m.paid.error} />
            <div className={ui.row}>
              <button type="button" className={ui.primary} disabled={m.paid.isPending} onClick={() => m.paid.mutate(paying.id, { onSuccess: () => setPaying(null) })}>
                {m.paid.isPending ? ts('common.working') : t('paid.submit')}
              </button>
              <button type="button" className={ui.ghost} onClick={() => setPaying(null)}>
                {ts('common.cancel')}
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
