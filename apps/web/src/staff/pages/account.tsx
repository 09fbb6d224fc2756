import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { staffApi } from '../app/api.ts';
import { useMe, useStaffAuth } from '../app/auth.tsx';
import { SecondFactor } from '../features/account/second-factor.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Field } from '../../ui/field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useStaffT } from '../i18n/index.ts';
import { PASSWORD_MIN } from './password-rules.ts';

function PasswordChange() {
  const { t } = useStaffT();
  const { signIn } = useStaffAuth();
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) => staffApi<{ data: { access_token: string } }>('/account/password', { method: 'POST', body }),
    onSuccess: (r) => signIn(r.data.access_token),
  });
  return (
    <section className={ui.card} aria-labelledby="password-title">
      <h2 id="password-title" className={ui.cardTitle}>
        {t('account.passwordTitle')}
      </h2>
      <form
        className={ui.stack}
        onSubmit={(e: FormEvent<HTMLFormElement>) => {
          e.preventDefault();
          const form = e.currentTarget;
          const f = new FormData(form);
          if (f.get('new') !== f.get('confirm')) return setMismatch(true);
          setMismatch(false);
          change.mutate({ current_password: String(f.get('current') ?? ''), new_password: String(f.get('new') ?? '') }, { onSuccess: () => form.reset() });
        }}
      >
        <p className={ui.muted}>{t('account.passwordHelp')}</p>
        <Field label={t('account.currentPassword')}>
          <input className={ui.input} name="current" type="password" autoComplete="current-password" required />
        </Field>
        <div className={ui.grid2}>
          <Field label={t('account.newPassword')} hint={t('setup.passwordHint', { min: PASSWORD_MIN })}>
            <input className={ui.input} name="new" type="password" autoComplete="new-password" minLength={PASSWORD_MIN} maxLength={128} required />
          </Field>
          <Field label={t('setup.confirm')} error={mismatch ? t('setup.mismatch') : null}>
            <input className={ui.input} name="confirm" type="password" autoComplete="new-password" required />
          </Field>
        </div>
        <ErrorMessage error={change.error} />
        {change.isSuccess ? (
          <p role="status" className={ui.alertSuccess}>
            {t('account.passwordChanged')}
          </p>
        ) : null}
        <div>
          <button type="submit" className={ui.primary} disabled={change.isPending}>
            {t('account.passwordSubmit')}
          </button>
        </div>
      </form>
    </section>
  );
}

export function Component() {
  const { t } = useStaffT();
  const me = useMe();
  return (
    <>
      <PageHeader title={t('account.title')} description={`${me.staff.name} · ${me.staff.email} · ${t(`roles.${me.staff.role}`)}`} />
      <div className={ui.stack} style={{ maxWidth: '46rem' }}>
        <SecondFactor />
        <PasswordChange />
      </div>
    </>
  );
}
