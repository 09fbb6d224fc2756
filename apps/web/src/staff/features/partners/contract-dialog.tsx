import { useState, type FormEvent } from 'react';
import type { StaffPartnerContractRequest, StaffPartnerDetail } from '@tenuta/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Dialog } from '../../../ui/dialog.tsx';
import { centsToEuroInput, euroToCents } from '../../../ui/euro-input.ts';
import { Field } from '../../../ui/field.tsx';
import { romeToday } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { PartnerError } from './partner-error.tsx';
import styles from './partners.module.css';
import { daysInput, percentInput, percentToInput } from './terms-input.ts';

type Terms = Omit<StaffPartnerContractRequest, 'valid_from' | 'note'>;
const defaults: Terms = { commission_percent: 0, net_discount_percent: 0, payment_terms: 'card', payment_days: 30, credit_limit_cents: 0, attribution_days: 30 };
type Errors = Partial<Record<'percent' | 'days' | 'credit' | 'attribution', string>>;

/**
 * "Change terms": the fields of the partner's kind, filled with the terms in force. Saving adds
 * a dated row (today: at once; a later day: from its midnight); the current terms stay in the history.
 * `approval`: the same fields approve an application, terms first and in force at once (no date),
 * and the partner's percentage must be above zero (the server says so too).
 */
export function ContractDialog({
  partner,
  onClose,
  action,
  approval = false,
}: {
  partner: StaffPartnerDetail;
  onClose: () => void;
  action: UseMutationResult<unknown, Error, StaffPartnerContractRequest>;
  approval?: boolean;
}) {
  const { t, i18n } = useStaffT('staffPartners');
  const { t: ts } = useStaffT();
  const locale = i18n.language === 'en' ? 'en' : 'it';
  const base = partner.contract ?? partner.contracts[0] ?? defaults;
  const current: Terms = {
    commission_percent: base.commission_percent,
    net_discount_percent: base.net_discount_percent,
    payment_terms: base.payment_terms,
    payment_days: base.payment_days,
    credit_limit_cents: base.credit_limit_cents,
    attribution_days: base.attribution_days,
  };
  const reseller = partner.partner_type === 'reseller';
  const [terms, setTerms] = useState(current.payment_terms);
  const [errors, setErrors] = useState<Errors>({});
  const today = romeToday();
  // Approving from the neutral first terms: the percentage starts empty, to be typed.
  const blankIfZero = (v: number) => (approval && v === 0 ? '' : percentToInput(v, locale));
  const close = () => {
    action.reset();
    onClose();
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (name: string) => String(f.get(name) ?? '');
    const next: Errors = {};
    const body: StaffPartnerContractRequest = {
      ...current,
      ...(text('valid_from') && text('valid_from') !== today ? { valid_from: text('valid_from') } : {}),
      note: text('note').trim() || null,
    };
    if (reseller) {
      const pct = percentInput(text('net_discount'));
      if (approval && text('net_discount').trim() === '') next.percent = t('terms.errors.zeroNetDiscount');
      else if (pct === null) next.percent = t('terms.errors.percent');
      else if (approval && pct === 0) next.percent = t('terms.errors.zeroNetDiscount');
      else body.net_discount_percent = pct;
      body.payment_terms = terms;
      if (terms === 'on_account') {
        const days = daysInput(text('payment_days'), 0, 365);
        if (days === null) next.days = t('terms.errors.paymentDays');
        else body.payment_days = days;
        const credit = euroToCents(text('credit_limit') || '0');
        if (credit === null) next.credit = t('terms.errors.credit');
        else body.credit_limit_cents = credit;
      }
    } else {
      const pct = percentInput(text('commission'));
      if (approval && text('commission').trim() === '') next.percent = t('terms.errors.zeroCommission');
      else if (pct === null) next.percent = t('terms.errors.percent');
      else if (approval && pct === 0) next.percent = t('terms.errors.zeroCommission');
      else body.commission_percent = pct;
      const days = daysInput(text('attribution_days'), 1, 365);
      if (days === null) next.attribution = t('terms.errors.attribution');
      else body.attribution_days = days;
    }
    setErrors(next);
    if (Object.keys(next).length === 0) action.mutate(body, { onSuccess: close });
  };

  return (
    <Dialog open title={approval ? t('status.approveTitle', { company: partner.company_name }) : t('terms.changeTitle')} onClose={close} closeLabel={ts('common.close')}>
      <form className={ui.stack} onSubmit={submit} noValidate>
        <p className={approval ? undefined : ui.muted}>{approval ? t('status.approveHelp', { email: partner.email }) : t('terms.changeHelp')}</p>
        {approval ? null : (
          <Field label={t('terms.validFrom')} hint={t('terms.validFromHint')}>
            <input className={ui.input} type="date" name="valid_from" defaultValue={today} min={today} required />
          </Field>
        )}
        {reseller ? (
          <>
            <Field label={t('terms.netDiscountField')} hint={t('terms.netDiscountHint')} error={errors.percent ?? null}>
              <input className={ui.input} name="net_discount" inputMode="decimal" autoComplete="off" defaultValue={blankIfZero(current.net_discount_percent)} />
            </Field>
            <fieldset className={styles.toggle}>
              <legend className={ui.label}>{t('terms.paymentTerms')}</legend>
              {(['on_account', 'card'] as const).map((k) => (
                <label key={k} className={styles.toggleOption}>
                  <input type="radio" name="payment_terms" value={k} checked={terms === k} onChange={() => setTerms(k)} />
                  <span>{t(`terms.payment.${k}`)}</span>
                </label>
              ))}
            </fieldset>
            {terms === 'on_account' ? (
              <div className={styles.pair}>
                <Field label={t('terms.creditLimitField')} hint={t('terms.creditLimitHint')} error={errors.credit ?? null}>
                  <input className={ui.input} name="credit_limit" inputMode="decimal" autoComplete="off" defaultValue={centsToEuroInput(current.credit_limit_cents, locale)} />
                </Field>
                <Field label={t('terms.paymentDaysField')} error={errors.days ?? null}>
                  <input className={ui.input} name="payment_days" inputMode="numeric" autoComplete="off" defaultValue={String(current.payment_days)} />
                </Field>
              </div>
            ) : null}
          </>
        ) : (
          <div className={styles.pair}>
            <Field label={t('terms.commissionField')} hint={t('terms.commissionHint')} error={errors.percent ?? null}>
              <input className={ui.input} name="commission" inputMode="decimal" autoComplete="off" defaultValue={blankIfZero(current.commission_percent)} />
            </Field>
            <Field label={t('terms.attributionField')} hint={t('terms.attributionHint')} error={errors.attribution ?? null}>
              <input className={ui.input} name="attribution_days" inputMode="numeric" autoComplete="off" defaultValue={String(current.attribution_days)} />
            </Field>
          </div>
        )}
        <Field label={t('terms.note')} hint={t('terms.noteHint')}>
          <textarea className={`${ui.input} ${styles.textarea}`} name="note" maxLength={500} rows={2} />
        </Field>
        <PartnerError error={action.error} />
        <div className={ui.row}>
          <button type="submit" className={ui.primary} disabled={action.isPending}>
            {action.isPending ? ts('common.working') : approval ? t('status.approveSubmit') : t('terms.save')}
          </button>
          <button type="button" className={ui.ghost} onClick={close}>
            {ts('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
