import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { staffPrivacyKinds, type StaffPrivacyErasure, type StaffPrivacyExport } from '@tenuta/contracts';
import { isStaffApiError, staffApi } from '../app/api.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Field } from '../../ui/field.tsx';
import { formatDateTime, formatMoney } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import ui from '../../ui/ui.module.css';
import { useStaffT } from '../i18n/index.ts';

/** Saves the export as a file (a Blob: no second request, nothing in the address bar). */
function saveJson(data: StaffPrivacyExport) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `tenuta-personal-data-${data.generated_at.slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A manager asked for a staff member's or a partner's address: that export is the owner's. */
const ownerOnly = (error: unknown) => isStaffApiError(error) && error.detail === 'privacy_account_owner_only';

/**
 * Data-subject requests: look up an e-mail address, see what is stored, download it as JSON,
 * erase it after typing the address again. The address stays in the page's state only
 * (never in the URL, which browsers keep in their history). The address of a staff member or
 * a partner is exported by the owner only; the export then holds the accounts too.
 */
export function Component() {
  const { t } = useStaffT('staffPrivacy');
  const { t: ts } = useStaffT();
  const { t: tb } = useStaffT('staffBookings');
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [erased, setErased] = useState<StaffPrivacyErasure | null>(null);

  const lookup = useQuery({
    queryKey: ['staff', 'privacy', email],
    enabled: email !== '',
    gcTime: 0,
    queryFn: () => staffApi<{ data: StaffPrivacyExport }>('/privacy/export', { query: { email } }).then((r) => r.data),
  });
  const erase = useMutation({
    mutationFn: () => staffApi<{ data: StaffPrivacyErasure }>('/privacy/erase', { method: 'POST', body: { email, confirm: true } }).then((r) => r.data),
    onSuccess: async (r) => {
      setErased(r);
      setConfirming(false);
      setTyped('');
      await lookup.refetch();
    },
  });

  const data = lookup.data;
  const total = data ? staffPrivacyKinds.reduce((n, k) => n + data.counts[k], 0) : 0;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <search>
        <form
          className={ui.row}
          onSubmit={(e) => {
            e.preventDefault();
            setErased(null);
            setEmail(draft.trim().toLowerCase());
          }}
        >
          <Field label={t('email')}>
            <input className={ui.input} type="email" required autoComplete="off" value={draft} onChange={(e) => setDraft(e.target.value)} />
          </Field>
          <button type="submit" className={ui.primary}>
            {t('find')}
          </button>
        </form>
      </search>

      {erased ? (
        <p className={ui.alertSuccess} role="status">
          {t('erased', {
            bookings: t('erasedBookings', { count: erased.bookings_anonymised }),
            messages: t('erasedMessages', { count: erased.contact_messages }),
            emails: t('erasedEmails', { count: erased.notifications_blanked }),
          })}
        </p>
      ) : null}
      {lookup.isFetching ? <p className={ui.muted}>{ts('common.loading')}</p> : null}
      {lookup.error ? (
        ownerOnly(lookup.error) ? (
          <p role="alert" className={ui.alertError}>
            {t('accountOwnerOnly')}
          </p>
        ) : (
          <ErrorMessage error={lookup.error} />
        )
      ) : null}

      {data && !lookup.isFetching ? (
        total === 0 ? (
          <p className={ui.muted}>{t('nothingFound', { email: data.email })}</p>
        ) : (
          <section className={ui.card} aria-labelledby="privacy-summary">
            <h2 id="privacy-summary" className={ui.cardTitle}>
              {t('summary', { email: data.email })}
            </h2>
            {data.accounts.length > 0 ? <p className={ui.muted}>{t('accountNotice')}</p> : null}
            <dl className={ui.stack}>
              {staffPrivacyKinds
                .filter((k) => data.counts[k] > 0)
                .map((k) => (
                  <div key={k}>
                    <dt className={ui.label}>{t(`kinds.${k}`)}</dt>
                    <dd>{data.counts[k]}</dd>
                  </div>
                ))}
            </dl>
            {data.bookings.length > 0 ? (
              <>
                <h3>{t('bookingsList')}</h3>
                <ul>
                  {data.bookings.map((b) => (
                    <li key={String(b.id)}>
                      {String(b.booking_number)} · {b.slot_starts_at ? formatDateTime(String(b.slot_starts_at)) : ''} · {formatMoney(Number(b.total_cents))} ·{' '}
                      {tb(`status.${String(b.status)}`)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <div className={ui.row}>
              <button type="button" className={ui.button} onClick={() => saveJson(data)}>
                {t('download')}
              </button>
              <button type="button" className={ui.danger} onClick={() => setConfirming(true)}>
                {t('erase')}
              </button>
            </div>
          </section>
        )
      ) : null}

      <Dialog open={confirming} title={t('eraseTitle', { email })} onClose={() => setConfirming(false)} closeLabel={ts('common.close')}>
        <form
          className={ui.stack}
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim().toLowerCase() === email) erase.mutate();
          }}
        >
          <p className={ui.alertError}>{t('eraseWarning')}</p>
          <Field label={t('typeToConfirm')}>
            <input className={ui.input} type="email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </Field>
          {erase.error ? <ErrorMessage error={erase.error} /> : null}
          <div className={ui.row}>
            <button type="button" className={ui.button} onClick={() => setConfirming(false)}>
              {ts('common.cancel')}
            </button>
            <button type="submit" className={ui.danger} disabled={typed.trim().toLowerCase() !== email || erase.isPending}>
              {erase.isPending ? ts('common.working') : t('eraseConfirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
