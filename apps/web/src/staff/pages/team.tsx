import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { staffRoles, type StaffAccountView, type StaffRoleName } from '@tenuta/contracts';
import { staffApi } from '../app/api.ts';
import { useMe } from '../app/auth.tsx';
import { DataTable, type ColumnDef } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Field } from '../../ui/field.tsx';
import { formatDate, languageName } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useStaffT } from '../i18n/index.ts';

type Member = StaffAccountView & { created_at: string; deactivated_at: string | null };
type RoleChange = { member: Member; role: StaffRoleName };
const teamKey = ['staff', 'team'] as const;

function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useStaffT();
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: (body: { email: string; name: string; role: string; locale: string }) => staffApi('/team/invite', { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKey });
      onClose();
    },
  });
  return (
    <Dialog open={open} title={t('team.inviteTitle')} onClose={onClose} closeLabel={t('common.close')}>
      <form
        className={ui.stack}
        onSubmit={(e: FormEvent<HTMLFormElement>) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          invite.mutate({ email: String(f.get('email')), name: String(f.get('name')), role: String(f.get('role')), locale: String(f.get('locale')) });
        }}
      >
        <p className={ui.muted}>{t('team.inviteHelp')}</p>
        <Field label={t('team.name')}>
          <input className={ui.input} name="name" required maxLength={120} autoComplete="off" />
        </Field>
        <Field label={t('team.email')}>
          <input className={ui.input} name="email" type="email" required autoComplete="off" />
        </Field>
        <div className={ui.grid2}>
          <Field label={t('team.role')}>
            <select className={ui.input} name="role" defaultValue="front_desk">
              {staffRoles.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('team.locale')}>
            {/* The invitation's language (its set-up page opens in it): the inviter's own by default. */}
            <select className={ui.input} name="locale" defaultValue={i18n.language === 'en' ? 'en' : 'it'}>
              <option value="it">{languageName('it')}</option>
              <option value="en">{languageName('en')}</option>
            </select>
          </Field>
        </div>
        <ErrorMessage error={invite.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={invite.isPending}>
            {t('team.sendInvite')}
          </button>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function Component() {
  const { t } = useStaffT();
  const me = useMe();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const team = useQuery({ queryKey: teamKey, queryFn: () => staffApi<{ data: { staff: Member[] } }>('/team').then((r) => r.data.staff) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKey });
  // A role change is asked first (the dialog names both roles), then said to be saved.
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const role = useMutation({
    mutationFn: (v: RoleChange) => staffApi(`/team/${v.member.id}`, { method: 'PATCH', body: { role: v.role, expected_role: v.member.role } }),
    onSuccess: (_r, v) => {
      setRoleChange(null);
      setSaved(t('team.roleSaved', { name: v.member.name, role: t(`roles.${v.role}`) }));
    },
    onSettled: refresh,
  });
  const deactivate = useMutation({ mutationFn: (id: number) => staffApi(`/team/${id}/deactivate`, { method: 'POST' }), onSettled: refresh });
  // Owners only (the server refuses anyone else, and one's own factor).
  const mayResetTotp = me.permissions.includes('team.manage');
  const totpReset = useMutation({ mutationFn: (m: Member) => staffApi(`/team/${m.id}/totp-reset`, { method: 'POST' }), onSettled: refresh });
  const resend = useMutation({
    mutationFn: (m: Member) => staffApi('/team/invite', { method: 'POST', body: { email: m.email, name: m.name, role: m.role, locale: m.locale } }),
    onSettled: refresh,
  });

  const columns: ColumnDef<Member, unknown>[] = [
    { accessorKey: 'name', header: t('team.name'), cell: (c) => <strong>{c.row.original.name}</strong> },
    { accessorKey: 'email', header: t('team.email') },
    {
      accessorKey: 'role',
      header: t('team.role'),
      cell: (c) => {
        const m = c.row.original;
        if (m.status === 'deactivated' || m.id === me.staff.id) return t(`roles.${m.role}`);
        return (
          <select
            className={ui.input}
            aria-label={t('team.roleOf', { name: m.name })}
            value={m.role}
            onChange={(e) => {
              setSaved(null);
              role.reset();
              setRoleChange({ member: m, role: e.target.value as StaffRoleName });
            }}
            style={{ minWidth: '10rem' }}
          >
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        );
      },
    },
    {
      accessorKey: 'status',
      header: t('team.status'),
      cell: (c) => {
        const s = c.row.original.status;
        return <span className={s === 'active' ? ui.badgeGood : s === 'invited' ? ui.badgeWarn : ui.badge}>{t(`team.statuses.${s}`)}</span>;
      },
    },
    { accessorKey: 'totp_enabled', header: t('team.totp'), cell: (c) => (c.row.original.totp_enabled ? t('common.yes') : t('common.no')) },
    { accessorKey: 'created_at', header: t('team.since'), cell: (c) => formatDate(c.row.original.created_at) },
    {
      id: 'actions',
      header: () => <span className={ui.visuallyHidden}>{t('common.actions')}</span>,
      enableSorting: false,
      cell: (c) => {
        const m = c.row.original;
        if (m.id === me.staff.id || m.status === 'deactivated') return null;
        return (
          <div className={ui.row}>
            {m.status === 'invited' ? (
              <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => resend.mutate(m)}>
                {t('team.resend')}
              </button>
            ) : null}
            {mayResetTotp && m.status === 'active' && m.totp_enabled ? (
              <button
                type="button"
                className={`${ui.button} ${ui.small}`}
                onClick={() => {
                  if (window.confirm(t('team.totpResetConfirm', { name: m.name }))) totpReset.mutate(m);
                }}
              >
                {t('team.totpReset')}
              </button>
            ) : null}
            <button
              type="button"
              className={`${ui.danger} ${ui.small}`}
              onClick={() => {
                if (window.confirm(t('team.deactivateConfirm', { name: m.name }))) deactivate.mutate(m.id);
              }}
            >
              {t('team.deactivate')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('team.title')}
        description={t('team.description')}
        actions={
          <button type="button" className={ui.primary} onClick={() => setInviting(true)}>
            {t('team.invite')}
          </button>
        }
      />
      <div className={ui.stack}>
        <ErrorMessage error={team.error ?? deactivate.error ?? resend.error ?? totpReset.error} />
        {/* Announced to screen readers; it stays until the next change. */}
        <p role="status" className={saved ? ui.alertSuccess : ui.visuallyHidden}>
          {saved}
        </p>
        {totpReset.isSuccess ? (
          <p role="status" className={ui.alertSuccess}>
            {t('team.totpResetDone', { name: totpReset.variables.name })}
          </p>
        ) : null}
        {team.data ? (
          <DataTable caption={t('team.title')} columns={columns} data={team.data} rowKey={(m) => m.id} empty={t('team.empty')} />
        ) : (
          <p className={ui.muted}>{t('common.loading')}</p>
        )}
      </div>
      <WhoMayDoWhat />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {roleChange ? (
        <RoleChangeDialog
          change={roleChange}
          pending={role.isPending}
          error={role.error}
          onConfirm={() => role.mutate(roleChange)}
          onClose={() => {
            role.reset();
            setRoleChange(null);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The confirmation of a role change: who, from which role to which, and what the new role may do.
 * The server applies it only while the account still has the role named here (409 role_changed).
 */
function RoleChangeDialog({ change, pending, error, onConfirm, onClose }: { change: RoleChange; pending: boolean; error: unknown; onConfirm: () => void; onClose: () => void }) {
  const { t } = useStaffT();
  const { member, role } = change;
  return (
    <Dialog open title={t('team.roleChangeTitle', { name: member.name })} onClose={onClose} closeLabel={t('common.close')}>
      <form
        className={ui.stack}
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        <p>{t('team.roleChangeText', { name: member.name, from: t(`roles.${member.role}`), to: t(`roles.${role}`) })}</p>
        <p className={ui.muted}>
          <strong>{t(`roles.${role}`)}</strong>: {t(`whoMay.${role}`)}
        </p>
        <p className={ui.hint}>{t('team.roleChangeNow', { name: member.name })}</p>
        <ErrorMessage error={error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={pending}>
            {pending ? t('common.working') : t('team.roleChangeConfirm')}
          </button>
          <button type="button" className={ui.ghost} onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** What each role may do, and the two-people rule for money leaving the estate (the server enforces both). */
function WhoMayDoWhat() {
  const { t } = useStaffT();
  return (
    <section aria-labelledby="who-may-title" className={ui.stack} style={{ marginTop: 'var(--space-6)' }}>
      <h2 id="who-may-title" style={{ margin: 0 }}>
        {t('whoMay.title')}
      </h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)', gap: 'var(--space-2) var(--space-4)', margin: 0 }}>
        {staffRoles.map((r) => (
          <div key={r} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 700 }}>{t(`roles.${r}`)}</dt>
            <dd style={{ margin: 0 }}>{t(`whoMay.${r}`)}</dd>
          </div>
        ))}
      </dl>
      <p className={ui.alertInfo}>{t('whoMay.twoPeople')}</p>
    </section>
  );
}
