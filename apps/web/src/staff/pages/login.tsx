import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { StaffLoginResponse } from '@tenuta/contracts';
import { staffApi } from '../app/api.ts';
import { useStaffAuth } from '../app/auth.tsx';
import { AuthFrame } from '../components/auth-frame.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Field } from '../../ui/field.tsx';
import ui from '../../ui/ui.module.css';
import { useStaffT } from '../i18n/index.ts';
import styles from './auth-page.module.css';

/** Only back-office paths are followed after sign-in (no open redirect). */
const safeRedirect = (v: string | null) => (v && /^\/staff(\/|$|\?)/.test(v) && !v.startsWith('//') ? v : '/staff');

export function Component() {
  const { t } = useStaffT();
  const { token, signIn } = useStaffAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  // Without a page to return to, the guard sends each role to its own start (me.home).
  const landing = params.get('redirect') ? undefined : { landing: true };
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  // A recovery code instead of the app's code (a lost or flat phone).
  const [recovery, setRecovery] = useState(false);

  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => staffApi<StaffLoginResponse>('/auth/login', { method: 'POST', body }),
    onSuccess: (r) => {
      if (r.data.mfa_required) setMfaToken(r.data.mfa_token);
      else {
        signIn(r.data.access_token);
        navigate(redirect, { replace: true, state: landing });
      }
    },
  });
  const second = useMutation({
    mutationFn: (code: string) => staffApi<{ data: { access_token: string } }>('/auth/login/totp', { method: 'POST', body: { mfa_token: mfaToken, code } }),
    onSuccess: (r) => {
      signIn(r.data.access_token);
      navigate(redirect, { replace: true, state: landing });
    },
  });

  if (token && !login.isPending && !second.isPending && !login.isSuccess && !second.isSuccess) return <Navigate to={redirect} replace />;

  const onLogin = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    login.mutate({ email: String(f.get('email') ?? ''), password: String(f.get('password') ?? '') });
  };
  const onCode = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    second.mutate(String(new FormData(e.currentTarget).get('code') ?? ''));
  };

  if (mfaToken) {
    return (
      <AuthFrame title={t('login.codeTitle')}>
        <form className={ui.stack} onSubmit={onCode} noValidate>
          <p className={ui.muted}>{recovery ? t('login.recoveryHelp') : t('login.codeHelp')}</p>
          {recovery ? (
            <Field label={t('login.recoveryCode')} hint={t('login.recoveryHint')}>
              {/* biome-ignore lint/a11y/noAutofocus: the field the user just asked for */}
              <input key="recovery" className={ui.input} name="code" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={32} required autoFocus />
            </Field>
          ) : (
            <Field label={t('login.code')}>
              {/* biome-ignore lint/a11y/noAutofocus: the code page's only field, shown right after the password was accepted */}
              <input key="code" className={ui.input} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={8} required autoFocus />
            </Field>
          )}
          <button
            type="button"
            className={`${ui.ghost} ${ui.small}`}
            onClick={() => {
              second.reset();
              setRecovery((r) => !r);
            }}
          >
            {recovery ? t('login.useApp') : t('login.useRecovery')}
          </button>
          <ErrorMessage error={second.error} />
          <div className={styles.actions}>
            <button type="submit" className={ui.primary} disabled={second.isPending}>
              {second.isPending ? t('common.working') : t('login.verify')}
            </button>
            <button type="button" className={ui.ghost} onClick={() => setMfaToken(null)}>
              {t('common.back')}
            </button>
          </div>
        </form>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('login.title')}>
      <form className={ui.stack} onSubmit={onLogin} noValidate>
        <Field label={t('login.email')}>
          {/* biome-ignore lint/a11y/noAutofocus: the sign-in page's first field, the one thing to do on it */}
          <input className={ui.input} name="email" type="email" autoComplete="username" required autoFocus />
        </Field>
        <Field label={t('login.password')}>
          <input className={ui.input} name="password" type="password" autoComplete="current-password" required />
        </Field>
        <ErrorMessage error={login.error} />
        <div className={styles.actions}>
          <button type="submit" className={ui.primary} disabled={login.isPending}>
            {login.isPending ? t('common.working') : t('login.submit')}
          </button>
        </div>
        <p className={ui.hint}>
          <Link to="/staff/forgot-password">{t('login.forgot')}</Link>
        </p>
      </form>
    </AuthFrame>
  );
}
