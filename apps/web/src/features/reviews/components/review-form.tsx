import { reviewLimits as L } from '@tenuta/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { submitReview } from '../api/reviews-api.ts';
import {
  emptyReviewForm,
  firstInvalidField,
  reviewBodyLength,
  reviewSubmitFailure,
  toReviewRequest,
  validateReviewForm,
  type ReviewField,
  type ReviewFormErrors,
  type ReviewFormValues,
  type ReviewSubmitFailure,
} from '../review-form.ts';
import { ErrorMark, FormField } from './form-field.tsx';
import { StarInput } from './star-input.tsx';
import styles from './review-form.module.css';

const ids: Record<ReviewField, string> = {
  rating: 'review-rating',
  title: 'review-title',
  body: 'review-body',
  authorName: 'review-name',
  authorCity: 'review-city',
};

/** Limits named in the messages, so they say exactly what the server checks. */
const errorParams: Record<string, { min: number; max: number }> = {
  titleTooLong: { min: 0, max: L.titleMax },
  bodyTooShort: { min: L.bodyMin, max: L.bodyMax },
  bodyTooLong: { min: L.bodyMin, max: L.bodyMax },
  nameTooShort: { min: L.authorNameMin, max: L.authorNameMax },
  nameTooLong: { min: L.authorNameMin, max: L.authorNameMax },
  cityTooLong: { min: 0, max: L.authorCityMax },
};

export interface ReviewFormProps {
  link: { bookingId: string; token: string };
  onDone: () => void;
}

/** The review form: rating, title, text with a counter, name, city; checked here as the server will check it. */
export function ReviewForm({ link, onDone }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const [values, setValues] = useState<ReviewFormValues>(emptyReviewForm);
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ReviewSubmitFailure | null>(null);
  const [alertKey, setAlertKey] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);

  // A refusal takes the focus, so it is read out and the guest knows where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: alertKey is the trigger: the same refusal again remounts the alert, which takes the focus again
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure, alertKey]);

  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first try, errors follow the typing (they disappear once fixed).
    if (submitted) setErrors(validateReviewForm(next));
  };
  const message = (field: ReviewField) => {
    const key = errors[field];
    return key ? t(`form.errors.${key}`, errorParams[key] ?? {}) : null;
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFailure(null);
    const found = validateReviewForm(values);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      setAlertKey((k) => k + 1);
      const el = document.getElementById(first === 'rating' ? `${ids.rating}-${values.rating ?? 1}` : ids[first]);
      el?.focus();
      return;
    }
    setSending(true);
    try {
      await submitReview(toReviewRequest(values, link, locale));
      onDone();
    } catch (err) {
      setFailure(reviewSubmitFailure(err));
      setAlertKey((k) => k + 1);
    } finally {
      setSending(false);
    }
  }

  const bodyLength = reviewBodyLength(values.body);
  const hasErrors = submitted && firstInvalidField(errors) !== undefined;
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby="review-required-note">
      <p id="review-required-note" className={styles.note}>
        {t('form.requiredNote')}
      </p>
      <StarInput id={ids.rating} value={values.rating} onChange={(n) => set('rating', n)} error={message('rating')} />

      <FormField id={ids.title} label={t('form.title.label')} hints={[{ id: `${ids.title}-hint`, node: t('form.title.hint', { max: L.titleMax }) }]} error={message('title')}>
        {(control) => <input {...control} type="text" autoComplete="off" value={values.title} onChange={(e) => set('title', e.target.value)} />}
      </FormField>

      <FormField
        id={ids.body}
        label={t('form.body.label')}
        required
        hints={[
          { id: `${ids.body}-hint`, node: t('form.body.hint', { min: L.bodyMin }) },
          {
            id: `${ids.body}-counter`,
            node: t('form.body.counter', { count: bodyLength, max: L.bodyMax }),
            className: bodyLength > L.bodyMax ? `${styles.counter} ${styles.counterOver}` : styles.counter,
          },
        ]}
        error={message('body')}
      >
        {(control) => <textarea {...control} rows={7} value={values.body} onChange={(e) => set('body', e.target.value)} />}
      </FormField>

      <div className={styles.pair}>
        <FormField id={ids.authorName} label={t('form.name.label')} required hints={[{ id: `${ids.authorName}-hint`, node: t('form.name.hint') }]} error={message('authorName')}>
          {(control) => <input {...control} type="text" autoComplete="name" value={values.authorName} onChange={(e) => set('authorName', e.target.value)} />}
        </FormField>
        <FormField id={ids.authorCity} label={t('form.city.label')} error={message('authorCity')}>
          {(control) => <input {...control} type="text" autoComplete="address-level2" value={values.authorCity} onChange={(e) => set('authorCity', e.target.value)} />}
        </FormField>
      </div>

      {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="review-website">{t('form.honeypot')}</label>
        <input id="review-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => set('website', e.target.value)} />
      </div>

      <p className={styles.privacy}>
        {t('form.privacy')} <Link to="/privacy-policy">{t('form.privacyLink')}</Link>
      </p>

      {hasErrors ? (
        <p key={`v${alertKey}`} className={styles.alert} role="alert">
          <ErrorMark />
          {t('form.errors.summary')}
        </p>
      ) : null}
      {failure ? (
        <div key={`f${alertKey}`} ref={failureRef} tabIndex={-1} className={styles.failure} role="alert">
          <ErrorMark />
          <div>
            <p className={styles.failureTitle}>{t(`form.failure.${failure}.title`)}</p>
            <p>{t(`form.failure.${failure}.text`)}</p>
            {failure === 'invalid_link' ? <Link to="/contatti">{t('form.failure.contact')}</Link> : null}
            {failure === 'already' ? <Link to="/reviews">{t('form.failure.readReviews')}</Link> : null}
          </div>
        </div>
      ) : null}

      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t('form.submitting') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
