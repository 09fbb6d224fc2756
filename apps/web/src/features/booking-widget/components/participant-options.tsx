import { useId } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatEuro, languageName } from '../../../lib/format.ts';
import type { BookingWidgetModel } from '../use-booking-widget.ts';
import { LIMITS } from '../widget-rules.ts';
import { Stepper } from './stepper.tsx';
import styles from './booking-widget.module.css';

/** Tour language, adults, children and the VIP option for the chosen slot. */
export function ParticipantOptions({ w }: { w: BookingWidgetModel }) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const id = useId();
  const { experience } = w;
  const vipReason = w.vipState.available ? null : w.vipState.reason;
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('language.legend')}</legend>
        <div className={styles.pills}>
          {w.languages.map((code) => (
            <label key={code} className={styles.pill}>
              <input type="radio" name={`${id}-lang`} value={code} checked={w.language === code} onChange={() => w.setLanguage(code)} />
              <span>{languageName(code, locale)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('participants.legend')}</legend>
        <Stepper
          label={t('participants.adults')}
          hint={t('participants.adultsHint', { count: LIMITS[experience].minAdults })}
          value={w.adults}
          min={w.bounds.minAdults}
          max={w.bounds.maxAdults}
          onChange={w.setAdults}
          decreaseLabel={t('participants.adultsLess')}
          increaseLabel={t('participants.adultsMore')}
        />
        <Stepper
          label={t('participants.children')}
          hint={t('participants.childrenHint', { count: LIMITS.maxChildren })}
          value={w.children}
          min={0}
          max={w.bounds.maxChildren}
          onChange={w.setChildren}
          decreaseLabel={t('participants.childrenLess')}
          increaseLabel={t('participants.childrenMore')}
        />
        <p className={styles.capacity}>
          {experience === 'truffle'
            ? t('participants.capacityTruffle', { count: Math.min(w.slot?.capacity_free ?? LIMITS.truffle.maxParticipants, LIMITS.truffle.maxParticipants) })
            : t('participants.capacity', { count: w.slot?.capacity_free ?? 0 })}
        </p>
      </fieldset>

      <div className={styles.vip} data-available={w.vipState.available}>
        <input id={`${id}-vip`} type="checkbox" checked={w.vip} disabled={!w.vipState.available} onChange={(e) => w.setVip(e.target.checked)} aria-describedby={`${id}-vip-hint`} />
        <label htmlFor={`${id}-vip`} className={styles.vipLabel}>
          <span className={styles.vipTitle}>{t(`vip.${experience}.title`, { price: formatEuro(w.prices.vip, locale) })}</span>
          <span id={`${id}-vip-hint`} className={styles.vipHint}>
            {vipReason ? t(`vip.unavailable.${vipReason}`) : t(`vip.${experience}.text`)}
          </span>
        </label>
      </div>
    </>
  );
}
