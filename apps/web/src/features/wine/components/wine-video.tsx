import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { mediaEntry, Picture } from '../../../media/picture.tsx';
import styles from './wine-video.module.css';

const POSTER = 'video-poster-wine';

function posterUrl(): string | undefined {
  const entry = mediaEntry(POSTER);
  if (!entry) return undefined;
  const width = entry.widths.find((w) => w >= 1280) ?? entry.widths[entry.widths.length - 1];
  return width ? `/media/${POSTER}-${width}.webp` : undefined;
}

/**
 * The estate film: a poster with a play button; the video element (self-hosted,
 * with controls) is created only on click, so nothing downloads before that.
 * The film has no dialogue; a text description stands in for captions.
 */
export function WineVideo() {
  const { t } = useTranslation('wine');
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!playing) return;
    const video = videoRef.current;
    if (!video) return;
    video.focus();
    video.play().catch(() => {
      /* autoplay refused: the visible controls let the visitor start it */
    });
  }, [playing]);

  return (
    <section className={styles.section} aria-labelledby="wine-video-title">
      <div className="container">
        <SectionHeading id="wine-video-title" eyebrow={t('video.eyebrow')} title={t('video.title')} intro={t('video.intro')} tone="light" />
        <div className={styles.frame}>
          {playing ? (
            // biome-ignore lint/a11y/useMediaCaption: the estate film is silent (no audio track, no speech), so a caption track would be empty; its content is described in text (aria-describedby)
            <video
              ref={videoRef}
              className={styles.video}
              controls
              playsInline
              preload="auto"
              poster={posterUrl()}
              aria-describedby="wine-video-description"
              aria-label={t('video.label')}
            >
              <source src="/media/wine-film.webm" type="video/webm" />
              <source src="/media/wine-film.mp4" type="video/mp4" />
            </video>
          ) : (
            <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-describedby="wine-video-description">
              <span className={styles.posterImage} aria-hidden="true">
                <Picture name={POSTER} alt="" sizes="(min-width: 1200px) 72rem, 100vw" style={{ height: '100%', aspectRatio: 'auto' }} />
              </span>
              <span className={styles.play}>
                <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
                  <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                </svg>
              </span>
              <span className={styles.playLabel}>{t('video.play')}</span>
            </button>
          )}
        </div>
        <div id="wine-video-description" className={styles.description}>
          <h3 className={styles.descriptionTitle}>{t('video.descriptionTitle')}</h3>
          <p>{t('video.description')}</p>
        </div>
      </div>
    </section>
  );
}
