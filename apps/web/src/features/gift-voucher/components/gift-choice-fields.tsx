import { GIFT_VOUCHER_MAX_CENTS, GIFT_VOUCHER_PRESET_CENTS } from '@tenuta/contracts';
import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { formatEuro } from '../../../lib/format.ts';
import { FieldError } from '../../contact-form/components/field.tsx';
import { Stepper } from '../../booking-widget/components/stepper.tsx';
import { giftFieldId, peopleBounds, type GiftField } from '../gift-form-model.ts';
import type { GiftForm } from './gift-form.tsx';
import styles from './gift-form.module.css';

/** Whole euros for a button's label, without Intl: the buttons are in the prerendered page and must hydrate cheaply. */
const euros = (cents: number) => String(Math.round(cents / 100));

/** Part 1: an amount (buttons or typed) or an experience for a number of people. */
export function GiftChoiceFields({ f }: { f: GiftForm }) {
  const { t } = useTranslation('gift');
  const { values, errors } = f;
  const errorId = (field: GiftField) => `${giftFieldId(field)}-error`;
  const errorText = (field: GiftField) => (errors[field] ? t(`form.errors.${errors[field]}`) : null);
  const amountError = errorText('amount');
  return (
    <fieldset className={styles.step}>
      <legend className={styles.stepLegend}>{t('form.what.legend')}</legend>
      <div className={styles.tiles}>
        <label className={styles.tile}>
          <input type="radio" name="gift-mode" value="amount" checked={values.mode === 'amount'} onChange={() => f.chooseMode('amount')} />
          <span className={styles.tileTitle}>{t('form.what.amount')}</span>
          <span className={styles.tileText}>{t('form.what.amountHint')}</span>
        </label>
        <label className={styles.tile}>
          <input type="radio" name="gift-mode" value="experience" checked={values.mode === 'experience'} onChange={() => f.chooseMode('experience')} />
          <span className={styles.tileTitle}>{t('form.what.experience')}</span>
          <span className={styles.tileText}>{t('form.what.experienceHint')}</span>
        </label>
      </div>

      {values.mode === 'amount' ? (
        <fieldset className={styles.group} data-invalid={amountError ? 'true' : undefined} aria-describedby={amountError ? errorId('amount') : undefined}>
          <legend className={styles.groupLegend}>{t('form.amount.legend')}</legend>
          {amountError ? <FieldError id={errorId('amount')}>{amountError}</FieldError> : null}
          <div className={styles.chips}>
            {GIFT_VOUCHER_PRESET_CENTS.map((cents, i) => (
              <label key={cents} className={styles.chip}>
                <input
                  id={i === 0 ? giftFieldId('amount') : undefined}
                  type="radio"
                  name="gift-amount"
                  value={cents}
                  checked={values.amount === cents}
                  onChange={() => f.chooseAmount(cents)}
                  aria-describedby={amountError ? errorId('amount') : undefined}
                />
                <span>{t('form.amount.chip', { amount: euros(cents) })}</span>
              </label>
            ))}
            <label className={styles.chip}>
              <input
                type="radio"
                name="gift-amount"
                value="other"
                checked={values.amount === 'other'}
                onChange={() => f.chooseAmount('other')}
                aria-describedby={amountError ? errorId('amount') : undefined}
              />
              <span>{t('form.amount.other')}</span>
            </label>
          </div>
          {values.amount === 'other' ? (
            <div className={styles.other}>
              <label className={styles.groupLegend} htmlFor={giftFieldId('other')}>
                {t('form.amount.otherLabel')}
              </label>
              <div className={styles.euro}>
                <span aria-hidden="true">€</span>
                <input
                  id={giftFieldId('other')}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={String(GIFT_VOUCHER_MAX_CENTS / 100).length + 2}
                  value={values.otherEuros}
                  onChange={(e) => f.update('otherEuros', e.target.value)}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={[amountError ? errorId('amount') : null, `${giftFieldId('other')}-hint`].filter(Boolean).join(' ')}
                />
              </div>
              <p id={`${giftFieldId('other')}-hint`} className={styles.hint}>
                {t('form.amount.otherHint')}
              </p>
            </div>
          ) : null}
        </fieldset>
      ) : (
        <ExperienceChoice f={f} errorText={errorText} errorId={errorId} />
      )}
    </fieldset>
  );
}

function ExperienceChoice({ f, errorText, errorId }: { f: GiftForm; errorText: (field: GiftField) => string | null; errorId: (field: GiftField) => string }) {
  const { t } = useTranslation('gift');
  const locale = useLocale();
  const { values, experiences } = f;
  const { state, list } = experiences;
  const experienceError = errorText('experience');
  const peopleError = errorText('people');
  const chosen = list.find((e) => e.slug === values.experienceSlug);
  const bounds = peopleBounds(chosen);

  if (state.kind !== 'ready') {
    const failed = state.kind === 'failed';
    return (
      <div className={styles.group}>
        {experienceError ? <FieldError id={errorId('experience')}>{experienceError}</FieldError> : null}
        <div className={styles.statusRow}>
          {/* Focused when the guest submits before the list is in. */}
          <p id={giftFieldId('experience')} tabIndex={-1} className={styles.status} role="status" aria-describedby={experienceError ? errorId('experience') : undefined}>
            {failed ? t('form.experience.failed') : t('form.experience.loading')}
          </p>
          {failed ? (
            <button type="button" className="btn btn-secondary" onClick={experiences.retry}>
              {t('form.experience.retry')}
            </button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <>
      <fieldset className={styles.group} data-invalid={experienceError ? 'true' : undefined} aria-describedby={experienceError ? errorId('experience') : undefined}>
        <legend className={styles.groupLegend}>{t('form.experience.legend')}</legend>
        {experienceError ? <FieldError id={errorId('experience')}>{experienceError}</FieldError> : null}
        <div className={styles.tiles}>
          {list.map((e, i) => (
            <label key={e.slug} className={styles.tile}>
              <input
                id={i === 0 ? giftFieldId('experience') : undefined}
                type="radio"
                name="gift-experience"
                value={e.slug}
                checked={values.experienceSlug === e.slug}
                onChange={() => f.chooseExperience(e.slug)}
                aria-describedby={experienceError ? errorId('experience') : undefined}
              />
              <span className={styles.tileTitle}>{pickLocalized(e.title, locale)}</span>
              <span className={styles.tileText}>{pickLocalized(e.summary, locale)}</span>
              <span className={styles.tileMeta}>
                {t(e.pricing_model === 'per_group' ? 'form.experience.perGroup' : 'form.experience.perPerson', { price: formatEuro(e.price_cents / 100, locale) })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* Focused when the number of people is refused. */}
      <div id={giftFieldId('people')} tabIndex={-1} className={styles.people} aria-describedby={peopleError ? errorId('people') : undefined}>
        <Stepper
          label={t('form.experience.people')}
          hint={t('form.experience.peopleHint', { min: bounds.min, max: bounds.max })}
          value={values.people}
          min={bounds.min}
          max={bounds.max}
          onChange={(n) => f.update('people', n)}
          decreaseLabel={t('form.experience.fewer')}
          increaseLabel={t('form.experience.more')}
        />
        {peopleError ? <FieldError id={errorId('people')}>{peopleError}</FieldError> : null}
      </div>
      <p className={styles.note}>{t('form.experience.note')}</p>
    </>
  );
}
