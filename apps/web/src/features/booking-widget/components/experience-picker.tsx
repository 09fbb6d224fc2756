import { useId } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro } from '../../../lib/format.ts';
import type { ExperienceChoice } from '../use-experience-choice.ts';
import type { WidgetExperience } from '../widget-rules.ts';
import styles from './experience-picker.module.css';

/**
 * The experiences of the widget's page, from the catalogue (name, price, length), as a radio
 * group: the guest chooses the experience first, then its date and time. Shown only when the
 * page offers more than one.
 */
export function ExperiencePicker({ experience, choice, onChoose }: { experience: WidgetExperience; choice: ExperienceChoice; onChoose: (id: number) => void }) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const group = useId();
  if (choice.offered.length < 2) return null;
  return (
    <fieldset className={styles.fieldset} data-testid="experience-picker">
      <legend className={styles.legend}>{t(`picker.legend.${experience}`)}</legend>
      <div className={styles.list}>
        {choice.offered.map((e) => {
          const id = `${group}-${e.id}`;
          return (
            <label key={e.id} htmlFor={id} className={styles.option}>
              <input id={id} type="radio" name={group} value={e.id} checked={choice.chosenId === e.id} onChange={() => onChoose(e.id)} className={styles.radio} />
              <span className={styles.name}>{pickLocalized(e.title, locale)}</span>
              <span className={styles.meta}>
                {t(e.pricing_model === 'per_group' ? 'picker.perGroup' : 'picker.perPerson', { price: formatEuro(e.price, locale) })}
                {' · '}
                {t('picker.minutes', { count: e.duration_minutes })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
