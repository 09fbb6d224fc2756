import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useReducedMotion } from '../../../components/use-reduced-motion.ts';
import { Picture } from '../../../media/picture.tsx';
import styles from './home-hero.module.css';

const POSTER = 'video-poster-home';

/**
 * The video is a desktop luxury: phones (narrow screens) and visitors who
 * asked to save data keep the still image, and never download the video.
 */
function videoFits(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return !saveData && window.matchMedia('(min-width: 768px)').matches;
}

/**
 * The home hero: the poster image is the prerendered LCP element; after
 * hydration, on wide screens, a muted looping video fades in over it once it
 * plays, unless the visitor prefers reduced motion or saves data. A button pauses it (WCAG 2.2.2).
 */
export function HomeHero() {
  const { t } = useTranslation('home');
  const reduced = useReducedMotion();
  const [fits, setFits] = useState(false);
  const [visible, setVisible] = useState(false);
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const showVideo = fits && !reduced;

  useEffect(() => setFits(videoFits()), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: showVideo is the trigger: the <video> element (read through the ref) appears or goes when it changes
  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    // React does not reflect `muted` as an attribute; autoplay needs the property.
    v.muted = true;
    if (paused) v.pause();
    else v.play().catch(() => setPaused(true));
  }, [showVideo, paused]);

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.media}>
        <Picture name={POSTER} alt={t('hero.imageAlt')} sizes="100vw" priority className={styles.poster} />
        {showVideo ? (
          <video
            ref={videoRef}
            className={`${styles.video} ${visible ? styles.videoOn : ''}`}
            muted
            autoPlay
            loop
            playsInline
            preload="auto"
            aria-hidden="true"
            tabIndex={-1}
            onPlaying={() => setVisible(true)}
          >
            <source src="/media/home-hero.webm" type="video/webm" />
            <source src="/media/home-hero.mp4" type="video/mp4" />
          </video>
        ) : null}
      </div>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <p className={`eyebrow ${styles.eyebrow}`}>{t('hero.eyebrow')}</p>
        <h1 id="home-title" className={styles.title}>
          {t('hero.title')}
        </h1>
        <p className={styles.lead}>{t('hero.lead')}</p>
        <div className={styles.actions}>
          <Link to="/truffle-hunting" className="btn btn-primary">
            {t('hero.ctaTruffle')}
          </Link>
          <Link to="/wine-tasting" className="btn btn-light">
            {t('hero.ctaWine')}
          </Link>
        </div>
      </div>
      {showVideo ? (
        <button type="button" className={styles.pause} aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            {paused ? <path d="M3 1.5v11l9-5.5Z" fill="currentColor" /> : <path d="M3 1.5h3v11H3Zm5 0h3v11H8Z" fill="currentColor" />}
          </svg>
          <span>{paused ? t('hero.play') : t('hero.pause')}</span>
        </button>
      ) : null}
    </section>
  );
}
