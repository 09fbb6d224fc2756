import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { staffApi } from '../app/api.ts';
import { meQueryKey, useMe, useStaffAuth } from '../app/auth.tsx';
import { ErrorMessage } from '../components/error-message.tsx';
import { Field } from '../components/field.tsx';
import { PageHeader } from '../components/page-header.tsx';
import ui from '../components/ui.module.css';
import { useStaffT } from '../i18n/index.ts';
import { PASSWORD_MIN } from './password-rules.ts';

interface Offer {
  data: { secret: string; otpauth_uri: string; qr_svg: string };
}

function SecondFactor() {
  const { t } = useStaffT();
  const me = useMe();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: meQueryKey });
  const setup = useMutation({ mutationFn: () => staffApi<Offer>('/account/totp/setup', { method: 'POST' }) });
  const confirm = useMutation({ mutationFn: (code: string) => staffApi('/account/totp/confirm', { method: 'POST', body: { code } }), onSuccess: refresh });
  const disable = useMutation({ mutationFn: (body: { password: string; code: string }) => staffApi('/account/totp/disable', { method: 'POST', body }), onSuccess: refresh });
  const offer = setup.data?.data;

  return (
    <section className={ui.card} aria-labelledby="totp-title">
      <h2 id="totp-title" className={ui.cardTitle}>
        {t('account.totpTitle')}
      </h2>
      {me.must_enrol_totp ? <p className={ui.alertInfo}>{t('account.totpRequired')}</p> : null}
      {me.staff.totp_enabled ? (
        <>
          <p>
            <span className={ui.badgeGood}>{t('account.totpOn')}</span>
          </p>
          {me.staff.role !== 'owner' ? (
            <form
              className={ui.stack}
              onSubmit={(e: FormEvent<HTMLFormElement>) => {
                e.preventDefault();
                const f = new FormData(e.currentTarget);
                disable.mutate({ password: String(f.get('password') ?? ''), code: String(f.get('code') ?? '') });
              }}
            >
              <p className={ui.muted}>{t('account.totpDisableHelp')}</p>
              <div className={ui.grid2}>
                <Field label={t('account.currentPassword')}>
                  <input className={ui.input} name="password" type="password" autoComplete="current-password" required />
                </Field>
                <Field label={t('login.code')}>
                  <input className={ui.input} name="code" inputMode="numeric" autoComplete="one-time-code" required />
                </Field>
              </div>
              <ErrorMessage error={disable.error} />
              <div>
                <button type="submit" className={ui.danger} disabled={disable.isPending}>
                  {t('account.totpDisable')}
                </button>
              </div>
            </form>
          ) : (
            <p className={ui.muted}>{t('account.totpOwnerKeeps')}</p>
          )}
        </>
      ) : offer ? (
        <form
          className={ui.stack}
          onSubmit={(e: FormEvent<HTMLFormElement>) => {
            e.preventDefault();
            confirm.mutate(String(new FormData(e.currentTarget).get('code') ?? ''));
          }}
        >
          <p>{t('account.totpScan')}</p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(offer.qr_svg)}`}
            width={200}
            height={200}
            alt={t('account.totpQrAlt')}
            style={{ background: '#fff', padding: 8, borderRadius: 8 }}
          />
          <p className={ui.hint}>
            {t('account.totpManual')} <code data-testid="totp-secret">{offer.secret}</code>
          </p>
          <Field label={t('login.code')}>
            <input className={ui.input} name="code" inputMode="numeric" autoComplete="one-time-code" required style={{ maxWidth: '12rem' }} />
          </Field>
          <ErrorMessage error={confirm.error} />
          <div>
            <button type="submit" className={ui.primary} disabled={confirm.isPending}>
              {t('account.totpConfirm')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className={ui.muted}>{t('account.totpIntro')}</p>
          <ErrorMessage error={setup.error} />
          <button type="button" className={ui.primary} onClick={() => setup.mutate()} disabled={setup.isPending}>
            {t('account.totpStart')}
          </button>
        </>
      )}
    </section>
  );
}

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
