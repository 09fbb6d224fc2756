import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OctoKeyViewBody } from '@tenuta/contracts';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { ErrorNotice } from '../../components/error-notice.tsx';
import { instant, shortDay } from '../../components/format.ts';
import { usePartnerT } from '../../i18n/index.ts';
import settings from '../settings/settings.module.css';
import { createOctoKey, listOctoKeys, octoKeysKey, revokeOctoKey } from './octo-api.ts';
import styles from './octo.module.css';

/**
 * A reseller's keys to the OCTO API (owner only): made with a name and shown whole once, listed by
 * their last four characters, revoked for good.
 */
export function OctoKeysSection() {
  const { t } = usePartnerT('partnerOcto');
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: octoKeysKey, queryFn: listOctoKeys });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<OctoKeyViewBody | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => revokeOctoKey(id),
    onSuccess: async () => {
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: octoKeysKey });
    },
  });
  const endpoint = `${window.location.origin}/octo`;

  return (
    <section className={settings.card} aria-labelledby="settings-octo-keys">
      <div className={settings.cardHead}>
        <h2 id="settings-octo-keys">{t('keys.title')}</h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setCreating(true)}>
          {t('keys.create')}
        </button>
      </div>
      <p className={ui.muted}>{t('keys.intro')}</p>
      <p className={settings.note}>
        {t('keys.endpoint')} <span className={styles.code}>{endpoint}</span>
      </p>
      <ErrorNotice error={keys.error ?? revoke.error} />
      {keys.data && keys.data.length === 0 ? <p className={ui.muted}>{t('keys.none')}</p> : null}
      {keys.data && keys.data.length > 0 ? (
        <ul className={settings.users}>
          {keys.data.map((k) => (
            <li key={k.id} className={settings.user}>
              <div className={settings.userMain}>
                <p className={settings.userName}>
                  {k.name}
                  <span className={styles.code}>••••{k.last4}</span>
                  {k.is_demo ? <span className={ui.badgeWine}>{t('keys.demo')}</span> : null}
                </p>
                <p className={settings.userMeta}>
                  {t(`keys.createdBy.${k.created_by}`, { date: shortDay(k.created_at) })} ·{' '}
                  {k.last_used_at ? t('keys.lastUsed', { when: instant(k.last_used_at) }) : t('keys.neverUsed')}
                </p>
              </div>
              <span className={k.revoked_at ? ui.badge : ui.badgeGood}>{k.revoked_at ? t('keys.revokedOn', { date: shortDay(k.revoked_at) }) : t('keys.live')}</span>
              {k.revoked_at ? (
                <span />
              ) : (
                <button type="button" className="btn btn-danger btn-small" onClick={() => setRevoking(k)} aria-label={t('keys.revokeLabel', { name: k.name })}>
                  {t('keys.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <CreateKeyDialog
        open={creating}
        onClose={() => {
          setCreating(false);
          void queryClient.invalidateQueries({ queryKey: octoKeysKey });
        }}
      />
      <Dialog open={revoking !== null} title={t('keys.revokeTitle')} onClose={() => setRevoking(null)} closeLabel={t('partner:common.close')}>
        <p>{t('keys.revokeText', { name: revoking?.name ?? '', last4: revoking?.last4 ?? '' })}</p>
        <ErrorNotice error={revoke.error} />
        <div className={settings.dialogActions}>
          <button type="button" className="btn btn-secondary" onClick={() => setRevoking(null)}>
            {t('partner:common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={revoke.isPending} onClick={() => revoking && revoke.mutate(revoking.id)}>
            {t('keys.revokeConfirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

/** Names a new key, then shows it whole this once (it is never shown again). */
function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = usePartnerT('partnerOcto');
  const [name, setName] = useState('');
  const [copied, setCopied] = useState(false);
  const create = useMutation({ mutationFn: () => createOctoKey(name.trim()) });
  const close = () => {
    setName('');
    setCopied(false);
    create.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) create.mutate();
  };
  const secret = create.data?.secret;
  return (
    <Dialog open={open} title={secret ? t('keys.madeTitle') : t('keys.createTitle')} onClose={close} closeLabel={t('partner:common.close')}>
      {secret ? (
        <div className={ui.stack}>
          <p className={ui.alertInfo}>{t('keys.onceWarning')}</p>
          <div className={styles.secret}>
            <span className={ui.label}>{t('keys.secretLabel')}</span>
            <output className={styles.secretValue}>{secret}</output>
            <div className={styles.actions}>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(secret)
                    .then(() => setCopied(true))
                    .catch(() => setCopied(false))
                }
              >
                {copied ? t('keys.copied') : t('keys.copy')}
              </button>
            </div>
          </div>
          <p className={ui.muted}>{t('keys.usage')}</p>
          <div className={settings.dialogActions}>
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('keys.done')}
            </button>
          </div>
        </div>
      ) : (
        <form className={ui.stack} onSubmit={submit} noValidate>
          <Field label={t('keys.name')} hint={t('keys.nameHint')}>
            <input className={ui.input} required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <ErrorNotice error={create.error} />
          <div className={settings.dialogActions}>
            <button type="button" className="btn btn-secondary" onClick={close}>
              {t('partner:common.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={create.isPending || !name.trim()}>
              {create.isPending ? t('partner:common.saving') : t('keys.createConfirm')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
