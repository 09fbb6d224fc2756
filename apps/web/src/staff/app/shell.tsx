import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { setStaffLocale, useStaffT } from '../i18n/index.ts';
import ui from '../../ui/ui.module.css';
import { useMe, useStaffAuth } from './auth.tsx';
import { staffNav } from './nav.ts';
import { NavBadge } from '../features/attention/nav-badge.tsx';
import styles from './shell.module.css';

/** The signed-in frame: the sections this role may open, the language, the account, sign-out. */
export function StaffShell() {
  const { t, i18n } = useStaffT();
  const me = useMe();
  const { can, signOut } = useStaffAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger (a navigation closes the menu), not a value the effect reads
  useEffect(() => setMenuOpen(false), [location.pathname]);
  // "/" jumps to the page's search field (the one marked data-staff-search).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.metaKey || e.ctrlKey || e.altKey) return;
      const el = e.target as HTMLElement;
      if (el.closest('input, textarea, select, [contenteditable="true"]')) return;
      const search = document.querySelector<HTMLInputElement>('[data-staff-search]');
      if (search) {
        e.preventDefault();
        search.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const items = staffNav.filter((n) => can(n.permission));
  return (
    <div className={styles.frame}>
      <a href="#staff-main" className={styles.skip}>
        {t('shell.skip')}
      </a>
      <header className={styles.topbar}>
        <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls="staff-nav" onClick={() => setMenuOpen((o) => !o)}>
          <span aria-hidden="true">☰</span> {t('shell.menu')}
        </button>
        <span className={styles.brandSmall}>Tenuta</span>
      </header>
      <aside id="staff-nav" className={styles.sidebar} data-open={menuOpen}>
        <div className={styles.brand}>
          <span className={styles.brandName}>Tenuta</span>
          <span className={styles.brandSub}>{t('shell.backOffice')}</span>
        </div>
        <nav aria-label={t('shell.navLabel')}>
          <ul className={styles.nav}>
            {items.map((n) => (
              <li key={n.path}>
                <NavLink to={n.path} end={'end' in n ? n.end : false} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {t(`nav.${n.key}`)}
                  <NavBadge navKey={n.key} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          <NavLink to="/staff/account" className={({ isActive }) => `${styles.me} ${isActive ? styles.active : ''}`}>
            <span className={styles.meName}>{me.staff.name}</span>
            <span className={styles.meRole}>{t(`roles.${me.staff.role}`)}</span>
          </NavLink>
          <fieldset className={styles.langs} aria-label={t('shell.language')}>
            {(['it', 'en'] as const).map((l) => (
              <button key={l} type="button" lang={l} aria-pressed={i18n.language === l} className={`${ui.button} ${ui.small}`} onClick={() => void setStaffLocale(l)}>
                {l === 'it' ? 'Italiano' : 'English'}
              </button>
            ))}
          </fieldset>
          <button type="button" className={`${ui.ghost} ${ui.small}`} onClick={() => void signOut()}>
            {t('shell.signOut')}
          </button>
        </div>
      </aside>
      <main id="staff-main" className={styles.main} tabIndex={-1}>
        {me.must_enrol_totp && location.pathname !== '/staff/account' ? (
          <p className={ui.alertInfo} role="status">
            {t('account.totpRequiredBanner')} <NavLink to="/staff/account">{t('account.totpSetUpNow')}</NavLink>
          </p>
        ) : null}
        <Suspense fallback={<p className={ui.muted}>{t('common.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
