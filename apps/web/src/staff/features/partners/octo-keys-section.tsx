import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OctoKeyViewBody } from '@tenuta/contracts';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { staffApi } from '../../app/api.ts';
import { formatDate, formatDateTime } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import { PartnerError } from './partner-error.tsx';
import styles from './partners.module.css';

const keysKey = (partnerId: number) => ['staff', 'partners', 'one', String(partnerId), 'octo-keys'] as const;

/**
 * A reseller's OCTO API keys on its page: listed by their last four characters, made for the
 * partner (the key is shown once, to hand over securely), revoked for good. Every change is audited.
 */
export function OctoKeysSection({ partnerId }: { partnerId: number }) {
  const { t } = useStaffT('staffOcto');
  const { t: ts } = useStaffT();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keysKey(partnerId) });
  const keys = useQuery({
    queryKey: keysKey(partnerId),
    queryFn: () => staffApi<{ data: { keys: OctoKeyViewBody[] } }>(`/partners/${partnerId}/octo-keys`).then((r) => r.data.keys),
  });
  const [name, setName] = useState('');
  const [making, setMaking] = useState(false);
  const [revoking, setRevoking] = useState<OctoKeyViewBody | null>(null);
  const create = useMutation({
    mutationFn: () =>
      staffApi<{ data: { key: OctoKeyViewBody; secret: string } }>(`/partners/${partnerId}/octo-keys`, { method: 'POST', body: { name: name.trim() } }).then((r) => r.data),
    onSuccess: () => void refresh(),
  });
  const revoke = useMutation({
    mutationFn: (keyId: number) => staffApi(`/partners/${partnerId}/octo-keys/${keyId}/revoke`, { method: 'POST' }),
    onSuccess: () => {
      setRevoking(null);
      void refresh();
    },
  });
  const closeMaking = () => {
    setMaking(false);
    setName('');
    create.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) create.mutate();
  };

  return (
    <section className={styles.section} aria-labelledby="partner-octo-keys">
      <div className={styles.sectionHead}>
        <h2 id="partner-octo-keys" className={styles.sectionTitle}>
          {t('title')}
        </h2>
        <button type="button" className={ui.button} onClick={() => setMaking(true)}>
          {t('create')}
        </button>
      </div>
      <div className={styles.list}>
        <p className={ui.muted}>{t('intro')}</p>
        <PartnerError error={keys.error ?? revoke.error} />
        {keys.isPending ? <p className={ui.muted}>{ts('common.loading')}</p> : null}
        {keys.data && keys.data.length === 0 ? <p className={ui.muted}>{t('none')}</p> : null}
        {keys.data && keys.data.length > 0 ? (
          <ul className={styles.history}>
            {keys.data.map((k) => (
              <li key={k.id}>
                <strong>
                  {k.name} <code>••••{k.last4}</code>
                </strong>
                <span>
                  <span className={k.revoked_at ? ui.badge : ui.badgeGood}>{k.revoked_at ? t('revokedOn', { date: formatDate(k.revoked_at) }) : t('live')}</span>{' '}
                  {k.is_demo ? <span className={ui.badgeWine}>{t('demo')}</span> : null}
                </span>
                <span className={styles.historyMeta}>
                  {t(`createdBy.${k.created_by}`, { date: formatDate(k.created_at) })} · {k.last_used_at ? t('lastUsed', { when: formatDateTime(k.last_used_at) }) : t('neverUsed')}
                </span>
                {k.revoked_at ? null : (
                  <button
                    type="button"
                    className={`${ui.danger} ${ui.small}`}
                    style={{ justifySelf: 'start' }}
                    onClick={() => setRevoking(k)}
                    aria-label={t('revokeLabel', { name: k.name })}
                  >
                    {t('revoke')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <Dialog open={making} title={create.data ? t('madeTitle') : t('createTitle')} onClose={closeMaking} closeLabel={ts('common.close')}>
        {create.data ? (
          <div className={ui.stack}>
            <p className={ui.alertInfo}>{t('onceWarning')}</p>
            <p>
              <code style={{ overflowWrap: 'anywhere', userSelect: 'all' }}>{create.data.secret}</code>
            </p>
            <div className={ui.row}>
              <button type="button" className={ui.primary} onClick={closeMaking}>
                {t('done')}
              </button>
            </div>
          </div>
        ) : (
          <form className={ui.stack} onSubmit={submit} noValidate>
            <Field label={t('name')} hint={t('nameHint')}>
              <input className={ui.input} required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
            </Field>
            <PartnerError error={create.error} />
            <div className={ui.row}>
              <button type="button" className={ui.button} onClick={closeMaking}>
                {ts('common.cancel')}
              </button>
              <button type="submit" className={ui.primary} disabled={create.isPending || !name.trim()}>
                {t('createConfirm')}
              </button>
            </div>
          </form>
        )}
      </Dialog>
      <Dialog open={revoking !== null} title={t('revokeTitle')} onClose={() => setRevoking(null)} closeLabel={ts('common.close')}>
        <div className={ui.stack}>
          <p>{t('revokeText', { name: revoking?.name ?? '', last4: revoking?.last4 ?? '' })}</p>
          <PartnerError error={revoke.error} />
          <div className={ui.row}>
            <button type="button" className={ui.button} onClick={() => setRevoking(null)}>
              {ts('common.cancel')}
            </button>
            <button type="button" className={ui.danger} disabled={revoke.isPending} onClick={() => revoking && revoke.mutate(revoking.id)}>
              {t('revokeConfirm')}
            </button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
