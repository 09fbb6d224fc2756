import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field } from '../../ui/field.tsx';
import ui from '../../ui/ui.module.css';
import { isPartnerApiError, partnerApi } from '../app/api.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { partnerLocale, usePartnerT } from '../i18n/index.ts';
import styles from './auth-pages.module.css';

/** Password reset, step one: the same answer whether the address has an account or not. */
export function Component() {
  const { t } = usePartnerT();
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: () => partnerApi('/auth/password-reset/request', { method: 'POST', body: { email: email.trim(), locale: partnerLocale() } }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) request.mutate();
  };
  // Only trouble that is not about the address is shown (rate limit, network): the answer never says whether it exists.
  const trouble = isPartnerApiError(request.error) && request.error.status !== 400 && request.error.status !== 404 ? request.error : null;
  const sent = request.isSuccess || (request.isError && !trouble);

  return (
    <AuthFrame title={t('forgot.title')} intro={sent ? undefined : <p>{t('forgot.intro')}</p>}>
      {sent ? (
        <div role="status" className={styles.done}>
          <p>{t('forgot.sent', { email: email.trim() })}</p>
          <p>{t('forgot.sentNext')}</p>
        </div>
      ) : (
        <form className={ui.stack} onSubmit={submit} noValidate>
          <Field label={t('fields.email')}>
            <input className={ui.input} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <ErrorNotice error={trouble} />
          <button type="submit" className="btn btn-primary" disabled={request.isPending || !email.trim()}>
            {request.isPending ? t('common.sending') : t('forgot.submit')}
          </button>
        </form>
      )}
      <div className={styles.links}>
        <Link to="/partner/login">{t('forgot.back')}</Link>
      </div>
    </AuthFrame>
  );
}
