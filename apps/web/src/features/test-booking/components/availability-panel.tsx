import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AvailabilityCheckResponse } from '@tenuta/contracts';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { romeToday } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { checkAvailability, experiencesQueryOptions, slotsQueryOptions } from '../api/test-booking-api.ts';
import { Field, Outcome } from './field.tsx';
import styles from './test-booking.module.css';

/** Tomorrow in Rome, YYYY-MM-DD. */
function tomorrow(): string {
  const d = new Date(`${romeToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The test page checks availability (POST /api/availability/check). */
export function AvailabilityPanel({ onUseSlot }: { onUseSlot: (slotId: number) => void }) {
  const { t } = useTranslation('testBooking');
  const locale = useLocale();
  const experiences = useQuery(experiencesQueryOptions(), queryClient);
  const [chosen, setChosen] = useState<number | null>(null);
  const experienceId = chosen ?? experiences.data?.data[0]?.id ?? null;
  const [date, setDate] = useState(tomorrow);
  const [time, setTime] = useState('');
  const [participants, setParticipants] = useState('2');
  const slots = useQuery(slotsQueryOptions(experienceId, date), queryClient);
  const times = slots.data?.slots ?? [];
  const selectedTime = time || times[0]?.start_time || '';
  const check = useMutation({ mutationFn: checkAvailability }, queryClient);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (experienceId === null || !selectedTime) return;
    check.mutate({ experience_id: experienceId, date, time: selectedTime, participants: Number(participants) || 1 });
  };

  const result: AvailabilityCheckResponse | undefined = check.data;
  return (
    <section className={styles.panel} aria-labelledby="tb-availability">
      <h2 id="tb-availability" className={styles.panelTitle}>
        {t('availability.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field id="tb-experience" label={t('availability.experience')}>
          {(c) => (
            <select
              {...c}
              value={experienceId ?? ''}
              onChange={(e) => {
                setChosen(Number(e.target.value));
                setTime('');
              }}
            >
              {(experiences.data?.data ?? []).map((x) => (
                <option key={x.id} value={x.id}>
                  {x.title[locale]} ({x.category})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="tb-date" label={t('availability.date')}>
          {(c) => (
            <input
              {...c}
              type="date"
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setTime('');
              }}
            />
          )}
        </Field>
        <Field id="tb-time" label={t('availability.time')}>
          {(c) => (
            <select {...c} value={selectedTime} onChange={(e) => setTime(e.target.value)} disabled={times.length === 0}>
              {times.length === 0 ? <option value="">{slots.isFetching ? t('availability.timeLoading') : t('availability.noTimes')}</option> : null}
              {times.map((s) => (
                <option key={s.id} value={s.start_time}>
                  {t('availability.slotOption', { time: s.start_time, category: s.fixed_category ?? s.category, free: s.capacity_free, total: s.capacity_total, id: s.id })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="tb-participants" label={t('availability.participants')}>
          {(c) => <input {...c} type="number" inputMode="numeric" min={1} max={100} value={participants} onChange={(e) => setParticipants(e.target.value)} />}
        </Field>
        <div className={styles.formActions}>
          <button type="submit" className="btn btn-primary" disabled={check.isPending || experienceId === null || !selectedTime}>
            {t('availability.submit')}
          </button>
        </div>
      </form>
      <Outcome tone={check.isError ? 'error' : result ? (result.available ? 'ok' : 'error') : null}>
        {check.isError ? <p>{t('errors.request', { message: check.error.message })}</p> : null}
        {result ? (
          <>
            <p data-testid="tb-availability-result">
              {result.slot_id === null
                ? t('availability.noSlot')
                : result.available
                  ? t('availability.available', { free: result.capacity_free, id: result.slot_id })
                  : t('availability.unavailable', { free: result.capacity_free })}
            </p>
            {result.available && result.slot_id !== null ? (
              <button type="button" className="btn btn-secondary" onClick={() => onUseSlot(result.slot_id!)}>
                {t('availability.useSlot', { id: result.slot_id })}
              </button>
            ) : null}
          </>
        ) : null}
      </Outcome>
    </section>
  );
}
