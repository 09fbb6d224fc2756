import { useState, type FormEvent } from 'react';
import type { StaffSlotExperience } from '@tenuta/contracts';
import { BOOKING_CUTOFF_MAX_MINUTES } from '@tenuta/contracts';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useCutoffMutation } from './api.ts';
import styles from './calendar.module.css';
import { SlotError } from './slot-error.tsx';

/**
 * How long before a slot's start online sales of each experience stop (docs/domain/booking-cutoff.md).
 * Empty: the category's default. A CHOICE slot closes at the strictest of them. Read-only without slots.write.
 */
export function BookingCutoffs({ experiences, canEdit }: { experiences: readonly StaffSlotExperience[]; canEdit: boolean }) {
  const { t, i18n } = useStaffT('staffSlots');
  const title = (e: StaffSlotExperience) => (i18n.language === 'en' ? e.title.en : e.title.it);
  return (
    <section className={`${ui.card} ${styles.cutoffs}`} aria-labelledby="cutoffs-title" data-testid="booking-cutoffs">
      <h2 id="cutoffs-title" className={ui.cardTitle}>
        {t('cutoff.title')}
      </h2>
      <p className={ui.muted}>{t('cutoff.description')}</p>
      <ul className={styles.cutoffList}>
        {experiences
          .filter((e) => e.is_active)
          .map((e) => (
            <li key={e.id}>
              <CutoffRow experience={e} name={title(e)} canEdit={canEdit} />
            </li>
          ))}
      </ul>
    </section>
  );
}

function CutoffRow({ experience: e, name, canEdit }: { experience: StaffSlotExperience; name: string; canEdit: boolean }) {
  const { t } = useStaffT('staffSlots');
  const mutation = useCutoffMutation();
  const [value, setValue] = useState(e.booking_cutoff_minutes === null ? '' : String(e.booking_cutoff_minutes));
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState(false);
  const defaultMinutes = e.booking_cutoff_minutes === null ? e.effective_cutoff_minutes : null;

  const save = (minutes: number | null) => {
    setSaved(false);
    mutation.mutate(
      { id: e.id, minutes },
      {
        onSuccess: (x) => {
          setValue(x.booking_cutoff_minutes === null ? '' : String(x.booking_cutoff_minutes));
          setSaved(true);
        },
      },
    );
  };
  const submit = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const raw = value.trim();
    const minutes = raw === '' ? null : Number(raw);
    const bad = minutes !== null && (!Number.isInteger(minutes) || minutes < 0 || minutes > BOOKING_CUTOFF_MAX_MINUTES);
    setInvalid(bad);
    if (!bad) save(minutes);
  };

  return (
    <form className={styles.cutoffRow} onSubmit={submit} noValidate aria-label={name}>
      <Field
        label={name}
        hint={t('cutoff.now', { minutes: e.effective_cutoff_minutes }) + (defaultMinutes !== null ? ` ${t('cutoff.isDefault')}` : '')}
        error={invalid ? t('cutoff.invalid', { max: BOOKING_CUTOFF_MAX_MINUTES }) : null}
      >
        <input
          className={ui.input}
          name="cutoff"
          type="number"
          min={0}
          max={BOOKING_CUTOFF_MAX_MINUTES}
          step={15}
          inputMode="numeric"
          placeholder={t('cutoff.placeholder')}
          value={value}
          onChange={(ev) => setValue(ev.target.value)}
          disabled={!canEdit}
        />
      </Field>
      {canEdit ? (
        <div className={ui.row}>
          <button type="submit" className={`${ui.primary} ${ui.small}`} disabled={mutation.isPending}>
            {t('cutoff.save')}
          </button>
          {e.booking_cutoff_minutes !== null ? (
            <button type="button" className={`${ui.button} ${ui.small}`} disabled={mutation.isPending} onClick={() => save(null)}>
              {t('cutoff.useDefault')}
            </button>
          ) : null}
        </div>
      ) : null}
      <SlotError error={mutation.error} />
      {saved ? (
        <p role="status" className={ui.hint}>
          {t('cutoff.saved')}
        </p>
      ) : null}
    </form>
  );
}
