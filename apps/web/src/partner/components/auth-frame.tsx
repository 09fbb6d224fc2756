import type { ReactNode } from 'react';
import { usePartnerT } from '../i18n/index.ts';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './auth-frame.module.css';

/** The pages before signing in (and the suspended page): the estate beside one card, the language below. */
export function AuthFrame({ title, intro, children, wide = false }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  const { t } = usePartnerT();
  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <p className={styles.brand}>
          <span className={styles.brandName}>Tenuta</span>
          <span className={styles.brandSub}>{t('shell.area')}</span>
        </p>
        <p className={styles.lead}>{t('auth.lead')}</p>
        <LanguageSwitch className={styles.langs} />
      </aside>
      <main className={styles.main} id="partner-main">
        <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby="partner-auth-title">
          <h1 id="partner-auth-title" className={styles.title}>
            {title}
          </h1>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          {children}
        </section>
      </main>
    </div>
  );
}
