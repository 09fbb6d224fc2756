import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { staffApi } from '../app/api.ts';
import { meQueryKey, useMe, useStaffAuth } from '../app/auth.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Field } from '../../ui/field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useStaffT } from '../i18n/index.ts';
import { PASSWORD_MIN } from './password-rules.ts';

interface Offer {
  data: { secret: string; otpauth_uri: string; qr_svg: string };
}

const field = (f: FormData, name: string) => String(f.get(name) ?? '');

/**
 * Before any secret is offered: the password, and a current code of the factor in use when one
 * exists (the server refuses a set-up without them, so a session alone cannot swap the factor).
 */
function StartForm({
  replacing,
  onStart,
  onCancel,
  error,
  pending,
}: {
  replacing: boolean;
  onStart: (body: { password: string; code?: string }) => void;
  onCancel: () => void;
  error: unknown;
  pending: boolean;
}) {
  const { t } = useStaffT();
  return (
    <form
      className={ui.stack}
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        onStart(replacing ? { password: field(f, 'password'), code: field(f, 'code') } : { password: field(f, 'password') });
      }}
    >
      <p className={ui.muted}>{replacing ? t('account.totpReplaceHelp') : `${t('account.totpIntro')} ${t('account.totpStartHelp')}`}</p>
      <div className={ui.grid2}>
        <Field label={t('account.currentPassword')}>
          <input className={ui.input} name="password" type="password" autoComplete="current-password" required />
        </Field>
        {replacing ? (
          <Field label={t('account.totpCurrentCode')}>
            <input className={ui.input} name="code" inputMode="numeric" autoComplete="one-time-code" required />
          </Field>
        ) : null}
      </div>
      <ErrorMessage error={error} />
      <div className={ui.row}>
        <button type="submit" className={ui.primary} disabled={pending}>
          {replacing ? t('account.totpContinue') : t('account.totpStart')}
        </button>
        {replacing ? (
          <button type="button" className={ui.ghost} onClick={onCancel}>
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function SecondFactor() {
  const { t } = useStaffT();
  const me = useMe();
  const queryClient = useQueryClient();
  const [replacing, setReplacing] = useState(false);
  const [done, setDone] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: meQueryKey });
  const setup = useMutation({ mutationFn: (body: { password: string; code?: string }) => staffApi<Offer>('/account/totp/setup', { method: 'POST', body }) });
  const confirm = useMutation({
    mutationFn: (code: string) => staffApi('/account/totp/confirm', { method: 'POST', body: { code } }),
    onSuccess: () => {
      setup.reset();
      setReplacing(false);
      setDone(true);
      return refresh();
    },
  });
  const disable = useMutation({ mutationFn: (body: { password: string; code: string }) => staffApi('/account/totp/disable', { method: 'POST', body }), onSuccess: refresh });
  const offer = setup.data?.data;
  const enabled = me.staff.totp_enabled;
  const cancel = () => {
    setup.reset();
    confirm.reset();
    setReplacing(false);
  };

  return (
    <section className={ui.card} aria-labelledby="totp-title">
      <h2 id="totp-title" className={ui.cardTitle}>
        {t('account.totpTitle')}
      </h2>
      {me.must_enrol_totp ? <p className={ui.alertInfo}>{t('account.totpRequired')}</p> : null}
      {done && !offer ? (
        <p role="status" className={ui.alertSuccess}>
          {t('account.totpDone')}
        </p>
      ) : null}
      {offer ? (
        <form
          className={ui.stack}
          onSubmit={(e: FormEvent<HTMLFormElement>) => {
            e.preventDefault();
            confirm.mutate(field(new FormData(e.currentTarget), 'code'));
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
          {enabled ? <p className={ui.muted}>{t('account.totpReplacePending')}</p> : null}
          <Field label={t('login.code')}>
            <input className={ui.input} name="code" inputMode="numeric" autoComplete="one-time-code" required style={{ maxWidth: '12rem' }} />
          </Field>
          <ErrorMessage error={confirm.error} />
          <div className={ui.row}>
            <button type="submit" className={ui.primary} disabled={confirm.isPending}>
              {t('account.totpConfirm')}
            </button>
            <button type="button" className={ui.ghost} onClick={cancel}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : enabled && !replacing ? (
        <>
          <p>
            <span className={ui.badgeGood}>{t('account.totpOn')}</span>
          </p>
          <div>
            <button
              type="button"
              className={ui.button}
              onClick={() => {
                setDone(false);
                setReplacing(true);
              }}
            >
              {t('account.totpReplace')}
            </button>
          </div>
          {me.staff.role !== 'owner' ? (
            <form
              className={ui.stack}
              onSubmit={(e: FormEvent<HTMLFormElement>) => {
                e.preventDefault();
                const f = new FormData(e.currentTarget);
                disable.mutate({ password: field(f, 'password'), code: field(f, 'code') });
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
      ) : (
        <StartForm replacing={enabled} onStart={(body) => setup.mutate(body)} onCancel={cancel} error={setup.error} pending={setup.isPending} />
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
