import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX, contactSubjects, EMAIL_MAX, type ContactSubject } from '@tenuta/contracts';
import { useTranslation } from '../../../i18n/index.ts';
import type { ContactField } from '../contact-form-model.ts';
import { contactFieldId as fieldId, useContactForm } from '../use-contact-form.ts';
import { Field, FieldError } from './field.tsx';
import styles from './contact-form.module.css';

export interface ContactFormProps {
  /** Where guests can reach the estate otherwise (named in the error messages). */
  phone: string;
  email: string;
}

/** The /contatti form: name, e-mail, optional phone and subject, message with counter, privacy consent, honeypot. */
export function ContactForm({ phone, email }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const f = useContactForm();
  const { values, errors } = f;
  const successRef = useRef<HTMLHeadingElement>(null);
  const sending = f.status === 'sending';

  useEffect(() => {
    if (f.status === 'sent') successRef.current?.focus();
  }, [f.status]);

  const errorText = (field: ContactField) => (errors[field] ? t(`form.errors.${errors[field]}`) : null);
  const hasFieldErrors = Object.keys(errors).length > 0;

  if (f.status === 'sent') {
    return (
      <div className={styles.success} role="status" data-testid="contact-success">
        <span className={styles.successMark} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false" aria-hidden="true">
            <path d="M5 12.5l4.2 4.2L19 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h3 ref={successRef} tabIndex={-1} className={styles.successTitle}>
          {t('form.success.title')}
        </h3>
        <p>{t('form.success.body', { email: f.sentTo })}</p>
        <button type="button" className="btn btn-secondary" onClick={f.writeAnother}>
          {t('form.success.again')}
        </button>
      </div>
    );
  }

  const privacyError = errorText('privacy');
  return (
    <form className={styles.form} noValidate onSubmit={(e) => void f.submit(e)} aria-labelledby="contact-form-title" aria-busy={sending || undefined} data-testid="contact-form">
      <p className={styles.requiredNote}>{t('form.requiredNote')}</p>
      {hasFieldErrors || f.problem ? (
        <p key={f.attempt} className={styles.alert} role="alert" data-testid="contact-alert">
          {f.problem?.kind === 'rate_limited'
            ? t('form.errors.rate_limited', { count: f.problem.minutes, phone })
            : f.problem?.kind === 'network'
              ? t('form.errors.network')
              : f.problem?.kind === 'server'
                ? t('form.errors.server', { email })
                : t('form.errors.summary')}
        </p>
      ) : null}

      <div className={styles.grid}>
        <Field id={fieldId('name')} label={t('form.name')} required error={errorText('name')}>
          {(p) => <input {...p} name="name" autoComplete="name" maxLength={CONTACT_NAME_MAX} value={values.name} onChange={(e) => f.update('name', e.target.value)} />}
        </Field>
        <Field id={fieldId('email')} label={t('form.email')} required error={errorText('email')}>
          {(p) => (
            <input
              {...p}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              maxLength={EMAIL_MAX}
              value={values.email}
              onChange={(e) => f.update('email', e.target.value)}
            />
          )}
        </Field>
        <Field id={fieldId('phone')} label={t('form.phone')} optional={t('form.optional')} hint={t('form.phoneHint')} error={errorText('phone')}>
          {(p) => (
            <input
              {...p}
              type="tel"
              name="phone"
              autoComplete="tel"
              inputMode="tel"
              maxLength={CONTACT_PHONE_MAX}
              value={values.phone}
              onChange={(e) => f.update('phone', e.target.value)}
            />
          )}
        </Field>
        <Field id={fieldId('subject')} label={t('form.subject')} optional={t('form.optional')} error={errorText('subject')}>
          {(p) => (
            <select {...p} name="subject" value={values.subject} onChange={(e) => f.update('subject', e.target.value as ContactSubject | '')}>
              <option value="">{t('form.subjectPlaceholder')}</option>
              {contactSubjects.map((s) => (
                <option key={s} value={s}>
                  {t(`form.subjects.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={fieldId('message')}
          label={t('form.message')}
          required
          wide
          hint={t('form.counter', { count: values.message.length, max: CONTACT_MESSAGE_MAX })}
          hintTone={values.message.length > CONTACT_MESSAGE_MAX ? 'danger' : undefined}
          error={errorText('message')}
        >
          {(p) => <textarea {...p} name="message" rows={7} value={values.message} onChange={(e) => f.update('message', e.target.value)} />}
        </Field>

        <div className={styles.consent} data-invalid={privacyError ? 'true' : undefined}>
          <input
            id={fieldId('privacy')}
            type="checkbox"
            name="privacy_accepted"
            checked={values.privacy}
            required
            aria-invalid={privacyError ? true : undefined}
            aria-describedby={privacyError ? `${fieldId('privacy')}-error` : undefined}
            onChange={(e) => f.update('privacy', e.target.checked)}
          />
          <label htmlFor={fieldId('privacy')}>
            {t('form.privacyBefore')}
            <Link to="/privacy-policy">{t('form.privacyLink')}</Link>
            {t('form.privacyAfter')}
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          {privacyError ? <FieldError id={`${fieldId('privacy')}-error`}>{privacyError}</FieldError> : null}
        </div>

        {/* Honeypot: off screen, out of the tab order and hidden from assistive technology; bots fill it in. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={fieldId('website')}>{t('form.honeypot')}</label>
          <input id={fieldId('website')} type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => f.update('website', e.target.value)} />
        </div>
      </div>

      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" aria-disabled={sending || undefined} data-testid="contact-submit">
          {sending ? t('form.sending') : t('form.submit')}
        </button>
        <p className={styles.replyNote}>{t('form.replyNote')}</p>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {sending ? t('form.sending') : ''}
      </p>
    </form>
  );
}
