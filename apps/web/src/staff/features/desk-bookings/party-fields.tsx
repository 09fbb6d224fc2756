import { Field } from '../../../ui/field.tsx';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import styles from './desk-bookings.module.css';

export interface PartyValue {
  adults: number;
  children: number;
  vip: boolean;
}

/** Adults (priced), children (free) and the VIP upgrade, as the site sells them; the server checks the limits. */
export function PartyFields({ value, onChange, vipOffered, vipHint }: { value: PartyValue; onChange: (v: PartyValue) => void; vipOffered: boolean; vipHint?: string }) {
  const { t } = useStaffT('staffDesk');
  const count = (s: string) => Math.max(0, Math.min(100, Math.trunc(Number(s) || 0)));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('party.title')}</legend>
      <div className={styles.counts}>
        <Field label={t('party.adults')}>
          <input
            className={ui.input}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={value.adults}
            onChange={(e) => onChange({ ...value, adults: count(e.target.value) })}
          />
        </Field>
        <Field label={t('party.children')} hint={t('party.childrenHint')}>
          <input
            className={ui.input}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={value.children}
            onChange={(e) => onChange({ ...value, children: count(e.target.value) })}
          />
        </Field>
      </div>
      {vipOffered || value.vip ? (
        <label className={styles.check}>
          <input type="checkbox" checked={value.vip} onChange={(e) => onChange({ ...value, vip: e.target.checked })} />
          <span>
            {t('party.vip')}
            {vipHint ? <span className={styles.sub}>{vipHint}</span> : null}
          </span>
        </label>
      ) : null}
    </fieldset>
  );
}
