import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { StaffTotpState } from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';
import { meQueryKey, useMe } from '../../app/auth.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './account.module.css';
import { RecoveryCodes } from './recovery-codes.tsx';

const totpKey = ['staff', 'account', 'totp'] as const;
const field = (f: FormData, name: string) => String(f.get(name) ?? '');

/** The password, and a current code (or a recovery code) when a factor is in use: what every change of the factor asks. */
function ProveForm({
  withCode,
  intro,
  submit,
  onSubmit,
  onCancel,
  error,
  pending,
}: {
  withCode: boolean;
  intro: string;
  submit: string;
  onSubmit: (body: { password: string; code?: string }) => void;
  onCancel?: (() => void) | undefined;
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
        onSubmit(withCode ? { password: field(f, 'password'), code: field(f, 'code') } : { password: field(f, 'password') });
      }}
    >
      <p className={ui.muted}>{intro}</p>
      <div className={ui.grid2}>
        <Field label={t('account.currentPassword')}>
          <input className={ui.input} name="password" type="password" autoComplete="current-password" required />
        </Field>
        {withCode ? (
          <Field label={t('account.totpCurrentCode')} hint={t('account.orRecoveryCode')}>
            <input className={ui.input} name="code" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} maxLength={32} required />
          </Field>
        ) : null}
      </div>
      <ErrorMessage error={error} />
      <div className={ui.row}>
        <button type="submit" className={ui.primary} disabled={pending}>
          {pending ? t('common.working') : submit}
        </button>
        {onCancel ? (
          <button type="button" className={ui.ghost} onClick={onCancel}>
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The offered secret (kept by the server for this session until confirmed): scan, then the code, which gets the focus. */
function OfferForm({ offer, replacing, onConfirmed }: { offer: NonNullable<StaffTotpState['pending']>; replacing: boolean; onConfirmed: (codes: string[]) => void }) {
  const { t } = useStaffT();
  const queryClient = useQueryClient();
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);
  const confirm = useMutation({
    mutationFn: (code: string) => staffApi<{ data: { recovery_codes: string[] } }>('/account/totp/confirm', { method: 'POST', body: { code } }),
    onSuccess: (r) => onConfirmed(r.data.recovery_codes),
    // A wrong or reused code: the field is ready for the next one.
    onError: () => {
      codeRef.current?.select();
      codeRef.current?.focus();
    },
  });
  const cancel = useMutation({
    mutationFn: () => staffApi('/account/totp/cancel', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: totpKey }),
  });
  return (
    <form
      className={ui.stack}
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        confirm.mutate(field(new FormData(e.currentTarget), 'code'));
      }}
    >
      <p>{t('account.totpScan')}</p>
      <img src={`data:image/svg+xml;utf8,${encodeURIComponent(offer.qr_svg)}`} width={200} height={200} alt={t('account.totpQrAlt')} className={styles.qr} />
      <p className={ui.hint}>
        {t('account.totpManual')} <code data-testid="totp-secret">{offer.secret}</code>
      </p>
      <p className={ui.muted}>{replacing ? t('account.totpReplacePending') : t('account.totpPendingKept')}</p>
      <Field label={t('login.code')} hint={t('account.totpCodeHint')}>
        <input
          ref={codeRef}
          className={ui.input}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={8}
          required
          style={{ maxWidth: '12rem' }}
        />
      </Field>
      <ErrorMessage error={confirm.error} />
      <div className={ui.row}>
        <button type="submit" className={ui.primary} disabled={confirm.isPending}>
          {confirm.isPending ? t('common.working') : t('account.totpConfirm')}
        </button>
        <button type="button" className={ui.ghost} onClick={() => cancel.mutate()} disabled={cancel.isPending}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The account page's second factor. An offer started here is read back from the server, so
 * leaving the page (or reloading it) loses nothing; confirming shows the recovery codes once.
 */
export function SecondFactor() {
  const { t } = useStaffT();
  const me = useMe();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: totpKey, queryFn: () => staffApi<{ data: StaffTotpState }>('/account/totp').then((r) => r.data) });
  const [mode, setMode] = useState<'idle' | 'replace' | 'codes'>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [done, setDone] = useState(false);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: meQueryKey }), queryClient.invalidateQueries({ queryKey: totpKey })]);
  const setup = useMutation({
    mutationFn: (body: { password: string; code?: string }) => staffApi('/account/totp/setup', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totpKey }),
  });
  const regenerate = useMutation({
    mutationFn: (body: { password: string; code?: string }) => staffApi<{ data: { recovery_codes: string[] } }>('/account/totp/recovery-codes', { method: 'POST', body }),
    onSuccess: (r) => {
      setMode('idle');
      setCodes(r.data.recovery_codes);
      return refresh();
    },
  });
  const disable = useMutation({ mutationFn: (body: { password: string; code: string }) => staffApi('/account/totp/disable', { method: 'POST', body }), onSuccess: refresh });
  const s = state.data;
  const enabled = s?.enabled ?? me.staff.totp_enabled;
  const switchTo = (m: typeof mode) => {
    setDone(false);
    setup.reset();
    regenerate.reset();
    setMode(m);
  };

  let body: ReactNode;
  if (codes) {
    body = (
      <>
        {done ? (
          <p role="status" className={ui.alertSuccess}>
            {t('account.totpDone')}
          </p>
        ) : null}
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            setDone(false);
          }}
        />
      </>
    );
  } else if (!s) {
    body = state.error ? <ErrorMessage error={state.error} /> : <p className={ui.muted}>{t('common.loading')}</p>;
  } else if (s.pending) {
    body = (
      <OfferForm
        key={s.pending.secret}
        offer={s.pending}
        replacing={s.enabled}
        onConfirmed={(fresh) => {
          setMode('idle');
          setDone(true);
          setCodes(fresh);
          void refresh();
        }}
      />
    );
  } else if (enabled && mode === 'idle') {
    body = (
      <>
        <p>
          <span className={ui.badgeGood}>{t('account.totpOn')}</span>
        </p>
        <p className={s.recovery_codes_left <= 2 ? ui.alertInfo : ui.muted}>{t('account.recoveryLeft', { count: s.recovery_codes_left })}</p>
        <div className={ui.row}>
          <button type="button" className={ui.button} onClick={() => switchTo('replace')}>
            {t('account.totpReplace')}
          </button>
          <button type="button" className={ui.button} onClick={() => switchTo('codes')}>
            {t('account.recoveryNew')}
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
              <Field label={t('login.code')} hint={t('account.orRecoveryCode')}>
                <input className={ui.input} name="code" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} maxLength={32} required />
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
    );
  } else if (enabled && mode === 'codes') {
    body = (
      <ProveForm
        withCode
        intro={t('account.recoveryNewHelp')}
        submit={t('account.recoveryNewSubmit')}
        onSubmit={(b) => regenerate.mutate(b)}
        onCancel={() => switchTo('idle')}
        error={regenerate.error}
        pending={regenerate.isPending}
      />
    );
  } else {
    body = (
      <ProveForm
        withCode={enabled}
        intro={enabled ? t('account.totpReplaceHelp') : `${t('account.totpIntro')} ${t('account.totpStartHelp')}`}
        submit={enabled ? t('account.totpContinue') : t('account.totpStart')}
        onSubmit={(b) => setup.mutate(b)}
        onCancel={enabled ? () => switchTo('idle') : undefined}
        error={setup.error}
        pending={setup.isPending}
      />
    );
  }

  return (
    <section className={ui.card} aria-labelledby="totp-title">
      <h2 id="totp-title" className={ui.cardTitle}>
        {t('account.totpTitle')}
      </h2>
      {me.must_enrol_totp ? <p className={ui.alertInfo}>{t('account.totpRequired')}</p> : null}
      {body}
    </section>
  );
}
