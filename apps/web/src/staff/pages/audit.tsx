import { useInfiniteQuery } from '@tanstack/react-query';
import type { StaffAuditEntryView } from '@tenuta/contracts';
import { staffAuditActions, staffAuditTargets } from '@tenuta/core/audit-actions';
import { staffApi } from '../app/api.ts';
import { useUrlState } from '../../ui/url-state.ts';
import { DataTable, type ColumnDef } from '../../ui/data-table.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Field } from '../../ui/field.tsx';
import { formatDateTime } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { AuditSentence } from '../features/audit/audit-sentence.tsx';
import styles from '../features/audit/audit.module.css';
import { useStaffT } from '../i18n/index.ts';

/** The kinds of activity (booking, slot, partner…): the filter asks the server for actions starting with "kind.". */
const groups = [...new Set(staffAuditActions.map((a) => a.split('.')[0]!))];

/** The append-only log of what staff did, as sentences: filter by kind of activity, kind of record, record, dates. */
export function Component() {
  const { t } = useStaffT('staffAudit');
  const { t: ts } = useStaffT();
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
    {
      id: 'what',
      header: t('what'),
      enableSorting: false,
      meta: { card: 'title' },
      cell: (c) => <AuditSentence entry={c.row.original} />,
    },
    {
      accessorKey: 'created_at',
      header: t('when'),
      cell: (c) => <span className={styles.nowrap}>{formatDateTime(c.row.original.created_at)}</span>,
    },
    {
      id: 'who',
      header: t('who'),
      accessorFn: (r) => r.actor_name ?? r.actor_email,
      cell: (c) => {
        const r = c.row.original;
        return r.staff_id === null ? (
          <span className={styles.who}>{t('system')}</span>
        ) : (
          <span className={styles.who}>
            {r.actor_name ?? r.actor_email}
            {r.actor_name ? <span className={styles.sub}>{r.actor_email}</span> : null}
          </span>
        );
      },
    },
  ];
  const group = f.action.replace(/\.$/, '');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <search aria-label={t('title')}>
        <form className={`${ui.row} ${styles.filters}`} onSubmit={(e) => e.preventDefault()}>
          <Field label={t('group')}>
            <select className={ui.input} value={group} onChange={(e) => set({ action: e.target.value ? `${e.target.value}.` : undefined })}>
              <option value="">{ts('common.all')}</option>
              {groups.map((g) => (
                <option key={g} value={g}>
                  {t(`groups.${g}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('targetType')}>
            <select className={ui.input} value={f.target_type} onChange={(e) => set({ target_type: e.target.value || undefined })}>
              <option value="">{ts('common.all')}</option>
              {staffAuditTargets.map((k) => (
                <option key={k} value={k}>
                  {t(`targets.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('targetId')} hint={t('targetIdHint')}>
            <input className={ui.input} inputMode="numeric" value={f.target_id} onChange={(e) => set({ target_id: e.target.value || undefined })} />
          </Field>
          <Field label={ts('common.from')}>
            <input className={ui.input} type="date" value={f.from} onChange={(e) => set({ from: e.target.value || undefined })} />
          </Field>
          <Field label={ts('common.to')}>
            <input className={ui.input} type="date" value={f.to} onChange={(e) => set({ to: e.target.value || undefined })} />
          </Field>
        </form>
      </search>
      <ErrorMessage error={audit.error} />
      {audit.isPending ? (
        <p className={ui.muted}>{ts('common.loading')}</p>
      ) : (
        <DataTable caption={t('title')} columns={columns} data={rows} rowKey={(r) => r.id} empty={t('empty')} pageSize={100} cards />
      )}
      {audit.hasNextPage ? (
        <p style={{ marginTop: '1rem' }}>
          <button type="button" className={ui.button} onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
            {t('more')}
          </button>
        </p>
      ) : null}
    </>
  );
}
