import { useState } from 'react';
import { useUrlState } from '../../ui/url-state.ts';
import type { ColumnDef } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FilteredTable } from '../../ui/filtered-table.tsx';
import { formatDay, formatMoney, romeToday } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { downloadInvoicePdf, downloadInvoiceXml, downloadInvoicesCsv, useInvoiceMutations, useInvoices, type StaffInvoice } from '../features/invoices/api.ts';
import { CreditDialog, InvoiceLinesDialog } from '../features/invoices/invoice-dialogs.tsx';
import { InvoiceError } from '../features/invoices/invoice-error.tsx';
import styles from '../features/invoices/invoices.module.css';
import { intlLocale, useStaffT } from '../i18n/index.ts';

const types = ['TD24', 'TD01', 'TD04'] as const;
const statuses = ['draft', 'issued', 'unpaid', 'overdue', 'paid'] as const;

/** The month before today's (Rome): what the run of the 1st prepares. */
function lastMonth(): string {
  const [y, m] = romeToday().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
const monthLabel = (period: string) => new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-15T12:00:00Z`));

type Standing = 'late' | 'draft' | 'credit' | 'paid' | 'overdue' | 'unpaid';
function standing(i: StaffInvoice): Standing {
  if (i.status === 'draft') return i.late ? 'late' : 'draft';
  if (i.doc_type === 'TD04') return 'credit';
  return i.paid_at ? 'paid' : i.overdue ? 'overdue' : 'unpaid';
}
const badge: Record<Standing, string> = { late: ui.badgeBad!, draft: ui.badge!, credit: ui.badgeWine!, paid: ui.badgeGood!, overdue: ui.badgeBad!, unpaid: ui.badgeWarn! };

/**
 * Invoices (owners and accountants): prepare a month's deferred invoices, issue drafts by the
 * 15th, credit a cancellation after invoicing, mark paid, the PDF and XML of each, CSV.
 */
export function Component() {
  const { t } = useStaffT('staffInvoices');
  const { t: ts } = useStaffT();
  const [f, set] = useUrlState(['type', 'status', 'period', 'partner_id', 'sort', 'dir', 'page'] as const);
  const filter = { type: f.type || undefined, status: f.status || undefined, period: f.period || undefined, partner_id: f.partner_id || undefined };
  const invoices = useInvoices(filter);
  const m = useInvoiceMutations();
  const [month, setMonth] = useState(lastMonth);
  const [lines, setLines] = useState<StaffInvoice | null>(null);
  const [crediting, setCrediting] = useState<StaffInvoice | null>(null);
  const [paying, setPaying] = useState<StaffInvoice | null>(null);
  const [fileError, setFileError] = useState<unknown>(null);
  const download = (work: Promise<void>) => {
    setFileError(null);
    work.catch(setFileError);
  };
  const data = invoices.data;
  const previous = lastMonth();
  const dueSoon = data?.invoices.filter((i) => i.status === 'draft' && i.doc_type === 'TD24' && i.period === previous && !i.late).length ?? 0;

  const columns: ColumnDef<StaffInvoice, unknown>[] = [
    {
      id: 'number',
      header: t('col.number'),
      accessorFn: (i) => i.number ?? '',
      cell: (c) => {
        const i = c.row.original;
        return (
          <>
            <span className={styles.strong}>{i.number ?? t('draft')}</span>
            <span className={styles.sub}>{t(`type.${i.doc_type}`)}</span>
          </>
        );
      },
    },
    {
      id: 'buyer',
      header: t('col.buyer'),
      accessorFn: (i) => i.partner_name ?? i.buyer_name,
      cell: (c) => {
        const i = c.row.original;
        return (
          <>
            <span>{i.partner_name ?? i.buyer_name}</span>
            <span className={styles.sub}>
              {i.partner_id ? t('reseller') : t('guest')}
              {i.buyer_vat ? ` · ${i.buyer_vat}` : ''}
            </span>
          </>
        );
      },
    },
    {
      id: 'when',
      header: t('col.when'),
      accessorFn: (i) => i.issue_date ?? i.created_at,
      cell: (c) => {
        const i = c.row.original;
        return (
          <>
            <span>{i.issue_date ? formatDay(i.issue_date) : t('notIssued')}</span>
            {i.period ? <span className={styles.sub}>{t('period', { month: monthLabel(i.period) })}</span> : null}
            {i.credit_of ? <span className={styles.sub}>{t('credits', { number: i.credit_of.number ?? '' })}</span> : null}
            {i.status === 'draft' && i.issue_by ? <span className={i.late ? styles.late : styles.sub}>{t('issueBy', { day: formatDay(i.issue_by) })}</span> : null}
          </>
        );
      },
    },
    {
      accessorKey: 'total_cents',
      header: t('col.total'),
      cell: (c) => {
        const i = c.row.original;
        return (
          <span className={styles.num}>
            <span className={styles.strong}>{formatMoney(i.total_cents)}</span>
            <span className={styles.sub}>{t('vatOf', { vat: formatMoney(i.vat_cents) })}</span>
            {i.credited_cents > 0 ? <span className={styles.sub}>{t('credited', { amount: formatMoney(i.credited_cents) })}</span> : null}
          </span>
        );
      },
    },
    {
      id: 'standing',
      header: t('col.status'),
      accessorFn: (i) => standing(i),
      cell: (c) => {
        const i = c.row.original;
        const s = standing(i);
        return (
          <>
            <span className={badge[s]}>{t(`status.${s}`)}</span>
            {i.due_date && i.doc_type === 'TD24' && i.status === 'issued' && !i.paid_at ? <span className={styles.sub}>{t('due', { day: formatDay(i.due_date) })}</span> : null}
          </>
        );
      },
    },
    {
      id: 'actions',
      header: () => <span className={styles.srOnly}>{t('col.actions')}</span>,
      enableSorting: false,
      cell: (c) => {
        const i = c.row.original;
        const ref = i.number ?? t('draft');
        return (
          <div className={styles.actions}>
            {i.status === 'draft' ? (
              <button
                type="button"
                className={`${ui.primary} ${ui.small}`}
                disabled={m.issue.isPending}
                onClick={() => m.issue.mutate(i.id)}
                aria-label={t('actions.issueLabel', { buyer: i.partner_name ?? i.buyer_name })}
              >
                {t('actions.issue')}
              </button>
            ) : null}
            {i.status === 'issued' && !i.paid_at ? (
              <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setPaying(i)}>
                {i.doc_type === 'TD04' ? t('actions.settled') : t('actions.paid')}
              </button>
            ) : null}
            {i.status === 'issued' && i.doc_type !== 'TD04' ? (
              <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => setCrediting(i)}>
                {t('actions.credit')}
              </button>
            ) : null}
            <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => setLines(i)}>
              {t('actions.lines')}
            </button>
            <button
              type="button"
              className={`${ui.ghost} ${ui.small}`}
              onClick={() => download(downloadInvoicePdf(i, intlLocale().startsWith('en') ? 'en' : 'it'))}
              aria-label={t('actions.pdfLabel', { number: ref })}
            >
              PDF
            </button>
            {i.status === 'issued' ? (
              <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => download(downloadInvoiceXml(i))} aria-label={t('actions.xmlLabel', { number: ref })}>
                XML
              </button>
            ) : null}
          </div>
        );
      },
    },
  ];

  const prepared = m.prepare.data;
  const created = prepared?.invoices.filter((i) => i.outcome === 'created' || i.outcome === 'refreshed').length ?? 0;
  const leftOver = prepared?.invoices.reduce((s, i) => s + i.left_over, 0) ?? 0;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <button type="button" className={ui.ghost} onClick={() => download(downloadInvoicesCsv(filter))}>
            {t('actions.csv')}
          </button>
        }
      />
      <div className={styles.notice}>
        {data && data.late_drafts > 0 ? (
          <p role="alert" className={ui.alertError}>
            {t('late', { count: data.late_drafts })}
          </p>
        ) : null}
        {dueSoon > 0 ? (
          <p role="status" className={ui.alertInfo}>
            {t('dueSoon', { count: dueSoon, month: monthLabel(previous) })}
          </p>
        ) : null}
        <form
          className={styles.prepare}
          onSubmit={(e) => {
            e.preventDefault();
            m.prepare.mutate(month);
          }}
        >
          <Field label={t('prepare.month')} hint={t('prepare.hint')}>
            <input className={ui.input} type="month" required value={month} max={previous} onChange={(e) => setMonth(e.target.value)} />
          </Field>
          <button type="submit" className={ui.primary} disabled={m.prepare.isPending || !month}>
            {m.prepare.isPending ? ts('common.working') : t('prepare.submit')}
          </button>
        </form>
        {prepared ? (
          <p role="status" className={ui.alertSuccess}>
            {t('prepare.done', { count: created, month: monthLabel(prepared.period) })}{' '}
            {prepared.credit_notes.length > 0 ? t('prepare.credits', { count: prepared.credit_notes.length }) : ''} {leftOver > 0 ? t('prepare.leftOver', { count: leftOver }) : ''}
          </p>
        ) : null}
        <InvoiceError error={m.prepare.error ?? m.issue.error ?? fileError} />
      </div>
      <FilteredTable
        filters={
          <>
            <Field label={t('filter.type')}>
              <select className={ui.input} value={f.type} onChange={(e) => set({ type: e.target.value || undefined, page: undefined })}>
                <option value="">{ts('common.all')}</option>
                {types.map((x) => (
                  <option key={x} value={x}>
                    {t(`type.${x}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('filter.status')}>
              <select className={ui.input} value={f.status} onChange={(e) => set({ status: e.target.value || undefined, page: undefined })}>
                <option value="">{ts('common.all')}</option>
                {statuses.map((x) => (
                  <option key={x} value={x}>
                    {t(`filter.statuses.${x}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('filter.period')}>
              <input className={ui.input} type="month" value={f.period} onChange={(e) => set({ period: e.target.value || undefined, page: undefined })} />
            </Field>
          </>
        }
        notices={<InvoiceError error={invoices.error} />}
        query={invoices}
        rows={(d) => d.invoices}
        caption={t('caption')}
        columns={columns}
        rowKey={(i) => i.id}
        empty={<p className={ui.muted}>{f.type || f.status || f.period ? t('emptyFiltered') : t('empty')}</p>}
      />
      {lines ? <InvoiceLinesDialog invoice={lines} onClose={() => setLines(null)} /> : null}
      {crediting ? <CreditDialog invoice={crediting} onClose={() => setCrediting(null)} /> : null}
      {paying ? (
        <Dialog open title={t('paidDialog.title', { number: paying.number ?? '' })} onClose={() => setPaying(null)} closeLabel={ts('common.close')}>
          <div className={ui.stack}>
            <p>
              {paying.doc_type === 'TD04'
                ? t('paidDialog.settleHelp', { total: formatMoney(paying.total_cents) })
                : t('paidDialog.help', { total: formatMoney(paying.total_cents - paying.credited_cents), buyer: paying.partner_name ?? paying.buyer_name })}
            </p>
            <InvoiceError error={m.paid.error} />
            <div className={ui.row}>
              <button type="button" className={ui.primary} disabled={m.paid.isPending} onClick={() => m.paid.mutate(paying.id, { onSuccess: () => setPaying(null) })}>
                {m.paid.isPending ? ts('common.working') : t('paidDialog.submit')}
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
