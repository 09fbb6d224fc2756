import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { staffApi } from '../app/api.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Field } from '../../ui/field.tsx';
import ui from '../../ui/ui.module.css';
import { useStaffT } from '../i18n/index.ts';
import styles from './auth-page.module.css';

/**
 * "Forgot password": an e-mail address, then the same answer whatever it was (the server never
 * says whether an account exists). The link in the e-mail opens /staff/reset/{token}.
 */
export function Component() {
  const { t } = useStaffT();
  const ask = useMutation({ mutationFn: (email: string) => staffApi('/auth/password-reset', { method: 'POST', body: { email } }) });
  if (ask.isSuccess) {
    return (
      <AuthFrame title={t('forgot.sentTitle')}>
        <p role="status">{t('forgot.sent', { email: ask.variables })}</p>
        <p className={ui.muted}>{t('forgot.sentHelp')}</p>
        <Link to="/staff/login">{t('forgot.toLogin')}</Link>
      </AuthFrame>
    );
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    ask.mutate(String(new FormData(e.currentTarget).get('email') ?? '').trim());
  };
  return (
    <AuthFrame title={t('forgot.title')}>
      <form className={ui.stack} onSubmit={onSubmit} noValidate>
        <p className={ui.muted}>{t('forgot.intro')}</p>
        <Field label={t('login.email')}>
          {/* biome-ignore lint/a11y/noAutofocus: the page's only field */}
          <input className={ui.input} name="email" type="email" autoComplete="username" required autoFocus />
        </Field>
        <ErrorMessage error={ask.error} />
        <div className={styles.actions}>
          <button type="submit" className={ui.primary} disabled={ask.isPending}>
            {ask.isPending ? t('common.working') : t('forgot.submit')}
          </button>
        </div>
        <p className={ui.hint}>
          <Link to="/staff/login">{t('forgot.toLogin')}</Link>
        </p>
      </form>
    </AuthFrame>
  );
}
