import type { StaffBookingEmail, StaffBookingPayment } from '@tenuta/contracts';
import { DataTable, type ColumnDef } from '../../../ui/data-table.tsx';
import { formatDateTime, formatMoney } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './bookings.module.css';
import { emailKindKey } from './email-kind-words.ts';

const paymentStatusClass = (s: string) => (s === 'succeeded' ? ui.badgeGood : s === 'failed' || s === 'canceled' ? ui.badgeBad : ui.badgeWarn);

/**
 * The booking's ledger: card payments and their refunds, money taken on site (method and who), a
 * voided one with who voided it and why; `onVoid` (a role that may) offers to void one taken on site.
 */
export function PaymentsTable({ payments, onVoid, empty }: { payments: StaffBookingPayment[]; onVoid?: (p: StaffBookingPayment) => void; empty?: string | undefined }) {
  const { t } = useStaffT('staffBookings');
  const columns: ColumnDef<StaffBookingPayment, unknown>[] = [
    { accessorKey: 'created_at', header: t('payments.when'), cell: (c) => <span className={styles.nowrap}>{formatDateTime(c.row.original.created_at)}</span> },
    {
      accessorKey: 'kind',
      header: t('payments.what'),
      cell: (c) => {
        const p = c.row.original;
        const how = p.provider === 'on_site' ? t(`method.${p.method ?? 'cash'}`) : p.provider === 'voucher' ? t('payments.voucher') : t('payments.online');
        return (
          <>
            {t(`payments.kind.${p.kind}`)}
            <span className={styles.sub}>{how}</span>
          </>
        );
      },
    },
    {
      accessorKey: 'amount_cents',
      header: () => <span className={styles.num}>{t('payments.amount')}</span>,
      meta: { label: t('payments.amount') },
      cell: (c) => (
        <span className={styles.num}>
          {c.row.original.kind === 'refund' ? '−' : ''}
          {formatMoney(c.row.original.amount_cents)}
        </span>
      ),
    },
    {
      accessorKey: 'status',
      header: t('payments.status'),
      cell: (c) => {
        const p = c.row.original;
        return p.void ? (
          <>
            <span className={ui.badgeBad}>{t('payments.voided')}</span>
            <span className={styles.sub}>{t('payments.voidedBy', { who: p.void.staff?.name ?? '—', when: formatDateTime(p.void.at), reason: p.void.reason })}</span>
          </>
        ) : (
          <span className={paymentStatusClass(p.status)}>{t(`payments.statuses.${p.status}`, { defaultValue: p.status })}</span>
        );
      },
    },
    { id: 'by', header: t('payments.by'), enableSorting: false, cell: (c) => c.row.original.staff?.name ?? <span className={ui.muted}>{t('payments.guest')}</span> },
    {
      id: 'ref',
      header: t('payments.reference'),
      enableSorting: false,
      cell: (c) => {
        const p = c.row.original;
        return (
          <>
            <span className={styles.number}>{p.provider_refund_id ?? p.provider_payment_id ?? '—'}</span>
            {p.error ? <span className={styles.sub}>{p.error}</span> : null}
          </>
        );
      },
    },
  ];
  if (onVoid && payments.some((p) => p.voidable)) {
    columns.push({
      id: 'void',
      header: () => <span className={ui.visuallyHidden}>{t('payments.actions')}</span>,
      enableSorting: false,
      cell: (c) =>
        c.row.original.voidable ? (
          <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => onVoid(c.row.original)}>
            {t('payments.void', { amount: formatMoney(c.row.original.amount_cents) })}
          </button>
        ) : null,
    });
  }
  return <DataTable caption={t('payments.title')} columns={columns} data={payments} rowKey={(p) => p.id} urlPrefix="p" empty={empty ?? t('payments.empty')} cards />;
}

const emailStatusClass = (s: StaffBookingEmail['status']) => (s === 'sent' ? ui.badgeGood : s === 'failed' ? ui.badgeBad : ui.badgeWarn);

/** The e-mails sent (or waiting, or failed) about the booking, to the guest and to the estate. */
export function EmailsTable({ emails }: { emails: StaffBookingEmail[] }) {
  const { t } = useStaffT('staffBookings');
  const { t: tk } = useStaffT('staffEmailKinds');
  const columns: ColumnDef<StaffBookingEmail, unknown>[] = [
    { accessorKey: 'created_at', header: t('emails.queued'), cell: (c) => <span className={styles.nowrap}>{formatDateTime(c.row.original.created_at)}</span> },
    { accessorKey: 'kind', header: t('emails.kind'), cell: (c) => tk(emailKindKey(c.row.original.kind)) },
    { accessorKey: 'recipient', header: t('emails.recipient'), cell: (c) => <span style={{ overflowWrap: 'anywhere' }}>{c.row.original.recipient}</span> },
    {
      accessorKey: 'status',
      header: t('emails.status'),
      cell: (c) => {
        const e = c.row.original;
        return (
          <>
            <span className={emailStatusClass(e.status)}>{t(`emails.statuses.${e.status}`)}</span>
            {e.sent_at ? <span className={styles.sub}>{formatDateTime(e.sent_at)}</span> : null}
            {e.last_error ? <span className={styles.sub}>{t('emails.error', { error: e.last_error, attempts: e.attempts })}</span> : null}
          </>
        );
      },
    },
  ];
  return <DataTable caption={t('emails.title')} columns={columns} data={emails} rowKey={(e) => e.id} urlPrefix="e" empty={t('emails.empty')} cards />;
}
