import type { ReactNode } from 'react';
import { setStaffLocale, useStaffT } from '../i18n/index.ts';
import styles from '../pages/auth-page.module.css';
import ui from '../../ui/ui.module.css';

/** The frame of the pages before sign-in: the estate's name, one card, the language choice. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useStaffT();
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <div className={styles.brand}>
          <span className={styles.brandName}>Tenuta</span>
          <span className={styles.brandSub}>{t('shell.backOffice')}</span>
        </div>
        <section className={ui.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {children}
        </section>
        <fieldset className={styles.langs} aria-label={t('shell.language')}>
          {(['it', 'en'] as const).map((l) => (
            <button key={l} type="button" lang={l} aria-pressed={i18n.language === l} className={`${ui.ghost} ${ui.small}`} onClick={() => void setStaffLocale(l)}>
              {l === 'it' ? 'Italiano' : 'English'}
            </button>
          ))}
        </fieldset>
      </div>
    </main>
  );
}
