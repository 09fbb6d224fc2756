import { useState } from 'react';
import type { StaffCouponView } from '@tenuta/contracts';
import { useStaffAuth } from '../app/auth.tsx';
import { useUrlState } from '../../ui/url-state.ts';
import { DataTable, type ColumnDef } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { formatMoney } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useCouponMutations, useCoupons } from '../features/coupons/api.ts';
import { CouponBookingsDialog } from '../features/coupons/coupon-bookings-dialog.tsx';
import { CouponDialog } from '../features/coupons/coupon-dialog.tsx';
import { CouponError } from '../features/coupons/coupon-error.tsx';
import styles from '../features/coupons/coupons.module.css';
import { intlLocale, useStaffT } from '../i18n/index.ts';

const statuses = ['usable', 'inactive', 'not_started', 'expired', 'exhausted'] as const;
const statusBadge: Record<StaffCouponView['status'], string> = {
  usable: ui.badgeGood!,
  inactive: ui.badge!,
  not_started: ui.badgeWarn!,
  expired: ui.badgeBad!,
  exhausted: ui.badgeBad!,
};
/** A Rome calendar day (YYYY-MM-DD) as "27 ago 2026". */
const day = (d: string) => new Intl.DateTimeFormat(intlLocale(), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${d}T12:00:00Z`));

/** Coupons: the list with uses and status, filters in the URL, create/edit/disable where the row is. */
export function Component() {
  const { t } = useStaffT('staffModeration');
  const { t: ts } = useStaffT();
  const { can } = useStaffAuth();
  const canWrite = can('coupons.write');
  const [f, set] = useUrlState(['q', 'status', 'bookings', 'cb_sort', 'cb_dir', 'cb_page'] as const);
  const [editing, setEditing] = useState<StaffCouponView | 'new' | null>(null);
  const coupons = useCoupons();
  const { setActive } = useCouponMutations();

  const q = f.q.trim().toLowerCase();
  const rows = (coupons.data ?? []).filter(
    (c) => (!f.status || c.status === f.status) && (!q || c.code.toLowerCase().includes(q) || (c.partner_name ?? '').toLowerCase().includes(q)),
  );
  const showing = coupons.data?.find((c) => String(c.id) === f.bookings);

  const columns: ColumnDef<StaffCouponView, unknown>[] = [
    { accessorKey: 'code', header: t('coupons.code'), cell: (c) => <span className={styles.code}>{c.row.original.code}</span> },
    {
      id: 'discount',
      header: t('coupons.discount'),
      accessorFn: (c) => (c.discount_type === 'percentage' ? c.discount_value : c.discount_value / 100),
      cell: (c) => {
        const v = c.row.original;
        return <span className={styles.nowrap}>{v.discount_type === 'percentage' ? t('coupons.percent', { value: v.discount_value }) : formatMoney(v.discount_value)}</span>;
      },
    },
    {
      id: 'validity',
      header: t('coupons.validity'),
      accessorFn: (c) => c.valid_until ?? '9999',
      cell: (c) => {
        const { valid_from: from, valid_until: until } = c.row.original;
        if (from && until) return <span className={styles.nowrap}>{t('coupons.range', { from: day(from), until: day(until) })}</span>;
        if (from) return <span className={styles.nowrap}>{t('coupons.fromDay', { day: day(from) })}</span>;
        if (until) return <span className={styles.nowrap}>{t('coupons.untilDay', { day: day(until) })}</span>;
        return <span className={ui.muted}>{t('coupons.always')}</span>;
      },
    },
    {
      accessorKey: 'uses',
      header: t('coupons.uses'),
      cell: (c) => {
        const v = c.row.original;
        return <span className={styles.nowrap}>{v.max_uses === null ? t('coupons.usesUnlimited', { uses: v.uses }) : t('coupons.usesOf', { uses: v.uses, max: v.max_uses })}</span>;
      },
    },
    { accessorKey: 'partner_name', header: t('coupons.partner'), cell: (c) => c.row.original.partner_name ?? '—' },
    {
      accessorKey: 'status',
      header: t('coupons.status'),
      cell: (c) => <span className={statusBadge[c.row.original.status]}>{t(`coupons.statuses.${c.row.original.status}`)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className={styles.srOnly}>{ts('common.actions')}</span>,
      enableSorting: false,
      cell: (c) => {
        const v = c.row.original;
        return (
          <div className={styles.actions}>
            <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => set({ bookings: String(v.id) })}>
              {t('coupons.bookings', { count: v.bookings_count })}
              <span className={styles.srOnly}> {v.code}</span>
            </button>
            {canWrite ? (
              <>
                <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => setEditing(v)} aria-label={t('coupons.editOf', { code: v.code })}>
                  {t('coupons.edit')}
                </button>
                {v.is_active ? (
                  <button
                    type="button"
                    className={`${ui.danger} ${ui.small}`}
                    aria-label={t('coupons.disableOf', { code: v.code })}
                    onClick={() => {
                      if (window.confirm(t('coupons.disableConfirm', { code: v.code }))) setActive.mutate({ id: v.id, active: false });
                    }}
                  >
                    {t('coupons.disable')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={`${ui.button} ${ui.small}`}
                    aria-label={t('coupons.enableOf', { code: v.code })}
                    onClick={() => setActive.mutate({ id: v.id, active: true })}
                  >
                    {t('coupons.enable')}
                  </button>
                )}
              </>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('coupons.title')}
        description={t('coupons.description')}
        actions={
          canWrite ? (
            <button type="button" className={ui.primary} onClick={() => setEditing('new')}>
              {t('coupons.new')}
            </button>
          ) : null
        }
      />
      <search>
        <form className={`${ui.row} ${styles.filters}`} onSubmit={(e) => e.preventDefault()}>
          <Field label={ts('common.search')}>
            <input className={ui.input} type="search" data-staff-search placeholder={t('coupons.search')} value={f.q} onChange={(e) => set({ q: e.target.value })} />
          </Field>
          <Field label={t('coupons.status')}>
            <select className={ui.input} value={f.status} onChange={(e) => set({ status: e.target.value })}>
              <option value="">{ts('common.all')}</option>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {t(`coupons.statuses.${s}`)}
                </option>
              ))}
            </select>
          </Field>
        </form>
      </search>
      <div className={styles.list}>
        <CouponError error={coupons.error ?? setActive.error} />
        {coupons.data ? (
          <DataTable
            caption={t('coupons.title')}
            columns={columns}
            data={rows}
            rowKey={(c) => c.id}
            empty={coupons.data.length === 0 ? t('coupons.empty') : t('coupons.emptyFiltered')}
          />
        ) : coupons.isPending ? (
          <p className={ui.muted}>{ts('common.loading')}</p>
        ) : null}
      </div>
      {editing ? <CouponDialog coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {showing && !editing ? (
        <CouponBookingsDialog couponId={showing.id} code={showing.code} onClose={() => set({ bookings: undefined, cb_sort: undefined, cb_dir: undefined, cb_page: undefined })} />
      ) : null}
    </>
  );
}
