import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerUserView, PartnerView } from '@tenuta/contracts';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { partnerApi } from '../../app/api.ts';
import { ErrorNotice } from '../../components/error-notice.tsx';
import { shortDay } from '../../components/format.ts';
import { partnerLocale, usePartnerT } from '../../i18n/index.ts';
import styles from './settings.module.css';

type UserRow = PartnerUserView & { created_at: string };
const usersKey = ['partner', 'users'] as const;

const statusTone: Record<UserRow['status'], string> = { active: ui.badgeGood!, invited: ui.badgeWarn!, deactivated: ui.badge! };

/** The account's users (owner only): colleagues are invited by e-mail as owners or bookers; bookers see no money. */
export function UsersSection({ partner }: { partner: PartnerView }) {
  const { t } = usePartnerT('partnerSettings');
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: usersKey, queryFn: () => partnerApi<{ data: { users: UserRow[] } }>('/users').then((r) => r.data.users) });
  const [inviting, setInviting] = useState(false);
  const [leaving, setLeaving] = useState<UserRow | null>(null);
  const [invited, setInvited] = useState<string | null>(null);
  const deactivate = useMutation({
    mutationFn: (id: number) => partnerApi(`/users/${id}/deactivate`, { method: 'POST' }),
    onSuccess: async () => {
      setLeaving(null);
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });

  return (
    <section className={styles.card} aria-labelledby="settings-users">
      <div className={styles.cardHead}>
        <h2 id="settings-users">{t('users.title')}</h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setInviting(true)}>
          {t('users.invite')}
        </button>
      </div>
      <p className={ui.muted}>{t('users.intro')}</p>
      {invited ? (
        <p role="status" className={ui.alertSuccess}>
          {t('users.invited', { email: invited })}
        </p>
      ) : null}
      <ErrorNotice error={users.error ?? deactivate.error} />
      {users.data ? (
        <ul className={styles.users}>
          {users.data.map((u) => (
            <li key={u.id} className={styles.user}>
              <div className={styles.userMain}>
                <p className={styles.userName}>
                  {u.name}
                  {u.id === partner.user.id ? <span className={ui.badgeWine}>{t('users.you')}</span> : null}
                </p>
                <p className={styles.userMeta}>
                  {u.email} · {t(`partner:roles.${u.role}`)} · {t('users.since', { date: shortDay(u.created_at) })}
                </p>
              </div>
              <span className={statusTone[u.status]}>{t(`users.status.${u.status}`)}</span>
              {u.id !== partner.user.id && u.status !== 'deactivated' ? (
                <button type="button" className="btn btn-danger btn-small" onClick={() => setLeaving(u)} aria-label={t('users.deactivateLabel', { name: u.name })}>
                  {t('users.deactivate')}
                </button>
              ) : (
                <span />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false);
          setInvited(email);
          void queryClient.invalidateQueries({ queryKey: usersKey });
        }}
      />
      <Dialog open={leaving !== null} title={t('users.deactivateTitle')} onClose={() => setLeaving(null)} closeLabel={t('partner:common.close')}>
        <p>{t('users.deactivateText', { name: leaving?.name ?? '' })}</p>
        <ErrorNotice error={deactivate.error} />
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-secondary" onClick={() => setLeaving(null)}>
            {t('partner:common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={deactivate.isPending} onClick={() => leaving && deactivate.mutate(leaving.id)}>
            {t('users.deactivateConfirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

function InviteDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: (email: string) => void }) {
  const { t } = usePartnerT('partnerSettings');
  const [form, setForm] = useState({ email: '', name: '', role: 'booker' as 'booker' | 'owner' });
  const invite = useMutation({
    mutationFn: () => partnerApi('/users/invite', { method: 'POST', body: { email: form.email.trim(), name: form.name.trim(), role: form.role, locale: partnerLocale() } }),
    onSuccess: () => {
      onInvited(form.email.trim());
      setForm({ email: '', name: '', role: 'booker' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.email.trim() && form.name.trim()) invite.mutate();
  };
  return (
    <Dialog open={open} title={t('users.inviteTitle')} onClose={onClose} closeLabel={t('partner:common.close')}>
      <form className={ui.stack} onSubmit={submit} noValidate>
        <Field label={t('partner:fields.name')}>
          <input className={ui.input} required maxLength={120} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </Field>
        <Field label={t('partner:fields.email')}>
          <input className={ui.input} type="email" required maxLength={254} value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
        </Field>
        <Field label={t('users.role')} hint={t(`users.roleHint.${form.role}`)}>
          <select className={ui.input} value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value === 'owner' ? 'owner' : 'booker' })}>
            <option value="booker">{t('partner:roles.booker')}</option>
            <option value="owner">{t('partner:roles.owner')}</option>
          </select>
        </Field>
        <ErrorNotice error={invite.error} />
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('partner:common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={invite.isPending || !form.email.trim() || !form.name.trim()}>
            {invite.isPending ? t('partner:common.sending') : t('users.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
