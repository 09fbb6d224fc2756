import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { usePartnerT } from '../i18n/index.ts';
import { usePartner, usePartnerAuth } from './auth.tsx';
import { partnerNav } from './nav.ts';
import styles from './shell.module.css';

/** The signed-in frame: the estate, the partner's company, its sections, the language, logout. No public header or footer. */
export function PartnerShell() {
  const { t } = usePartnerT();
  const partner = usePartner();
  const { signOut } = usePartnerAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger (a navigation closes the menu), not a value the effect reads
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className={styles.frame}>
      <a href="#partner-main" className={styles.skip}>
        {t('shell.skip')}
      </a>
      <header className={styles.masthead}>
        <div className={styles.bar}>
          <NavLink to="/partner/dashboard" className={styles.brand}>
            <span className={styles.brandName}>Tenuta</span>
            <span className={styles.brandSub}>{t('shell.area')}</span>
          </NavLink>
          <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls="partner-menu" onClick={() => setMenuOpen((open) => !open)}>
            {t('shell.menu')}
          </button>
          <div id="partner-menu" className={styles.menu} data-open={menuOpen}>
            <nav aria-label={t('shell.navLabel')} className={styles.nav}>
              <ul>
                {partnerNav(partner.partner_type).map((section) => (
                  <li key={section.path}>
                    <NavLink to={section.path} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                      {t(`nav.${section.key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.account}>
              <p className={styles.company}>
                <span>{partner.company_name}</span>
                <span className={styles.user}>
                  {partner.user.name} · {t(`roles.${partner.user.role}`)}
                </span>
              </p>
              <LanguageSwitch className={styles.langs} />
              <button type="button" className={styles.logout} onClick={() => void signOut()}>
                {t('shell.logout')}
              </button>
            </div>
          </div>
        </div>
      </header>
      <main id="partner-main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<p className={styles.loadingPage}>{t('common.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
