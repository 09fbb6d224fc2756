import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { instant } from '../../components/format.ts';
import { partnerLocale, usePartnerT } from '../../i18n/index.ts';
import { payoutProfileQueryOptions, useSavePayoutProfile } from './payouts-api.ts';
import { payoutErrorText, percentOf } from './payout-text.ts';
import { TaxRequestNotice } from './tax-request-notice.tsx';
import styles from './payouts.module.css';

/**
 * The payout details: the tax status as the estate confirmed it (read-only; a new VAT number in
 * the settings is a request the estate confirms), the account holder and IBAN (masked), and the
 * form to change them with the current password (payouts then wait 48 hours).
 */
export function PayoutDetails() {
  const { t } = usePartnerT('partnerPayouts');
  const profile = useQuery(payoutProfileQueryOptions());
  const save = useSavePayoutProfile();
  const [holder, setHolder] = useState('');
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState('');
  const [password, setPassword] = useState('');
  const p = profile.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { account_holder: holder, iban, bic: bic.trim() || null, current_password: password },
      {
        onSuccess: () => {
          setIban('');
          setBic('');
          setPassword('');
        },
      },
    );
  };
  const error = payoutErrorText(t, save.error);
  return (
    <section className={styles.card} aria-labelledby="payout-details">
      <h2 id="payout-details">{t('details.title')}</h2>
      {profile.isPending ? <p className={ui.muted}>{t('partner:common.loading')}</p> : null}
      {p ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('details.personType')}</dt>
              <dd>{p.tax_confirmed ? t(`details.person.${p.person_type}`) : t('tax.unconfirmedShort')}</dd>
            </div>
            {p.tax_confirmed && p.vat_number ? (
              <div>
                <dt>{t('tax.vatLabel')}</dt>
                <dd className={styles.mono}>{p.vat_number}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('details.withholding')}</dt>
              <dd>
                {!p.tax_confirmed
                  ? '—'
                  : p.withholding_applies
                    ? t('details.withholdingRate', { rate: percentOf(p.withholding_bps, partnerLocale()) })
                    : t('details.withholdingNone')}
              </dd>
            </div>
            <div>
              <dt>{t('details.holder')}</dt>
              <dd>{p.account_holder ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('details.iban')}</dt>
              <dd className={styles.mono}>{p.iban_masked ?? '—'}</dd>
            </div>
            {p.bic ? (
              <div>
                <dt>{t('details.bic')}</dt>
                <dd className={styles.mono}>{p.bic}</dd>
              </div>
            ) : null}
          </dl>
          {p.tax_confirmed ? (
            <p className={styles.note}>{p.withholding_applies ? t('details.privateNote') : t('details.companyNote')}</p>
          ) : (
            <p role="status" className={ui.alertInfo}>
              {t('tax.unconfirmed')}
            </p>
          )}
          <TaxRequestNotice request={p.tax_request} />
          <p className={styles.note}>{t('details.taxByEstate')}</p>
          {p.hold_until ? (
            <p role="status" className={ui.alertInfo}>
              {t('details.held', { until: instant(p.hold_until) })}
            </p>
          ) : null}
        </>
      ) : null}
      <form onSubmit={submit} className={styles.form} aria-labelledby="payout-change">
        <h3 id="payout-change">{p?.iban_masked ? t('details.change') : t('details.add')}</h3>
        <p className={styles.note}>{t('details.changeIntro')}</p>
        <div className={styles.grid}>
          <Field label={t('details.holder')}>
            <input className={ui.input} required maxLength={70} autoComplete="name" value={holder} onChange={(e) => setHolder(e.target.value)} />
          </Field>
          <Field label={t('details.iban')} hint={t('details.ibanHint')}>
            <input
              className={`${ui.input} ${styles.mono}`}
              required
              maxLength={50}
              autoComplete="off"
              spellCheck={false}
              value={iban}
              onChange={(e) => setIban(e.target.value.toUpperCase())}
            />
          </Field>
          <Field label={t('details.bicOptional')}>
            <input
              className={`${ui.input} ${styles.mono}`}
              maxLength={11}
              autoComplete="off"
              spellCheck={false}
              value={bic}
              onChange={(e) => setBic(e.target.value.toUpperCase())}
            />
          </Field>
          <Field label={t('details.password')}>
            <input className={ui.input} type="password" required autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
        </div>
        {error ? (
          <p role="alert" className={ui.alertError}>
            {error}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p role="status" className={ui.alertSuccess}>
            {save.data.hold_until ? t('details.savedHeld', { until: instant(save.data.hold_until) }) : t('details.saved')}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={save.isPending || !holder.trim() || !iban.trim() || !password}>
          {save.isPending ? t('partner:common.saving') : t('details.save')}
        </button>
      </form>
    </section>
  );
}
