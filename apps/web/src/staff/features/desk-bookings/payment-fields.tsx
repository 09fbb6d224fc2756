import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { formatMoney } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import { useDeskPartners } from './api.ts';
import styles from './desk-bookings.module.css';

export type PaymentKind = 'on_site' | 'payment_link' | 'on_account';
export interface PaymentValue {
  kind: PaymentKind;
  hours: number;
  partnerId: number | null;
  reference: string;
}

const kinds: PaymentKind[] = ['on_site', 'payment_link', 'on_account'];
const hourChoices = [1, 2, 6, 12, 24];

/** How the booking is paid: at the estate, by a link e-mailed to the guest (how long it holds the seats), or on a reseller's account. */
export function PaymentFields({ value, onChange, partnerError }: { value: PaymentValue; onChange: (v: PaymentValue) => void; partnerError?: string | null }) {
  const { t } = useStaffT('staffDesk');
  const partners = useDeskPartners(value.kind === 'on_account');
  const chosen = partners.data?.find((p) => p.id === value.partnerId);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('payment.title')}</legend>
      <div className={styles.options}>
        {kinds.map((k) => (
          <label key={k} className={styles.option}>
            <input type="radio" name="desk-payment" value={k} checked={value.kind === k} onChange={() => onChange({ ...value, kind: k })} />
            <span>
              <span className={styles.optionTitle}>{t(`payment.${k}`)}</span>
              <span className={styles.sub}>{t(`payment.${k}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {value.kind === 'payment_link' ? (
        <Field label={t('payment.hours')} hint={t('payment.hoursHint')}>
          <select className={ui.input} value={value.hours} onChange={(e) => onChange({ ...value, hours: Number(e.target.value) })}>
            {hourChoices.map((h) => (
              <option key={h} value={h}>
                {t('payment.hoursValue', { count: h })}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {value.kind === 'on_account' ? (
        <div className={ui.grid2}>
          <Field
            label={t('payment.partner')}
            error={partnerError ?? null}
            hint={chosen ? t('payment.credit', { used: formatMoney(chosen.credit_used_cents), limit: formatMoney(chosen.credit_limit_cents) }) : undefined}
          >
            <select className={ui.input} value={value.partnerId ?? ''} onChange={(e) => onChange({ ...value, partnerId: e.target.value ? Number(e.target.value) : null })}>
              <option value="">{partners.isPending ? t('payment.partnersLoading') : t('payment.partnerPick')}</option>
              {(partners.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('payment.reference')} hint={t('payment.referenceHint')}>
            <input className={ui.input} autoComplete="off" value={value.reference} maxLength={60} onChange={(e) => onChange({ ...value, reference: e.target.value })} />
          </Field>
        </div>
      ) : null}
    </fieldset>
  );
}
