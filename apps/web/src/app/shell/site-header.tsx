import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { pagePath } from '../paths.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useCartCount } from './cart-count.ts';
import { useCartPanel } from './cart-panel-context.ts';
import { CartIcon, MenuIcon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import styles from './site-header.module.css';

/** Exactly seven links (docs/product.md, App shell). */
export const navLinks = [
  { to: '/', key: 'home', end: true },
  { to: '/chi-siamo', key: 'about', end: false },
  { to: '/truffle-hunting', key: 'truffle', end: false },
  { to: '/regala', key: 'gift', end: false },
  { to: '/galleria', key: 'gallery', end: false },
  { to: '/faq', key: 'faq', end: false },
  { to: '/contatti', key: 'contact', end: false },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The page shown (an English document is prerendered under /en: the same page).
  const here = pagePath(pathname);
  const isActive = (l: (typeof navLinks)[number]) => (l.end ? here === l.to : here === l.to || here.startsWith(`${l.to}/`));
  const count = useCartCount();
  const cartPanel = useCartPanel();

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger (a navigation), not a value the effect reads
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <button ref={toggleRef} id="menu-toggle" type="button" className={styles.toggle} aria-expanded={menuOpen} aria-controls="site-nav" onClick={() => setMenuOpen((v) => !v)}>
          <MenuIcon open={menuOpen} size={22} />
          <span className="visually-hidden">{t('shell.menu')}</span>
        </button>

        <Link to="/" className={styles.logo}>
          <span className={styles.wordmark}>Tenuta</span>
          <span className={styles.tagline}>{t('shell.tagline')}</span>
          <span className="visually-hidden"> — {t('nav.home')}</span>
        </Link>

        <nav id="site-nav" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`} aria-label={t('shell.mainNav')}>
          <ul className={styles.links}>
            {navLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={`${styles.link} ${isActive(l) ? styles.active : ''}`} aria-current={isActive(l) ? 'page' : undefined}>
                  {t(`nav.${l.key}`)}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/prenota-ora" className={`btn btn-primary ${styles.menuBook}`}>
            {t('nav.bookNow')}
          </Link>
        </nav>

        <div className={styles.actions}>
          <LanguageSwitcher />
          <button type="button" className={styles.cart} aria-haspopup="dialog" aria-expanded={cartPanel.isOpen} onClick={cartPanel.toggle}>
            <CartIcon size={22} />
            <span className="visually-hidden">{t('shell.cart.label', { count })}</span>
            {count > 0 ? (
              <span className={styles.badge} aria-hidden="true">
                {count > 99 ? '99+' : count}
              </span>
            ) : null}
          </button>
          <Link to="/prenota-ora" className={`btn btn-primary ${styles.book}`}>
            {t('nav.bookNow')}
          </Link>
        </div>
      </div>
    </header>
  );
}
