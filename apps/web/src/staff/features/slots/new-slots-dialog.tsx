import { useState, type FormEvent } from 'react';
import { tourLanguages, type StaffSlotCreateRequest, type StaffSlotCreateResult, type StaffSlotExperience } from '@tenuta/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useSlotMutations } from './api.ts';
import styles from './calendar.module.css';
import { centsToEuroInput, euroToCents } from '../../../ui/euro-input.ts';
import { SlotError } from './slot-error.tsx';
import { formatCalendarDay, languageName, weekdayNames } from './slot-text.ts';

type Category = StaffSlotCreateRequest['category'];
type PriceKey = 'truffle_price_cents' | 'truffle_vip_upgrade_price_cents' | 'wine_price_cents' | 'wine_vip_upgrade_price_cents';

const priceKeys = (c: Category): PriceKey[] => [
  ...(c !== 'WINE' ? (['truffle_price_cents', 'truffle_vip_upgrade_price_cents'] as const) : []),
  ...(c !== 'TRUFFLE' ? (['wine_price_cents', 'wine_vip_upgrade_price_cents'] as const) : []),
];
const required = (k: PriceKey) => k === 'truffle_price_cents' || k === 'wine_price_cents';

/**
 * "New slots": one slot (same first and last day, one time) or a series (every chosen weekday
 * of the range, at each time). Euros are typed, cents are sent. The answer says how many were
 * created and which already existed.
 */
export function NewSlotsDialog({
  experiences,
  firstDay,
  onClose,
  onCreated,
}: {
  experiences: StaffSlotExperience[];
  firstDay: string;
  onClose: () => void;
  onCreated: (from: string) => void;
}) {
  const { t, i18n } = useStaffT('staffSlots');
  const { t: ts } = useStaffT();
  const { create } = useSlotMutations();
  const [category, setCategory] = useState<Category>('TRUFFLE');
  const offered = experiences.filter((e) => e.category === category && e.is_active);
  const [experienceId, setExperienceId] = useState<number | null>(offered[0]?.id ?? null);
  const experience = offered.find((e) => e.id === experienceId) ?? offered[0] ?? null;
  // Each time row keeps its own key, so removing one leaves the others (and a half-typed time) in place.
  const [times, setTimes] = useState<{ key: number; value: string }[]>([{ key: 0, value: '10:00' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<StaffSlotCreateResult | null>(null);
  const lang = i18n.language === 'en' ? 'en' : 'it';

  const chooseCategory = (c: Category) => {
    setCategory(c);
    setExperienceId(experiences.find((e) => e.category === c && e.is_active)?.id ?? null);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const found: Record<string, string> = {};
    const prices: Partial<Record<PriceKey, number | null>> = {};
    for (const k of priceKeys(category)) {
      const raw = String(f.get(k) ?? '').trim();
      const cents = raw === '' ? null : euroToCents(raw);
      if (raw !== '' && cents === null) found[k] = t('form.badAmount');
      else if (cents === null && required(k)) found[k] = t('form.required');
      else prices[k] = cents;
    }
    const weekdays = [1, 2, 3, 4, 5, 6, 7].filter((d) => f.get(`wd-${d}`) === 'on');
    if (weekdays.length === 0) found.weekdays = t('form.weekdaysRequired');
    const chosenTimes = [...new Set(times.map((row) => row.value).filter(Boolean))];
    if (chosenTimes.length === 0) found.times = t('form.timesRequired');
    const languages = tourLanguages.filter((l) => f.get(`lang-${l}`) === 'on');
    if (languages.length === 0) found.languages = t('form.languagesRequired');
    // The same bounds as the server's, said beside the field rather than as a refused request.
    const whole = (v: FormDataEntryValue | null) => (/^\d+$/.test(String(v ?? '').trim()) ? Number(String(v).trim()) : Number.NaN);
    const capacity = whole(f.get('capacity'));
    if (!(capacity >= 1 && capacity <= 500)) found.capacity = t('form.capacityRange', { min: 1, max: 500 });
    const minutes = String(f.get('duration') ?? '').trim();
    if (minutes !== '' && !(whole(minutes) >= 15 && whole(minutes) <= 720)) found.duration = t('form.durationRange', { min: 15, max: 720 });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const from = String(f.get('from'));
    const duration = String(f.get('duration') ?? '').trim();
    const body: StaffSlotCreateRequest = {
      category,
      experience_id: category === 'CHOICE' ? null : (experience?.id ?? null),
      from,
      to: String(f.get('to') || from),
      weekdays,
      times: chosenTimes,
      capacity: Number(f.get('capacity')),
      ...(duration ? { duration_minutes: Number(duration) } : {}),
      ...prices,
      languages,
    };
    create.mutate(body, {
      onSuccess: (r) => {
        setResult(r);
        onCreated(from);
      },
    });
  };

  return (
    <Dialog open title={t('create.title')} onClose={onClose} closeLabel={ts('common.close')}>
      {result ? (
        <div className={ui.stack}>
          <p role="status" className={result.created > 0 ? ui.alertSuccess : ui.alertInfo} data-testid="create-result">
            {t('create.result', { count: result.created })} {result.skipped > 0 ? t('create.skipped', { count: result.skipped }) : ''}
          </p>
          {result.skipped_slots.length > 0 ? (
            <ul className={styles.skipped}>
              {result.skipped_slots.slice(0, 20).map((s) => (
                <li key={`${s.date} ${s.time}`}>
                  {formatCalendarDay(s.date, { weekday: 'short', day: 'numeric', month: 'short' })} {s.time}: {t(`create.reasons.${s.reason}`)}
                </li>
              ))}
            </ul>
          ) : null}
          <div className={ui.row}>
            <button type="button" className={ui.primary} onClick={onClose}>
              {ts('common.close')}
            </button>
            <button type="button" className={ui.button} onClick={() => setResult(null)}>
              {t('create.another')}
            </button>
          </div>
        </div>
      ) : (
        <form className={ui.stack} onSubmit={submit} noValidate>
          <p className={ui.muted}>{t('create.help')}</p>
          <div className={`${ui.grid2} ${styles.formGrid}`}>
            <Field label={t('form.category')}>
              <select className={ui.input} name="category" value={category} onChange={(e) => chooseCategory(e.target.value as Category)}>
                {(['TRUFFLE', 'WINE', 'CHOICE'] as const).map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.${c}`)}
                  </option>
                ))}
              </select>
            </Field>
            {category !== 'CHOICE' ? (
              <Field label={t('form.experience')}>
                <select className={ui.input} name="experience" value={experience?.id ?? ''} onChange={(e) => setExperienceId(Number(e.target.value))}>
                  {offered.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.title[lang]}
                    </option>
                  ))}
                </select>
              </Field>
            ) : (
              <p className={ui.hint}>{t('form.choiceHint')}</p>
            )}
            <Field label={t('form.from')}>
              <input className={ui.input} type="date" name="from" required defaultValue={firstDay} />
            </Field>
            <Field label={t('form.to')} hint={t('form.toHint')}>
              <input className={ui.input} type="date" name="to" defaultValue={firstDay} />
            </Field>
          </div>
          <fieldset className={styles.checks} aria-describedby={errors.weekdays ? 'wd-error' : undefined}>
            <legend>{t('form.weekdays')}</legend>
            {weekdayNames('long').map((name, i) => (
              <label key={name}>
                <input type="checkbox" name={`wd-${i + 1}`} defaultChecked />
                {name}
              </label>
            ))}
            {errors.weekdays ? (
              <span id="wd-error" className={ui.fieldError}>
                {errors.weekdays}
              </span>
            ) : null}
          </fieldset>
          <fieldset className={styles.timesField}>
            <legend>{t('form.times')}</legend>
            <div className={styles.times}>
              {times.map(({ key, value: time }, i) => (
                <div className={styles.timeRow} key={key}>
                  <input
                    className={ui.input}
                    type="time"
                    aria-label={t('form.timeN', { n: i + 1 })}
                    value={time}
                    required
                    onChange={(e) => setTimes((all) => all.map((row) => (row.key === key ? { key, value: e.target.value } : row)))}
                  />
                  {times.length > 1 ? (
                    <button
                      type="button"
                      className={`${ui.ghost} ${ui.small}`}
                      onClick={() => setTimes((all) => all.filter((row) => row.key !== key))}
                      aria-label={t('form.removeTime', { time: time || i + 1 })}
                    >
                      {t('form.remove')}
                    </button>
                  ) : null}
                </div>
              ))}
              <div>
                <button
                  type="button"
                  className={`${ui.button} ${ui.small}`}
                  onClick={() => setTimes((all) => [...all, { key: Math.max(...all.map((row) => row.key)) + 1, value: '' }])}
                  disabled={times.length >= 12}
                >
                  {t('form.addTime')}
                </button>
              </div>
              {errors.times ? <span className={ui.fieldError}>{errors.times}</span> : null}
            </div>
          </fieldset>
          <div className={`${ui.grid2} ${styles.formGrid}`} key={`${category}-${experience?.id ?? 'choice'}`}>
            <Field label={t('form.capacity')} error={errors.capacity ?? null}>
              <input className={ui.input} type="number" name="capacity" min={1} max={500} required defaultValue={category === 'WINE' ? 16 : 8} inputMode="numeric" />
            </Field>
            <Field label={t('form.duration')} error={errors.duration ?? null}>
              <input
                className={ui.input}
                type="number"
                name="duration"
                min={15}
                max={720}
                step={15}
                required
                defaultValue={experience?.duration_minutes ?? 120}
                inputMode="numeric"
              />
            </Field>
            {priceKeys(category).map((k) => (
              <Field key={k} label={t(`form.${k}`)} hint={required(k) ? undefined : t('form.vipHint')} error={errors[k] ?? null}>
                <input
                  className={ui.input}
                  name={k}
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={required(k) && experience && k.startsWith(experience.category.toLowerCase()) ? centsToEuroInput(experience.price_cents, lang) : ''}
                />
              </Field>
            ))}
          </div>
          <fieldset className={styles.checks}>
            <legend>{t('form.languages')}</legend>
            {tourLanguages.map((l) => (
              <label key={l}>
                <input type="checkbox" name={`lang-${l}`} defaultChecked={l === 'IT' || l === 'EN'} />
                {languageName(l)}
              </label>
            ))}
            {errors.languages ? <span className={ui.fieldError}>{errors.languages}</span> : null}
          </fieldset>
          <SlotError error={create.error} />
          <div className={ui.row}>
            <button type="submit" className={ui.primary} disabled={create.isPending}>
              {t('create.submit')}
            </button>
            <button type="button" className={ui.ghost} onClick={onClose}>
              {ts('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
