import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './desk-bookings.module.css';

export interface GuestValue {
  name: string;
  email: string;
  phone: string;
  locale: 'it' | 'en';
}

/** Who the booking is for: name, e-mail, phone and the language of their e-mails. */
export function GuestFields({
  value,
  onChange,
  emailRequired,
  errors,
}: {
  value: GuestValue;
  onChange: (v: GuestValue) => void;
  emailRequired?: boolean;
  errors?: { name?: string | null; email?: string | null };
}) {
  const { t } = useStaffT('staffDesk');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('guest.title')}</legend>
      <div className={ui.grid2}>
        <Field label={t('guest.name')} error={errors?.name ?? null}>
          <input className={ui.input} autoComplete="off" value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })} required maxLength={120} />
        </Field>
        <Field label={t('guest.email')} hint={emailRequired ? t('guest.emailRequired') : t('guest.emailHint')} error={errors?.email ?? null}>
          <input
            className={ui.input}
            type="email"
            autoComplete="off"
            value={value.email}
            onChange={(e) => onChange({ ...value, email: e.target.value })}
            required={emailRequired}
            maxLength={254}
          />
        </Field>
        <Field label={t('guest.phone')}>
          <input className={ui.input} type="tel" autoComplete="off" value={value.phone} onChange={(e) => onChange({ ...value, phone: e.target.value })} maxLength={40} />
        </Field>
        <Field label={t('guest.locale')} hint={t('guest.localeHint')}>
          <select className={ui.input} value={value.locale} onChange={(e) => onChange({ ...value, locale: e.target.value === 'en' ? 'en' : 'it' })}>
            <option value="it">{t('guest.it')}</option>
            <option value="en">{t('guest.en')}</option>
          </select>
        </Field>
      </div>
    </fieldset>
  );
}
