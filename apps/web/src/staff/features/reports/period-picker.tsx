import { useEffect, useId, useState } from 'react';
import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { romeToday } from '../../components/format.ts';
import { useStaffT } from '../../i18n/index.ts';
import { autoGroup, MAX_DAYS, type Period, periodProblem, presetOf, presetPeriod, presets, type ReportGroup } from './period.ts';
import { formatRange } from './report-format.ts';
import styles from './reports.module.css';

/**
 * The period of every report but the cash-up: a preset (today, last 7 days, this month…) or two
 * Rome days, and whether to read it day by day or month by month. Changes apply at once and
 * stay in the URL; a period the server would refuse is said here first. The two days are also held
 * here: the URL follows in a transition, and a second day typed before it lands must not bring
 * back the first day's old value.
 */
export function PeriodPicker({ period, onChange, grouping }: { period: Period; onChange: (p: Period) => void; grouping: boolean }) {
  const { t } = useStaffT('staffReports');
  const today = romeToday();
  const preset = presetOf(period, today);
  const problem = periodProblem(period);
  const groupName = useId();
  const [days, setDaysShown] = useState({ from: period.from, to: period.to });
  useEffect(() => setDaysShown({ from: period.from, to: period.to }), [period.from, period.to]);
  const setDays = (from: string, to: string) => {
    setDaysShown({ from, to });
    if (!from || !to) return;
    onChange({ from, to, group: autoGroup(from, to) });
  };
  return (
    <form className={styles.picker} onSubmit={(e) => e.preventDefault()} aria-label={t('period.label')}>
      <div className={styles.pickerField}>
        <Field label={t('period.preset')}>
          <select
            className={ui.input}
            value={preset ?? 'custom'}
            onChange={(e) => {
              const v = e.target.value;
              if (v !== 'custom') onChange(presetPeriod(v as (typeof presets)[number], today));
            }}
          >
            {presets.map((p) => (
              <option key={p} value={p}>
                {t(`period.presets.${p}`)}
              </option>
            ))}
            <option value="custom" disabled={preset !== null}>
              {t('period.presets.custom')}
            </option>
          </select>
        </Field>
      </div>
      <div className={styles.pickerField}>
        <Field label={t('period.from')}>
          <input className={ui.input} type="date" value={days.from} max={days.to} onChange={(e) => setDays(e.target.value, days.to)} />
        </Field>
      </div>
      <div className={styles.pickerField}>
        <Field label={t('period.to')}>
          <input className={ui.input} type="date" value={days.to} min={days.from} onChange={(e) => setDays(days.from, e.target.value)} />
        </Field>
      </div>
      {grouping ? (
        <fieldset className={styles.groups}>
          <legend>{t('period.group')}</legend>
          {(['day', 'month'] as const satisfies readonly ReportGroup[]).map((g) => (
            <label key={g} className={styles.groupOption}>
              <input type="radio" name={groupName} value={g} checked={period.group === g} onChange={() => onChange({ ...period, group: g })} />
              {t(`period.groups.${g}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className={`${ui.muted} ${styles.pickerNote}`} aria-live="polite">
        {problem === 'reversed'
          ? t('period.reversed')
          : problem === 'tooLong'
            ? t(`period.tooLong.${period.group}`, { days: MAX_DAYS[period.group] })
            : t('period.shown', { range: formatRange(period.from, period.to) })}
      </p>
    </form>
  );
}
