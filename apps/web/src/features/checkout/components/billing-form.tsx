import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { hasPostalCodes, isItalianCountry, postalCodeExample } from '@tenuta/contracts';
import { addressLimits, LIMITS, needsSdiOrPec } from '../billing-details.ts';
import { BILLING_TYPES, type BillingData, type BillingErrors, type BillingField, type BillingType } from '../billing-step.ts';
import { countryName, countryOptions } from '../countries.ts';
import { checkoutFieldId as fieldId } from '../field-id.ts';
import { errorId, ErrorMark, FormField } from './form-field.tsx';
import styles from './checkout-form.module.css';

export interface BillingFormProps {
  value: BillingData;
  errors: BillingErrors;
  onChange: (field: Exclude<BillingField, 'billingType' | 'privacyAccepted'>, value: string) => void;
  onTypeChange: (type: BillingType) => void;
  onPrivacyChange: (accepted: boolean) => void;
}

const invalidKey: Partial<Record<BillingField, string>> = {
  fiscalCode: 'validation.fiscalCode',
  vatNumber: 'validation.vatNumber',
  sdiCode: 'validation.sdiCode',
  pec: 'validation.pec',
  postalCode: 'validation.postalCode',
  province: 'validation.province',
  country: 'validation.country',
};

/** Step 2 (docs/product.md, Checkout steps): billing type, its own fields, address, privacy. */
export function BillingForm({ value, errors, onChange, onTypeChange, onPrivacyChange }: BillingFormProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const italy = isItalianCountry(value.country);
  const example = postalCodeExample(value.country);
  const limits = addressLimits(value.country);
  const error = (field: BillingField) => {
    const problem = errors[field];
    if (!problem) return null;
    if (problem === 'sdiOrPec') return t('validation.sdiOrPec');
    if (field === 'postalCode' && problem === 'invalid' && !italy) {
      return example ? t('validation.postalCodeAbroad', { country: countryName(value.country, locale), example }) : t('validation.postalCodeGeneric');
    }
    if (field === 'province' && problem === 'invalid' && !italy) return t('validation.region');
    if (field === 'privacyAccepted') return t('validation.privacy');
    if (field === 'country') return t('validation.country');
    return problem === 'required' ? t('validation.required') : t(invalidKey[field] ?? 'validation.generic');
  };
  const text = (field: Exclude<BillingField, 'billingType' | 'privacyAccepted'>) => ({
    name: field,
    value: value[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  const privacyError = error('privacyAccepted');
  const sdiRequired = needsSdiOrPec(value);

  return (
    <div className={styles.stack}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          {t('billing.type')}
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className={styles.choices}>
          {BILLING_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name="billingType"
                value={type}
                id={type === value.billingType ? fieldId('billingType') : undefined}
                checked={value.billingType === type}
                onChange={() => onTypeChange(type)}
              />
              <span>{t(`billing.types.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.grid}>
        {value.billingType === 'private_italy' ? (
          <FormField id={fieldId('fiscalCode')} label={t('billing.fiscalCode')} required hint={t('billing.fiscalCodeHint')} error={error('fiscalCode')} wide>
            {(p) => (
              <input {...p} {...text('fiscalCode')} className={styles.upper} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={LIMITS.fiscalCode} />
            )}
          </FormField>
        ) : null}

        {value.billingType === 'private_foreign' ? (
          <>
            <FormField id={fieldId('birthPlace')} label={t('billing.birthPlace')} required error={error('birthPlace')}>
              {(p) => <input {...p} {...text('birthPlace')} maxLength={LIMITS.birthPlace} />}
            </FormField>
            <FormField id={fieldId('birthCity')} label={t('billing.birthCity')} required error={error('birthCity')}>
              {(p) => <input {...p} {...text('birthCity')} maxLength={LIMITS.birthCity} />}
            </FormField>
            <FormField id={fieldId('birthDate')} label={t('billing.birthDate')} required hint={t('billing.birthDateHint')} error={error('birthDate')}>
              {(p) => <input {...p} {...text('birthDate')} autoComplete="bday" maxLength={LIMITS.birthDate} />}
            </FormField>
          </>
        ) : null}

        {value.billingType === 'business' ? (
          <>
            <FormField id={fieldId('companyName')} label={t('billing.companyName')} required error={error('companyName')} wide>
              {(p) => <input {...p} {...text('companyName')} autoComplete="organization" maxLength={LIMITS.companyName} />}
            </FormField>
            <FormField id={fieldId('vatNumber')} label={t('billing.vatNumber')} required hint={t('billing.vatNumberHint')} error={error('vatNumber')} wide>
              {(p) => (
                <input {...p} {...text('vatNumber')} className={styles.upper} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={LIMITS.vatNumber} />
              )}
            </FormField>
            <fieldset className={`${styles.fieldset} ${styles.wide}`} aria-describedby="checkout-einvoice-hint">
              <legend className={styles.legend}>{t('billing.einvoice')}</legend>
              <p id="checkout-einvoice-hint" className={styles.hint}>
                {t('billing.einvoiceHint')}
              </p>
              <div className={styles.grid}>
                <FormField id={fieldId('sdiCode')} label={t('billing.sdiCode')} error={error('sdiCode')}>
                  {(p) => (
                    <input
                      {...p}
                      {...text('sdiCode')}
                      required={false}
                      aria-required={sdiRequired && !value.pec.trim() ? true : undefined}
                      className={styles.upper}
                      autoComplete="off"
                      autoCapitalize="characters"
                      spellCheck={false}
                      maxLength={LIMITS.sdiCode}
                    />
                  )}
                </FormField>
                <FormField id={fieldId('pec')} label={t('billing.pec')} error={error('pec')}>
                  {(p) => <input {...p} {...text('pec')} type="email" inputMode="email" autoComplete="off" spellCheck={false} maxLength={LIMITS.pec} />}
                </FormField>
              </div>
            </fieldset>
          </>
        ) : null}

        <FormField id={fieldId('address')} label={t('billing.address')} required error={error('address')} wide>
          {(p) => <input {...p} {...text('address')} autoComplete="street-address" maxLength={LIMITS.address} />}
        </FormField>
        <FormField id={fieldId('city')} label={t('billing.city')} required error={error('city')}>
          {(p) => <input {...p} {...text('city')} autoComplete="address-level2" maxLength={LIMITS.city} />}
        </FormField>
        <div className={styles.pair}>
          <FormField
            id={fieldId('postalCode')}
            label={t(italy ? 'billing.postalCode' : 'billing.postalCodeAbroad')}
            required={italy || hasPostalCodes(value.country)}
            hint={!italy && example ? t('billing.postalCodeHintAbroad', { example }) : undefined}
            error={error('postalCode')}
          >
            {(p) => (
              <input
                {...p}
                {...text('postalCode')}
                className={italy ? undefined : styles.upper}
                autoComplete="postal-code"
                inputMode={italy ? 'numeric' : undefined}
                autoCapitalize={italy ? undefined : 'characters'}
                maxLength={limits.postalCode}
              />
            )}
          </FormField>
          {italy ? (
            <FormField id={fieldId('province')} label={t('billing.province')} required hint={t('billing.provinceHint')} error={error('province')}>
              {(p) => <input {...p} {...text('province')} className={styles.upper} autoComplete="address-level1" autoCapitalize="characters" maxLength={limits.province} />}
            </FormField>
          ) : (
            <FormField id={fieldId('province')} label={t('billing.region')} hint={t('billing.regionHint')} error={error('province')}>
              {(p) => <input {...p} {...text('province')} autoComplete="address-level1" maxLength={limits.province} />}
            </FormField>
          )}
        </div>
        <FormField id={fieldId('country')} label={t('billing.country')} required error={error('country')} wide>
          {(p) => (
            <select {...p} name="country" autoComplete="country" value={value.country} onChange={(e) => onChange('country', e.target.value)}>
              {value.country ? null : <option value="">—</option>}
              {countryOptions(locale).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <fieldset
        className={styles.fieldset}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the privacy answer is one radio group that must be answered; role radiogroup is what carries aria-required and aria-invalid, which a plain fieldset (group) does not support
        role="radiogroup"
        aria-required="true"
        aria-invalid={privacyError ? true : undefined}
        aria-describedby={['checkout-privacy-text', privacyError ? errorId(fieldId('privacyAccepted')) : null].filter(Boolean).join(' ')}
      >
        <legend className={styles.legend}>
          {t('billing.privacy.legend')}
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <p id="checkout-privacy-text" className={styles.privacyText}>
          {t('billing.privacy.text')}{' '}
          <Link to="/privacy-policy" target="_blank" rel="noopener">
            {t('billing.privacy.link')}
            <span className="visually-hidden"> {t('shell.newWindow', { ns: 'common' })}</span>
          </Link>
        </p>
        <div className={styles.choices} data-compact="true">
          {([true, false] as const).map((accepted) => (
            <label key={String(accepted)} className={styles.choice}>
              <input
                type="radio"
                name="privacyAccepted"
                value={accepted ? 'accept' : 'decline'}
                id={accepted ? fieldId('privacyAccepted') : undefined}
                checked={value.privacyAccepted === accepted}
                onChange={() => onPrivacyChange(accepted)}
              />
              <span>{t(accepted ? 'billing.privacy.accept' : 'billing.privacy.decline')}</span>
            </label>
          ))}
        </div>
        {value.privacyAccepted === false && !privacyError ? <p className={styles.hint}>{t('billing.privacy.declined')}</p> : null}
        {privacyError ? (
          <p id={errorId(fieldId('privacyAccepted'))} className={styles.error}>
            <ErrorMark />
            {privacyError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
