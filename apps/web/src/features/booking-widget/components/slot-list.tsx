import { useId } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro, formatRomeTime } from '../../../lib/format.ts';
import type { SlotOption } from '../use-booking-widget.ts';
import { widgetPrices, type WidgetExperience } from '../widget-rules.ts';
import styles from './slot-list.module.css';

export interface SlotListProps {
  experience: WidgetExperience;
  legend: string;
  options: SlotOption[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The times of the chosen day as a radio group: available, sold out or already in the cart. */
export function SlotList({ experience, legend, options, selectedId, onSelect }: SlotListProps) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.list}>
        {options.map(({ slot, state, name: title }) => {
          const disabled = state !== 'available';
          const price = widgetPrices(experience, slot).perAdult;
          const id = `${name}-${slot.id}`;
          return (
            <label key={slot.id} htmlFor={id} className={styles.option} data-state={state} data-testid="slot-option">
              <input
                id={id}
                type="radio"
                name={name}
                value={slot.id}
                checked={selectedId === slot.id && !disabled}
                disabled={disabled}
                onChange={() => onSelect(slot.id)}
                className={styles.radio}
              />
              <span className={styles.time}>{formatRomeTime(slot.slot_datetime, locale)}</span>
              <span className={styles.info}>
                {title ? <span className={styles.title}>{title}</span> : null}
                <span className={styles.meta}>
                  {state === 'available' ? t('slots.free', { count: slot.capacity_free }) : state === 'sold_out' ? t('slots.soldOut') : t('slots.inCart')}
                  {' · '}
                  {slot.languages.map((l) => l.toUpperCase()).join(' / ')}
                </span>
              </span>
              <span className={styles.price}>{t('slots.price', { price: formatEuro(price, locale) })}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
