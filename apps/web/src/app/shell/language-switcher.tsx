import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isLocale, locales, setLocale, useTranslation, type Locale } from '../../i18n/index.ts';
import { CheckIcon, ChevronIcon, GlobeIcon } from './icons.tsx';
import styles from './language-switcher.module.css';

const names: Record<Locale, string> = { it: 'Italiano', en: 'English' };

/**
 * The IT/EN switcher (docs/product.md, App shell). A menu button: arrow keys move between
 * the two languages, Enter or Space picks one, Escape and a click outside close.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current: Locale = isLocale(i18n.language) ? i18n.language : 'it';
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    // Focus the chosen language when the menu opens.
    itemRefs.current[locales.indexOf(current)]?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, current]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (locale: Locale) => {
    close(true);
    if (locale !== current) void setLocale(locale);
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current.filter((el): el is HTMLButtonElement => el !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusAt(0);
        break;
      case 'End':
        e.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        e.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className={styles.switcher} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKey}
      >
        <GlobeIcon size={17} />
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <span className="visually-hidden">{t('shell.language.label', { language: names[current] })}</span>
        <ChevronIcon size={14} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={menuId} role="menu" aria-label={t('shell.language.menu')} className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
        {locales.map((locale, i) => (
          <button
            key={locale}
            ref={(el) => {
              itemRefs.current[i] = el;
            }}
            type="button"
            role="menuitemradio"
            aria-checked={locale === current}
            lang={locale}
            tabIndex={-1}
            className={styles.item}
            onClick={() => choose(locale)}
          >
            <span className={styles.code} aria-hidden="true">
              {locale.toUpperCase()}
            </span>
            <span>{names[locale]}</span>
            {locale === current ? <CheckIcon size={16} className={styles.check} /> : null}
          </button>
        ))}
      </div>
    </div>
  );
}
