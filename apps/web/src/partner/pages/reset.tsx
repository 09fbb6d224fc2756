import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import ui from '../../ui/ui.module.css';
import { partnerApi } from '../app/api.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { PasswordFields, passwordReady } from '../features/account/password-fields.tsx';
import { usePartnerT } from '../i18n/index.ts';
import styles from './auth-pages.module.css';

/** Password reset, step two: a new password from the e-mailed link (once, within 30 minutes). */
export function Component() {
  const { t } = usePartnerT();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const confirmReset = useMutation({
    mutationFn: () => partnerApi('/auth/password-reset/confirm', { method: 'POST', body: { token, new_password: password, confirm_password: confirm } }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (passwordReady(password, confirm)) confirmReset.mutate();
  };

  if (confirmReset.isSuccess) {
    return (
      <AuthFrame title={t('reset.doneTitle')}>
        <p role="status">{t('reset.done')}</p>
        <Link className="btn btn-primary" to="/partner/login">
          {t('reset.toLogin')}
        </Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('reset.title')} intro={<p>{t('reset.intro')}</p>}>
      <form className={ui.stack} onSubmit={submit} noValidate>
        <PasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
        <ErrorNotice error={confirmReset.error} />
        <button type="submit" className="btn btn-primary" disabled={!passwordReady(password, confirm) || confirmReset.isPending}>
          {confirmReset.isPending ? t('common.saving') : t('reset.submit')}
        </button>
      </form>
      <div className={styles.links}>
        <Link to="/partner/forgot">{t('reset.newLink')}</Link>
        <Link to="/partner/login">{t('forgot.back')}</Link>
      </div>
    </AuthFrame>
  );
}
