import { useInfiniteQuery } from '@tanstack/react-query';
import type { StaffAuditEntryView } from '@tenuta/contracts';
import { staffApi } from '../app/api.ts';
import { useUrlState } from '../../ui/url-state.ts';
import { DataTable, type ColumnDef } from '../../ui/data-table.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Field } from '../../ui/field.tsx';
import { formatDateTime } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useStaffT } from '../i18n/index.ts';
import styles from './audit.module.css';

const targetTypes = ['', 'slot', 'booking', 'coupon', 'review', 'message', 'staff', 'export', 'privacy', 'partner', 'partner_invite'] as const;

function Changes({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return null;
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <dl className={styles.changes}>
      {keys.map((k) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>
            {before && k in before ? <del>{show(before[k])}</del> : null}
            {before && k in before && after && k in after ? ' → ' : null}
            {after && k in after ? <ins>{show(after[k])}</ins> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The append-only log of what staff did: filter by action, kind of record, record, dates. */
export function Component() {
  const { t } = useStaffT();
  const [f, set] = useUrlState(['action', 'target_type', 'target_id', 'from', 'to'] as const);
  const audit = useInfiniteQuery({
    queryKey: ['staff', 'audit', f],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      staffApi<{ data: { entries: StaffAuditEntryView[]; next_before_id: number | null } }>('/audit', { query: { ...f, before_id: pageParam, limit: 100 } }).then((r) => r.data),
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });
  const rows = audit.data?.pages.flatMap((p) => p.entries) ?? [];
  const columns: ColumnDef<StaffAuditEntryView, unknown>[] = [
    { accessorKey: 'created_at', header: t('audit.when'), cell: (c) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.row.original.created_at)}</span> },
    { accessorKey: 'actor_email', header: t('audit.who') },
    { accessorKey: 'action', header: t('audit.action'), cell: (c) => <code>{c.row.original.action}</code> },
    { id: 'target', header: t('audit.target'), accessorFn: (r) => `${r.target_type} ${r.target_id ?? ''}` },
    { id: 'changes', header: t('audit.changes'), enableSorting: false, cell: (c) => <Changes before={c.row.original.before} after={c.row.original.after} /> },
  ];
  return (
    <>
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <search>
        <form className={`${ui.row} ${styles.filters}`} onSubmit={(e) => e.preventDefault()}>
          <Field label={t('audit.action')}>
            <input className={ui.input} data-staff-search placeholder={t('audit.actionHint')} value={f.action} onChange={(e) => set({ action: e.target.value.toLowerCase() })} />
          </Field>
          <Field label={t('audit.targetType')}>
            <select className={ui.input} value={f.target_type} onChange={(e) => set({ target_type: e.target.value })}>
              {targetTypes.map((k) => (
                <option key={k} value={k}>
                  {k ? t(`audit.targets.${k}`) : t('common.all')}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('audit.targetId')}>
            <input className={ui.input} value={f.target_id} onChange={(e) => set({ target_id: e.target.value })} />
          </Field>
          <Field label={t('common.from')}>
            <input className={ui.input} type="date" value={f.from} onChange={(e) => set({ from: e.target.value })} />
          </Field>
          <Field label={t('common.to')}>
            <input className={ui.input} type="date" value={f.to} onChange={(e) => set({ to: e.target.value })} />
          </Field>
        </form>
      </search>
      <ErrorMessage error={audit.error} />
      {audit.isPending ? (
        <p className={ui.muted}>{t('common.loading')}</p>
      ) : (
        <DataTable caption={t('audit.title')} columns={columns} data={rows} rowKey={(r) => r.id} empty={t('audit.empty')} pageSize={100} />
      )}
      {audit.hasNextPage ? (
        <p style={{ marginTop: '1rem' }}>
          <button type="button" className={ui.button} onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
            {t('audit.more')}
          </button>
        </p>
      ) : null}
    </>
  );
}
