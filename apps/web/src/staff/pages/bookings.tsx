import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bookingStatus, type StaffBookingRow, type StaffBookingSort } from '@tenuta/contracts';
import { useStaffAuth } from '../app/auth.tsx';
import { useUrlState } from '../../ui/url-state.ts';
import type { ColumnDef } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { FilteredTable, WideFilter } from '../../ui/filtered-table.tsx';
import { formatDateTime, formatMoney, formatTime, formatDate } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useDebounced } from '../../ui/use-debounced.ts';
import { useBookings } from '../features/bookings/api.ts';
import { BookingError } from '../features/bookings/booking-error.tsx';
import { ChannelFilter, isChannel, useChannelColumn } from '../features/bookings/channel-mention.tsx';
import styles from '../features/bookings/bookings.module.css';
import { ExportDialog } from '../features/bookings/export-dialog.tsx';
import { NewBookingLink } from '../features/desk-bookings/new-booking-link.tsx';
import { PaymentBadge, paymentBadgeShown, StatusBadge } from '../features/bookings/status-badges.tsx';
import { useStaffT } from '../i18n/index.ts';

const filterKeys = ['q', 'from', 'to', 'status', 'category', 'channel', 'page', 'tsort', 'tdir'] as const;

/** The table's sort (a column header, in the URL as tsort/tdir) is the server's order of the whole list. */
function serverSort(column: string, dir: string): StaffBookingSort {
  if (column === 'starts_at') return dir === 'desc' ? 'slot_desc' : 'slot';
  if (column === 'created_at' && dir === 'asc') return 'oldest';
  return 'newest';
}

/** Bookings: search by number, guest or e-mail, filter by slot dates, status and category; Enter opens one. */
export function Component() {
  const { t, i18n } = useStaffT('staffBookings');
  const { t: ts } = useStaffT();
  const { can } = useStaffAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [f, set] = useUrlState(filterKeys);
  const [exporting, setExporting] = useState(false);
  const [q, setQ] = useDebounced(f.q, (v) => set({ q: v, page: undefined }));
  const page = Math.max(1, Number(f.page) || 1);
  const filter = {
    ...(f.q ? { q: f.q } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(f.status ? { status: f.status as StaffBookingRow['status'] } : {}),
    ...(f.category ? { category: f.category as StaffBookingRow['category'] } : {}),
    ...(isChannel(f.channel) ? { channel: f.channel } : {}),
    sort: serverSort(f.tsort, f.tdir),
    page,
  };
  const list = useBookings(filter);
  const filtered = Boolean(f.q || f.from || f.to || f.status || f.category || f.channel);
  const channelColumn = useChannelColumn();
  const locale = i18n.language === 'en' ? 'en' : 'it';

  const columns: ColumnDef<StaffBookingRow, unknown>[] = [
    {
      accessorKey: 'booking_number',
      header: t('list.number'),
      enableSorting: false,
      meta: { card: 'title' },
      cell: (c) => <span className={styles.number}>{c.row.original.booking_number}</span>,
    },
    {
      accessorKey: 'starts_at',
      header: t('list.slot'),
      cell: (c) => (
        <span className={styles.nowrap}>
          {formatDate(c.row.original.starts_at)}
          <span className={styles.sub}>{formatTime(c.row.original.starts_at)}</span>
        </span>
      ),
    },
    {
      id: 'experience',
      header: t('list.experience'),
      enableSorting: false,
      cell: (c) => (
        <>
          {c.row.original.experience_title[locale]}
          <span className={styles.sub}>
            {t(`category.${c.row.original.category}`)}
            {c.row.original.vip ? ' · VIP' : ''}
          </span>
        </>
      ),
    },
    { accessorKey: 'people_count', header: t('list.people'), enableSorting: false, cell: (c) => <span className={styles.num}>{c.row.original.people_count}</span> },
    {
      id: 'guest',
      header: t('list.guest'),
      enableSorting: false,
      cell: (c) => (
        <>
          {c.row.original.customer_name ?? '—'}
          <span className={styles.sub}>{c.row.original.customer_email ?? ''}</span>
        </>
      ),
    },
    channelColumn,
    {
      id: 'status',
      header: t('list.status'),
      enableSorting: false,
      cell: (c) => (
        <span className={styles.badges}>
          <StatusBadge status={c.row.original.status} />
          {paymentBadgeShown(c.row.original) ? <PaymentBadge status={c.row.original.payment_status} /> : null}
        </span>
      ),
    },
    {
      id: 'money',
      header: () => <span className={styles.num}>{t('list.total')}</span>,
      enableSorting: false,
      cell: (c) => {
        const r = c.row.original;
        return (
          <span className={styles.num}>
            {formatMoney(r.total_cents)}
            <span className={styles.sub}>
              {r.due_on_site_cents > 0 ? t('list.due', { amount: formatMoney(r.due_on_site_cents) }) : t('list.paid', { amount: formatMoney(r.paid_cents) })}
            </span>
          </span>
        );
      },
    },
    { accessorKey: 'created_at', header: t('list.booked'), cell: (c) => <span className={styles.nowrap}>{formatDateTime(c.row.original.created_at)}</span> },
  ];

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <>
            <NewBookingLink />
            {can('exports') ? (
              <button type="button" className={ui.button} onClick={() => setExporting(true)}>
                {t('export.open')}
              </button>
            ) : null}
          </>
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
            <Field label={t('list.from')}>
              <input className={ui.input} type="date" value={f.from} onChange={(e) => set({ from: e.target.value, page: undefined })} />
            </Field>
            <Field label={t('list.to')}>
              <input className={ui.input} type="date" value={f.to} min={f.from || undefined} onChange={(e) => set({ to: e.target.value, page: undefined })} />
            </Field>
            <Field label={t('list.status')}>
              <select className={ui.input} value={f.status} onChange={(e) => set({ status: e.target.value, page: undefined })}>
                <option value="">{ts('common.all')}</option>
                {bookingStatus.options.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('list.category')}>
              <select className={ui.input} value={f.category} onChange={(e) => set({ category: e.target.value, page: undefined })}>
                <option value="">{ts('common.all')}</option>
                <option value="TRUFFLE">{t('category.TRUFFLE')}</option>
                <option value="WINE">{t('category.WINE')}</option>
              </select>
            </Field>
            <ChannelFilter value={f.channel} onChange={(v) => set({ channel: v, page: undefined })} allLabel={ts('common.all')} />
          </>
        }
        notices={<BookingError error={list.error} />}
        query={list}
        rows={(data) => data.bookings}
        summary={(data) => (
          <div className={styles.summary}>
            <p className={ui.muted} role="status" style={{ margin: 0 }}>
              {t('list.count', { count: data.total })}
            </p>
            {filtered ? (
              <button
                type="button"
                className={`${ui.ghost} ${ui.small}`}
                onClick={() => set({ q: undefined, from: undefined, to: undefined, status: undefined, category: undefined, channel: undefined, page: undefined })}
              >
                {t('list.clear')}
              </button>
            ) : null}
          </div>
        )}
        serverPages={{ page, pagesOf: (data) => data.pages, onPage: (p) => set({ page: p > 1 ? String(p) : undefined }) }}
        caption={t('list.title')}
        columns={columns}
        rowKey={(r) => r.id}
        urlPrefix="t"
        pageSize={200}
        cards
        onOpen={(r) => navigate(`/staff/bookings/${r.id}`, { state: { list: location.search } })}
        empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
      />
      <ExportDialog open={exporting} onClose={() => setExporting(false)} from={f.from} to={f.to} />
    </>
  );
}
