import { lazy, Suspense } from 'react';
import { useLocale } from '../../../components/use-locale.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { Field, FieldError } from '../../contact-form/components/field.tsx';
import { EMAIL_MAX_LENGTH, giftFieldId, type GiftField } from '../gift-form-model.ts';
import type { GiftForm } from './gift-form.tsx';
import styles from './gift-form.module.css';

// The calendar (react-day-picker, the booking widget's) is its own chunk: only a delivery to the recipient needs it.
const GiftDateCalendar = lazy(() => import('./gift-date-calendar.tsx'));

/** Part 3: to the buyer at once, or to the recipient by e-mail on a day (today to a year ahead). */
export function GiftDeliveryFields({ f }: { f: GiftForm }) {
  const { t } = useTranslation('gift');
  const locale = useLocale();
  const { values, errors } = f;
  const errorText = (field: GiftField) => (errors[field] ? t(`form.errors.${errors[field]}`) : null);
  const toRecipient = values.deliverTo === 'recipient';
  const dateError = errorText('deliverOn');
  // Rendered once the guest chose a delivery to the recipient: today's date may be read now.
  const today = toRecipient ? f.today() : '';
  const day = values.deliverOn ?? today;
  return (
    <fieldset className={styles.step}>
      <legend className={styles.stepLegend}>{t('form.delivery.legend')}</legend>
      <div className={styles.tiles}>
        <label className={styles.tile}>
          <input type="radio" name="gift-deliver-to" value="buyer" checked={!toRecipient} onChange={() => f.update('deliverTo', 'buyer')} />
          <span className={styles.tileTitle}>{t('form.delivery.buyer')}</span>
          <span className={styles.tileText}>{t('form.delivery.buyerHint')}</span>
        </label>
        <label className={styles.tile}>
          <input type="radio" name="gift-deliver-to" value="recipient" checked={toRecipient} onChange={() => f.update('deliverTo', 'recipient')} />
          <span className={styles.tileTitle}>{t('form.delivery.recipient')}</span>
          <span className={styles.tileText}>{t('form.delivery.recipientHint')}</span>
        </label>
      </div>
      {toRecipient ? (
        <div className={styles.fields}>
          <Field id={giftFieldId('recipientEmail')} label={t('form.delivery.email')} required error={errorText('recipientEmail')}>
            {(p) => (
              <input
                {...p}
                type="email"
                name="recipient_email"
                autoComplete="off"
                inputMode="email"
                spellCheck={false}
                maxLength={EMAIL_MAX_LENGTH}
                value={values.recipientEmail}
                onChange={(e) => f.update('recipientEmail', e.target.value)}
              />
            )}
          </Field>
          {/* Focused when the day is refused. */}
          <fieldset
            id={giftFieldId('deliverOn')}
            tabIndex={-1}
            className={styles.date}
            data-invalid={dateError ? 'true' : undefined}
            aria-describedby={[dateError ? `${giftFieldId('deliverOn')}-error` : null, `${giftFieldId('deliverOn')}-hint`].filter(Boolean).join(' ')}
          >
            <legend className={styles.dateLabel}>{t('form.delivery.date')}</legend>
            <p id={`${giftFieldId('deliverOn')}-hint`} className={styles.hint}>
              {t('form.delivery.dateHint')}
            </p>
            {dateError ? <FieldError id={`${giftFieldId('deliverOn')}-error`}>{dateError}</FieldError> : null}
            <p className={styles.dateChosen} aria-live="polite">
              {day === today ? t('form.delivery.dateToday') : t('form.delivery.dateChosen', { date: formatCalendarDate(day, locale) })}
            </p>
            <div className={styles.calendar}>
              <Suspense fallback={<p className={styles.status}>{t('form.delivery.calendarLoading')}</p>}>
                <GiftDateCalendar
                  today={today}
                  lastDate={f.lastDate()}
                  selected={day}
                  onSelect={(d) => f.update('deliverOn', d)}
                  footer={t('form.delivery.calendarFooter')}
                  navLabel={t('form.delivery.calendarNav')}
                />
              </Suspense>
            </div>
          </fieldset>
        </div>
      ) : null}
    </fieldset>
  );
}
