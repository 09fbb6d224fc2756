import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { CreateBookingResponse } from '@tenuta/contracts';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { createBooking } from '../api/test-booking-api.ts';
import { initialBookingForm, toCreateBookingRequest, TOUR_LANGUAGES, type BookingFormValues, type FormErrors } from '../booking-form.ts';
import type { SessionBooking } from '../session-bookings.ts';
import { Field, Outcome } from './field.tsx';
import styles from './test-booking.module.css';

/** The test page creates bookings (POST /api/bookings). */
export function CreateBookingPanel({ slotId, onCreated }: { slotId: number | null; onCreated: (entry: SessionBooking) => void }) {
  const { t } = useTranslation('testBooking');
  const locale = useLocale();
  const [values, setValues] = useState<BookingFormValues>(() => initialBookingForm(locale));
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useMutation(
    {
      mutationFn: createBooking,
      onSuccess: (r: CreateBookingResponse) => onCreated({ token: r.data.manage_token, booking: r.data.booking }),
    },
    queryClient,
  );

  // A slot picked in the availability panel fills the form.
  useEffect(() => {
    if (slotId !== null) setValues((v) => ({ ...v, slotId: String(slotId) }));
  }, [slotId]);

  const set = <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const err = (key: keyof BookingFormValues) => (errors[key] ? t(`errors.${errors[key]}`) : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = toCreateBookingRequest(values);
    if (!r.ok) {
      setErrors(r.errors);
      const first = Object.keys(r.errors)[0];
      if (first) document.getElementById(`tb-${first}`)?.focus();
      return;
    }
    create.mutate(r.body);
  };

  const text = (key: 'firstName' | 'lastName' | 'email' | 'phone', type = 'text', autoComplete?: string) => (
    <Field id={`tb-${key}`} label={t(`create.${key}`)} error={err(key)}>
      {(c) => <input {...c} type={type} autoComplete={autoComplete} value={values[key]} onChange={(e) => set(key, e.target.value)} />}
    </Field>
  );
  const number = (key: 'slotId' | 'adults' | 'children') => (
    <Field id={`tb-${key}`} label={t(`create.${key}`)} error={err(key)}>
      {(c) => <input {...c} type="text" inputMode="numeric" value={values[key]} onChange={(e) => set(key, e.target.value)} />}
    </Field>
  );

  const done = create.data?.data;
  return (
    <section className={styles.panel} aria-labelledby="tb-create">
      <h2 id="tb-create" className={styles.panelTitle}>
        {t('create.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {number('slotId')}
        {number('adults')}
        {number('children')}
        <Field id="tb-language" label={t('create.language')}>
          {(c) => (
            <select {...c} value={values.language} onChange={(e) => set('language', e.target.value as BookingFormValues['language'])}>
              <option value="">{t('create.languageDefault')}</option>
              {TOUR_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="tb-category" label={t('create.category')}>
          {(c) => (
            <select {...c} value={values.category} onChange={(e) => set('category', e.target.value as BookingFormValues['category'])}>
              <option value="">{t('create.categoryDefault')}</option>
              <option value="TRUFFLE">{t('create.truffle')}</option>
              <option value="WINE">{t('create.wine')}</option>
            </select>
          )}
        </Field>
        <div className={styles.check}>
          <input id="tb-vip" type="checkbox" checked={values.vip} onChange={(e) => set('vip', e.target.checked)} />
          <label htmlFor="tb-vip">{t('create.vip')}</label>
        </div>
        {text('firstName', 'text', 'given-name')}
        {text('lastName', 'text', 'family-name')}
        {text('email', 'email', 'email')}
        {text('phone', 'tel', 'tel')}
        <Field id="tb-locale" label={t('create.locale')}>
          {(c) => (
            <select {...c} value={values.locale} onChange={(e) => set('locale', e.target.value === 'en' ? 'en' : 'it')}>
              <option value="it">Italiano</option>
              <option value="en">English</option>
            </select>
          )}
        </Field>
        <div className={styles.formActions}>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {t('create.submit')}
          </button>
        </div>
      </form>
      <Outcome tone={create.isError ? 'error' : done ? 'ok' : null}>
        {create.isError ? <p data-testid="tb-create-error">{t('errors.request', { message: create.error.message })}</p> : null}
        {done ? (
          <p data-testid="tb-created">
            {t('create.created', { number: done.booking.booking_number, status: done.booking.status })}{' '}
            {done.payment.required ? t('create.payNow', { amount: formatEuro(done.payment.amount, locale) }) : t('create.payOnSite')}
          </p>
        ) : null}
      </Outcome>
    </section>
  );
}
