import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { staffApi } from '../app/api.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Field } from '../../ui/field.tsx';
import ui from '../../ui/ui.module.css';
import { useStaffT } from '../i18n/index.ts';
import { PASSWORD_MIN } from './password-rules.ts';
import styles from './auth-page.module.css';

interface Info {
  data: { purpose: 'setup' | 'invite' | 'reset'; expires_at: string; staff: { email: string; name: string; role: string } };
}

/**
 * The one-time link of an invitation (or the first owner's), or of a "forgot password" e-mail
 * (/staff/reset/{token}): choose a password. The same server flow; a reset asks for no name.
 */
export function Component() {
  const { t } = useStaffT();
  const { token = '' } = useParams();
  const [mismatch, setMismatch] = useState(false);
  const info = useQuery({ queryKey: ['staff', 'invite', token], queryFn: () => staffApi<Info>('/auth/invite', { query: { token } }), retry: false });
  const accept = useMutation({ mutationFn: (body: { token: string; password: string; name?: string }) => staffApi('/auth/accept-invite', { method: 'POST', body }) });

  const resetLink = useLocation().pathname.startsWith('/staff/reset/');
  if (info.isPending) return <AuthFrame title={resetLink ? t('reset.title') : t('setup.title')}>{t('common.loading')}</AuthFrame>;
  if (info.isError) {
    return (
      <AuthFrame title={t('setup.invalidTitle')}>
        <p>{resetLink ? t('reset.invalid') : t('setup.invalid')}</p>
        <Link to={resetLink ? '/staff/forgot-password' : '/staff/login'}>{resetLink ? t('reset.newLink') : t('setup.toLogin')}</Link>
      </AuthFrame>
    );
  }
  const reset = info.data.data.purpose === 'reset';
  if (accept.isSuccess) {
    return (
      <AuthFrame title={reset ? t('reset.doneTitle') : t('setup.doneTitle')}>
        <p role="status">{reset ? t('reset.done') : t('setup.done')}</p>
        <Link className={ui.primary} to="/staff/login">
          {t('setup.toLogin')}
        </Link>
      </AuthFrame>
    );
  }
  const staff = info.data.data.staff;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const password = String(f.get('password') ?? '');
    if (password !== String(f.get('confirm') ?? '')) return setMismatch(true);
    setMismatch(false);
    const name = String(f.get('name') ?? '').trim();
    accept.mutate({ token, password, ...(name ? { name } : {}) });
  };
  return (
    <AuthFrame title={reset ? t('reset.title') : t('setup.title')}>
      <p className={ui.muted}>{reset ? t('reset.intro', { email: staff.email }) : t('setup.intro', { email: staff.email, role: t(`roles.${staff.role}`) })}</p>
      <form className={ui.stack} onSubmit={onSubmit} noValidate>
        {reset ? null : (
          <Field label={t('setup.name')}>
            <input className={ui.input} name="name" defaultValue={staff.name} autoComplete="name" maxLength={120} />
          </Field>
        )}
        <Field label={t('setup.password')} hint={t('setup.passwordHint', { min: PASSWORD_MIN })}>
          <input className={ui.input} name="password" type="password" autoComplete="new-password" minLength={PASSWORD_MIN} maxLength={128} required />
        </Field>
        <Field label={t('setup.confirm')} error={mismatch ? t('setup.mismatch') : null}>
          <input className={ui.input} name="confirm" type="password" autoComplete="new-password" required />
        </Field>
        <ErrorMessage error={accept.error} />
        <div className={styles.actions}>
          <button type="submit" className={ui.primary} disabled={accept.isPending}>
            {accept.isPending ? t('common.working') : reset ? t('reset.submit') : t('setup.submit')}
          </button>
        </div>
      </form>
    </AuthFrame>
  );
}
