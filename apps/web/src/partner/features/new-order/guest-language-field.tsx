import { languageName } from '../../../lib/format.ts';
import ui from '../../../ui/ui.module.css';
import { partnerLocale, usePartnerT, type PartnerLocale } from '../../i18n/index.ts';
import styles from './new-order.module.css';

const guestLocales: readonly PartnerLocale[] = ['it', 'en'];

/**
 * The guest's language, asked on every order: the confirmation e-mail, the voucher PDF and the
 * reminders follow it, not the language of the agency user's screen (the default).
 */
export function GuestLanguageField({ value, onChange }: { value: PartnerLocale; onChange: (locale: PartnerLocale) => void }) {
  const { t } = usePartnerT('partnerOrders');
  return (
    <fieldset className={styles.choice} aria-describedby="guest-locale-hint">
      <legend className={ui.label}>{t('newOrder.guestLocale')}</legend>
      <div className={styles.choiceOptions}>
        {guestLocales.map((l) => (
          <label key={l} className={styles.choiceOption}>
            <input type="radio" name="guest_locale" value={l} checked={value === l} onChange={() => onChange(l)} />
            <span>{languageName(l, partnerLocale())}</span>
          </label>
        ))}
      </div>
      <p id="guest-locale-hint" className={ui.hint}>
        {t('newOrder.guestLocaleHint')}
      </p>
    </fieldset>
  );
}
