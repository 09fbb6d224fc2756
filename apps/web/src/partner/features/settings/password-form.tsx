import { useState, type FormEvent } from 'react';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { PasswordFields, passwordReady } from '../account/password-fields.tsx';
import { usePartnerT } from '../../i18n/index.ts';
import { SaveFooter } from './save-footer.tsx';
import { useUpdateMe } from './use-update-me.ts';
import styles from './settings.module.css';

/** A new password: the current one first; the user's other sessions end and an e-mail confirms it. */
export function PasswordForm() {
  const { t } = usePartnerT('partnerSettings');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const save = useUpdateMe();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!current || !passwordReady(password, confirm)) return;
    save.mutate(
      { current_password: current, new_password: password },
      {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
          setConfirm('');
        },
      },
    );
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="settings-password">
      <h2 id="settings-password">{t('password.title')}</h2>
      <p className={ui.muted}>{t('password.intro')}</p>
      <div className={styles.narrow}>
        <Field label={t('password.current')}>
          <input className={ui.input} type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
        </Field>
        <PasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      </div>
      <SaveFooter save={save} done={t('password.changed')} label={t('password.save')} disabled={!current || !passwordReady(password, confirm)} />
    </form>
  );
}
