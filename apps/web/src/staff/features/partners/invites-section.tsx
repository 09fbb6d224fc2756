import type { StaffPartnerInvite, StaffPartnerInviteStatus } from '@tenuta/contracts';
import { Link } from 'react-router';
import { useUrlState } from '../../../ui/url-state.ts';
import { DataTable, type ColumnDef } from '../../../ui/data-table.tsx';
import { Field } from '../../../ui/field.tsx';
import { formatDateTime } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useInviteMutations, usePartnerInvites } from './api.ts';
import { InviteStatusBadge } from './partner-badges.tsx';
import { PartnerError } from './partner-error.tsx';
import styles from './partners.module.css';

const statuses: StaffPartnerInviteStatus[] = ['pending', 'used', 'expired', 'revoked'];

/** The invitations: pending ones by default, with resend (a new link) and revoke where the row is. */
export function InvitesSection({ onNotice }: { onNotice: (text: string) => void }) {
  const { t } = useStaffT('staffPartners');
  const { t: ts } = useStaffT();
  const [f, set] = useUrlState(['invites'] as const);
  const status = f.invites === 'all' ? undefined : statuses.includes(f.invites as StaffPartnerInviteStatus) ? (f.invites as StaffPartnerInviteStatus) : 'pending';
  const invites = usePartnerInvites(status);
  const { resend, revoke } = useInviteMutations();

  const columns: ColumnDef<StaffPartnerInvite, unknown>[] = [
    {
      accessorKey: 'company_name',
      header: t('invites.company'),
      cell: (c) => {
        const i = c.row.original;
        return (
          <span className={styles.who}>
            {i.partner_id ? (
              <Link to={`/staff/partners/${i.partner_id}`} className={styles.company}>
                {i.company_name ?? i.email}
              </Link>
            ) : (
              <span className={styles.company}>{i.company_name ?? i.email}</span>
            )}
            <span className={styles.sub}>{i.email}</span>
          </span>
        );
      },
    },
    { accessorKey: 'partner_type', header: t('list.type'), cell: (c) => t(`type.${c.row.original.partner_type}`) },
    {
      accessorKey: 'status',
      header: t('list.status'),
      cell: (c) => {
        const i = c.row.original;
        return (
          <span className={styles.badges}>
            <InviteStatusBadge status={i.status} />
            {i.status === 'pending' && i.email_status ? <span className={styles.sub}>{t(`invites.emailStatus.${i.email_status}`)}</span> : null}
          </span>
        );
      },
    },
    {
      accessorKey: 'created_at',
      header: t('invites.sent'),
      cell: (c) => {
        const i = c.row.original;
        return (
          <>
            <span className={styles.nowrap}>{formatDateTime(i.created_at)}</span>
            <span className={styles.sub}>{i.invited_by ? t('invites.by', { name: i.invited_by.name }) : null}</span>
          </>
        );
      },
    },
    {
      accessorKey: 'expires_at',
      header: t('invites.expires'),
      cell: (c) => {
        const i = c.row.original;
        if (i.used_at) return <span className={styles.nowrap}>{t('invites.usedOn', { when: formatDateTime(i.used_at) })}</span>;
        if (i.revoked_at) return <span className={styles.nowrap}>{t('invites.revokedOn', { when: formatDateTime(i.revoked_at) })}</span>;
        return <span className={styles.nowrap}>{formatDateTime(i.expires_at)}</span>;
      },
    },
    {
      id: 'actions',
      header: () => <span className={styles.srOnly}>{ts('common.actions')}</span>,
      enableSorting: false,
      cell: (c) => {
        const i = c.row.original;
        if (i.status === 'used') return null;
        return (
          <div className={styles.actions}>
            <button
              type="button"
              className={`${ui.button} ${ui.small}`}
              aria-label={t('invites.resendOf', { email: i.email })}
              disabled={resend.isPending}
              onClick={() => resend.mutate(i.id, { onSuccess: () => onNotice(t('invites.resent', { email: i.email })) })}
            >
              {t('invites.resend')}
            </button>
            {i.status === 'pending' ? (
              <button
                type="button"
                className={`${ui.danger} ${ui.small}`}
                aria-label={t('invites.revokeOf', { email: i.email })}
                disabled={revoke.isPending}
                onClick={() => {
                  if (window.confirm(t('invites.revokeConfirm', { email: i.email }))) revoke.mutate(i.id, { onSuccess: () => onNotice(t('invites.revoked', { email: i.email })) });
                }}
              >
                {t('invites.revoke')}
              </button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="partner-invites">
      <div className={styles.sectionHead}>
        <h2 id="partner-invites" className={styles.sectionTitle}>
          {t('invites.title')}
        </h2>
        <Field label={t('invites.show')}>
          <select className={ui.input} value={status ?? 'all'} onChange={(e) => set({ invites: e.target.value === 'pending' ? undefined : e.target.value })}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`invites.filter.${s}`)}
              </option>
            ))}
            <option value="all">{t('invites.filter.all')}</option>
          </select>
        </Field>
      </div>
      <div className={styles.list}>
        <PartnerError error={invites.error ?? resend.error ?? revoke.error} />
        {invites.data ? (
          <DataTable
            caption={t('invites.title')}
            columns={columns}
            data={invites.data}
            rowKey={(i) => i.id}
            empty={t(`invites.empty.${status ?? 'all'}`)}
            pageSize={25}
            urlPrefix="i"
          />
        ) : invites.isPending ? (
          <p className={ui.muted}>{ts('common.loading')}</p>
        ) : null}
      </div>
    </section>
  );
}
