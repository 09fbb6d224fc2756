import { changePartnerLocale, usePartnerT, type PartnerLocale } from '../i18n/index.ts';
import styles from './language-switch.module.css';

const names: Record<PartnerLocale, string> = { it: 'Italiano', en: 'English' };

/** IT / EN: the language of the whole site (the public pages read the same choice). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = usePartnerT();
  return (
    <fieldset className={`${styles.switch} ${className ?? ''}`} aria-label={t('shell.language')}>
      {(['it', 'en'] as const).map((locale) => (
        <button key={locale} type="button" lang={locale} aria-pressed={i18n.language === locale} aria-label={names[locale]} onClick={() => void changePartnerLocale(locale)}>
          {locale.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
