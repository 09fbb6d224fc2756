import { useMutation } from '@tanstack/react-query';
import type { PartnerLoginResponse } from '@tenuta/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field } from '../../ui/field.tsx';
import ui from '../../ui/ui.module.css';
import { isPartnerApiError, partnerApi } from '../app/api.ts';
import { usePartnerAuth } from '../app/auth.tsx';
import { AuthFrame } from '../components/auth-frame.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { usePartnerT } from '../i18n/index.ts';
import styles from './auth-pages.module.css';

/** Sign-in. The guard then takes the partner on (the page asked for, the dashboard or the suspended page). */
export function Component() {
  const { t } = usePartnerT();
  const { signIn } = usePartnerAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => partnerApi<PartnerLoginResponse>('/auth/login', { method: 'POST', body: { email: email.trim(), password } }),
    onSuccess: signIn,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate();
  };
  // One message for a wrong e-mail or password, whichever it was.
  const wrong = isPartnerApiError(login.error) && (login.error.status === 401 || login.error.status === 400);

  return (
    <AuthFrame title={t('login.title')} intro={<p>{t('login.intro')}</p>}>
      <form className={ui.stack} onSubmit={submit} noValidate>
        <Field label={t('fields.email')}>
          <input className={ui.input} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label={t('fields.password')}>
          <input className={ui.input} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        {wrong ? (
          <p role="alert" className={ui.alertError}>
            {t('login.wrong')}
          </p>
        ) : (
          <ErrorNotice error={login.error} />
        )}
        <button type="submit" className="btn btn-primary" disabled={login.isPending || !email.trim() || !password}>
          {login.isPending ? t('login.signingIn') : t('login.submit')}
        </button>
      </form>
      <div className={styles.links}>
        <Link to="/partner/forgot">{t('login.forgot')}</Link>
        <Link to="/partner/register">{t('login.apply')}</Link>
      </div>
    </AuthFrame>
  );
}
