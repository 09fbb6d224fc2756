import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { Picture } from '../../../media/picture.tsx';
import { galleryTabs, imagesForTab, wrapIndex, type GalleryTab } from '../gallery-images.ts';
import { Lightbox } from './lightbox.tsx';
import styles from './gallery-browser.module.css';

/** Tabs, the lazy image grid and the lightbox. */
export function GalleryBrowser() {
  const { t } = useTranslation('gallery');
  const [tab, setTab] = useState<GalleryTab>('all');
  const [open, setOpen] = useState<number | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const names = imagesForTab(tab);
  const images = names.map((name, i) => ({ name, alt: t(`images.${i}`) }));

  const selectTab = (next: GalleryTab) => {
    setTab(next);
    tabRefs.current[galleryTabs.indexOf(next)]?.focus();
  };

  // WAI-ARIA tabs: arrows, Home and End move between tabs and select them.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = galleryTabs.indexOf(tab);
    const last = galleryTabs.length - 1;
    const to = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = galleryTabs[to];
    if (next) selectTab(next);
  };

  const close = useCallback(() => {
    setOpen((current) => {
      if (current !== null) requestAnimationFrame(() => thumbRefs.current[current]?.focus());
      return null;
    });
  }, []);

  const navigate = useCallback((step: -1 | 1) => setOpen((current) => (current === null ? null : wrapIndex(current, step, names.length))), [names.length]);

  return (
    <div className={`container ${styles.browser}`}>
      <div className={styles.tabs} role="tablist" aria-label={t('tabsLabel')}>
        {galleryTabs.map((id, i) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={`gallery-tab-${id}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === id}
            aria-controls="gallery-panel"
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={onTabKeyDown}
          >
            {t(`tabs.${id}`)} <span className={styles.count}>({imagesForTab(id).length})</span>
          </button>
        ))}
      </div>
      <div id="gallery-panel" role="tabpanel" aria-labelledby={`gallery-tab-${tab}`} className={styles.panel}>
        <ul className={styles.grid}>
          {images.map((image, i) => (
            <li key={image.name} className={i % 7 === 0 ? styles.feature : undefined}>
              <button
                ref={(el) => {
                  thumbRefs.current[i] = el;
                }}
                type="button"
                className={styles.thumb}
                onClick={() => setOpen(i)}
                aria-label={t('open', { alt: image.alt })}
              >
                <Picture name={image.name} alt={image.alt} sizes="(min-width: 1100px) 24rem, (min-width: 640px) 33vw, 50vw" priority={i < 2} className={styles.image} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {open !== null ? (
        <Lightbox
          images={images}
          index={open}
          onNavigate={navigate}
          onClose={close}
          labels={{
            dialog: t('lightbox.label'),
            close: t('lightbox.close'),
            previous: t('lightbox.previous'),
            next: t('lightbox.next'),
            position: (position, total) => t('lightbox.position', { position, total }),
          }}
        />
      ) : null}
    </div>
  );
}
