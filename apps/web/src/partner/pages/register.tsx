import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PartnerLoginResponse } from '@tenuta/contracts';
import { Field } from '../../ui/field.tsx';
import ui from '../../ui/ui.module.css';
import { isPartnerApiError, partnerApi } from '../app/api.ts';
import { usePartnerAuth } from '../app/auth.tsx';
import { AuthFrame } from '../components/auth-frame.tsx';
import { ErrorNotice, partnerErrorText } from '../components/error-notice.tsx';
import { dayOf } from '../components/format.ts';
import { CompanyFields, companyPayload, emptyCompany, type CompanyDraft } from '../features/account/company-fields.tsx';
import { PasswordFields, passwordReady } from '../features/account/password-fields.tsx';
import { partnerLocale, usePartnerT } from '../i18n/index.ts';
import styles from './auth-pages.module.css';

interface InviteInfo {
  kind: 'invite' | 'user_invite';
  email: string;
  partner_type: 'reseller' | 'referral';
  company_name: string | null;
  expires_at: string;
}
type RegisterAnswer = (PartnerLoginResponse & { application_received: false }) | { success: true; confirmation_sent: true };

/**
 * Registration. With an invitation link (`?token=`): the invited company (or colleague) sets up
 * its account, the e-mail fixed by the invitation, and is signed in. Without one: a referrer's
 * application to become a partner, sent only once its address is confirmed by the link e-mailed
 * to it (`?confirm=`), then reviewed by the estate.
 */
export function Component() {
  const { t } = usePartnerT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = params.get('confirm');
  const invite = useQuery({
    queryKey: ['partner', 'invite', token],
    queryFn: () => partnerApi<{ data: InviteInfo }>('/auth/validate-invite', { method: 'POST', query: { token } }).then((r) => r.data),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });

  if (confirm && !token) return <ConfirmApplication token={confirm} />;
  if (!token) return <RegisterForm invite={null} token={null} />;
  if (invite.isPending) {
    return (
      <AuthFrame title={t('register.inviteTitle')}>
        <p role="status">{t('common.loading')}</p>
      </AuthFrame>
    );
  }
  if (invite.isError) {
    return (
      <AuthFrame title={t('register.inviteInvalidTitle')}>
        <p>{t('register.inviteInvalid')}</p>
        <Link className="btn btn-secondary" to="/partner/login">
          {t('register.toLogin')}
        </Link>
      </AuthFrame>
    );
  }
  return <RegisterForm invite={invite.data} token={token} />;
}

function RegisterForm({ invite, token }: { invite: InviteInfo | null; token: string | null }) {
  const { t } = usePartnerT();
  const { signIn } = usePartnerAuth();
  const application = invite === null;
  const withCompany = application || invite.kind === 'invite';
  const [name, setName] = useState('');
  const [email, setEmail] = useState(invite?.email ?? '');
  const [phone, setPhone] = useState('');
  const [company, setCompany] = useState<CompanyDraft>(() => emptyCompany(invite?.company_name ?? ''));
  const [message, setMessage] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [privacy, setPrivacy] = useState(false);

  const register = useMutation({
    mutationFn: () =>
      partnerApi<RegisterAnswer>('/auth/register', {
        method: 'POST',
        body: {
          ...(token ? { invite_token: token } : { partner_type: 'referral' }),
          email: email.trim(),
          name: name.trim(),
          password,
          confirm_password: confirm,
          ...(withCompany ? { company: { ...companyPayload(company), contact_name: name.trim(), phone: phone.trim() || null } } : {}),
          ...(application && message.trim() ? { message: message.trim() } : {}),
          locale: partnerLocale(),
          privacy_accepted: privacy,
        },
      }),
    // Signed in: the guard moves on to the dashboard.
    onSuccess: (answer) => {
      if (!('confirmation_sent' in answer)) signIn(answer);
    },
  });

  if (register.data && 'confirmation_sent' in register.data) {
    return (
      <AuthFrame title={t('register.checkTitle')}>
        <div className={styles.done} role="status">
          <p>{t('register.checkSent', { email: email.trim() })}</p>
          <p>{t('register.checkNext')}</p>
        </div>
        <a className="btn btn-secondary" href="/">
          {t('register.toSite')}
        </a>
      </AuthFrame>
    );
  }

  const ready = name.trim() && email.trim() && (!withCompany || company.company_name.trim().length >= 2) && passwordReady(password, confirm) && privacy;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) register.mutate();
  };
  const intro = application ? (
    <p>{t('register.applyIntro')}</p>
  ) : (
    <p>
      {invite.kind === 'user_invite'
        ? t('register.inviteIntroColleague', { company: invite.company_name ?? '', date: dayOf(invite.expires_at) })
        : t(invite.partner_type === 'reseller' ? 'register.inviteIntroReseller' : 'register.inviteIntroReferral', { date: dayOf(invite.expires_at) })}
    </p>
  );

  return (
    <AuthFrame title={application ? t('register.applyTitle') : t('register.inviteTitle')} intro={intro} wide>
      <form className={ui.stack} onSubmit={submit} noValidate>
        {withCompany ? (
          <fieldset className={styles.section}>
            <legend>{t('register.companyLegend')}</legend>
            <CompanyFields value={company} onChange={setCompany} />
          </fieldset>
        ) : null}
        <fieldset className={styles.section}>
          <legend>{t('register.contactLegend')}</legend>
          <div className={styles.grid}>
            <Field label={t('fields.name')}>
              <input className={ui.input} autoComplete="name" required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
            </Field>
            <Field label={t('fields.email')} hint={application ? undefined : t('register.emailLocked')}>
              <input className={ui.input} type="email" autoComplete="email" required readOnly={!application} value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
            {withCompany ? (
              <Field label={t('fields.phone')}>
                <input className={ui.input} type="tel" autoComplete="tel" maxLength={40} value={phone} onChange={(e) => setPhone(e.target.value)} />
              </Field>
            ) : null}
          </div>
          {application ? (
            <Field label={t('register.message')} hint={t('register.messageHint')}>
              <textarea className={ui.input} rows={4} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} />
            </Field>
          ) : null}
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('register.passwordLegend')}</legend>
          <PasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
        </fieldset>
        <label className={styles.check}>
          <input type="checkbox" required checked={privacy} onChange={(e) => setPrivacy(e.target.checked)} />
          <span>
            {t('register.privacy')}{' '}
            <a href="/privacy-policy" target="_blank" rel="noopener">
              {t('register.privacyLink')}
            </a>
          </span>
        </label>
        <ErrorNotice error={register.error} />
        <button type="submit" className="btn btn-primary" disabled={!ready || register.isPending}>
          {register.isPending ? t('common.sending') : application ? t('register.applySubmit') : t('register.inviteSubmit')}
        </button>
      </form>
      <div className={styles.links}>
        <Link to="/partner/login">{t('register.haveAccount')}</Link>
      </div>
    </AuthFrame>
  );
}

/** Answers after which the link cannot be used again: the page offers a new application instead. */
const LINK_FINISHED = new Set(['application_link_invalid', 'application_link_expired', 'application_link_used', 'application_password_locked', 'email_taken']);

/**
 * The link of an application's e-mail: the password chosen on the form and one button send it (a
 * mail scanner that only opens the page confirms nothing, and whoever got a link for an
 * application they did not send cannot confirm it); the answer is the application received, a
 * wrong password (the link still usable, the tries left), or why the link no longer works.
 */
function ConfirmApplication({ token }: { token: string }) {
  const { t } = usePartnerT();
  const [password, setPassword] = useState('');
  const confirm = useMutation({
    mutationFn: () => partnerApi<{ success: true; application_received: true }>('/auth/register/confirm', { method: 'POST', body: { token, password } }),
  });
  const error = isPartnerApiError(confirm.error) ? confirm.error : null;

  if (confirm.isSuccess) {
    return (
      <AuthFrame title={t('register.receivedTitle')}>
        <div className={styles.done} role="status">
          <p>{t('register.confirmed')}</p>
          <p>{t('register.receivedNext')}</p>
        </div>
        <a className="btn btn-secondary" href="/">
          {t('register.toSite')}
        </a>
      </AuthFrame>
    );
  }
  if (error && LINK_FINISHED.has(error.detail)) {
    return (
      <AuthFrame title={t('register.confirmFailedTitle')}>
        <ErrorNotice error={error} />
        <div className={styles.links}>
          <Link to="/partner/register">{t('register.applyAgain')}</Link>
          <Link to="/partner/login">{t('register.toLogin')}</Link>
        </div>
      </AuthFrame>
    );
  }
  const wrong = error?.detail === 'application_password_wrong';
  const triesLeft = Number(error?.body.tries_left);
  const passwordError = wrong
    ? [partnerErrorText(t, error), Number.isInteger(triesLeft) ? t('register.confirmTriesLeft', { count: triesLeft }) : ''].filter(Boolean).join(' ')
    : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password) confirm.mutate();
  };
  return (
    <AuthFrame title={t('register.confirmTitle')} intro={<p>{t('register.confirmIntro')}</p>}>
      <form className={ui.stack} onSubmit={submit} noValidate>
        <Field label={t('register.applicationPassword')} hint={t('register.applicationPasswordHint')} error={passwordError}>
          <input className={ui.input} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        {wrong ? null : <ErrorNotice error={confirm.error} />}
        <button type="submit" className="btn btn-primary" disabled={!password || confirm.isPending}>
          {confirm.isPending ? t('common.sending') : t('register.confirmSubmit')}
        </button>
      </form>
    </AuthFrame>
  );
}
