import { useTranslation } from '../../../i18n/index.ts';
import {
  CUSTOM_PREFIX_MAX_LENGTH,
  digitsOnly,
  NOTES_MAX,
  OTHER_PREFIX,
  PHONE_PREFIXES,
  phonePlaceholder,
  type ContactData,
  type ContactErrors,
  type ContactField,
} from '../contact-step.ts';
import { checkoutFieldId as fieldId } from '../field-id.ts';
import { FormField } from './form-field.tsx';
import styles from './checkout-form.module.css';

export interface ContactFormProps {
  value: ContactData;
  errors: ContactErrors;
  onChange: (field: ContactField, value: string) => void;
}

const messageKey: Partial<Record<ContactField, string>> = {
  email: 'validation.email',
  firstName: 'validation.firstName',
  lastName: 'validation.lastName',
  customPrefix: 'validation.customPrefix',
  phone: 'validation.phone',
  notes: 'validation.notes',
};

/** Step 1 (docs/product.md, Checkout steps): email, names, phone prefix (or a custom one), phone, notes. */
export function ContactForm({ value, errors, onChange }: ContactFormProps) {
  const { t } = useTranslation('checkout');
  const error = (field: ContactField) => {
    const problem = errors[field];
    if (!problem) return null;
    return problem === 'required' ? t('validation.required') : t(messageKey[field] ?? 'validation.generic');
  };
  const other = value.phonePrefix === OTHER_PREFIX;

  return (
    <div className={styles.grid}>
      <FormField id={fieldId('email')} label={t('contact.email')} required error={error('email')} wide>
        {(p) => (
          <input
            {...p}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={254}
            value={value.email}
            onChange={(e) => onChange('email', e.target.value)}
          />
        )}
      </FormField>
      <FormField id={fieldId('firstName')} label={t('contact.firstName')} required error={error('firstName')}>
        {(p) => <input {...p} name="firstName" autoComplete="given-name" maxLength={100} value={value.firstName} onChange={(e) => onChange('firstName', e.target.value)} />}
      </FormField>
      <FormField id={fieldId('lastName')} label={t('contact.lastName')} required error={error('lastName')}>
        {(p) => <input {...p} name="lastName" autoComplete="family-name" maxLength={100} value={value.lastName} onChange={(e) => onChange('lastName', e.target.value)} />}
      </FormField>
      <div className={styles.phoneRow} data-other={other ? 'true' : undefined}>
        <FormField id={fieldId('phonePrefix')} label={t('contact.phonePrefix')} required>
          {(p) => (
            <select {...p} name="phonePrefix" autoComplete="tel-country-code" value={value.phonePrefix} onChange={(e) => onChange('phonePrefix', e.target.value)}>
              {PHONE_PREFIXES.map((prefix) => (
                <option key={prefix.value} value={prefix.value}>
                  {prefix.value} {t(`contact.prefixes.${prefix.country}`)}
                </option>
              ))}
              <option value={OTHER_PREFIX}>{t('contact.prefixes.other')}</option>
            </select>
          )}
        </FormField>
        {other ? (
          <FormField id={fieldId('customPrefix')} label={t('contact.customPrefix')} required hint={t('contact.customPrefixHint')} error={error('customPrefix')}>
            {(p) => (
              <span className={styles.plus}>
                <span aria-hidden="true">+</span>
                <input
                  {...p}
                  name="customPrefix"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={CUSTOM_PREFIX_MAX_LENGTH}
                  value={value.customPrefix}
                  onChange={(e) => onChange('customPrefix', digitsOnly(e.target.value).slice(0, CUSTOM_PREFIX_MAX_LENGTH))}
                />
              </span>
            )}
          </FormField>
        ) : null}
        <FormField id={fieldId('phone')} label={t('contact.phone')} required hint={t('contact.phoneHint')} error={error('phone')}>
          {(p) => (
            <input
              {...p}
              type="tel"
              name="phone"
              autoComplete="tel-national"
              inputMode="tel"
              maxLength={24}
              placeholder={phonePlaceholder(value.phonePrefix)}
              value={value.phone}
              onChange={(e) => onChange('phone', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id={fieldId('notes')} label={t('contact.notes')} hint={t('contact.notesHint')} error={error('notes')} wide>
        {(p) => <textarea {...p} name="notes" rows={3} maxLength={NOTES_MAX} value={value.notes} onChange={(e) => onChange('notes', e.target.value)} />}
      </FormField>
    </div>
  );
}
