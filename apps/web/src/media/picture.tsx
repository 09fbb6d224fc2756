import type { CSSProperties } from 'react';
import type { LinkDescriptor } from 'react-router';
import manifest from './manifest.json';

/**
 * One entry per image in the replaceable media folder (apps/web/media),
 * written by `npm run media`, which renders each source to AVIF and WebP
 * at several widths into public/media/.
 */
export interface MediaEntry {
  width: number;
  height: number;
  widths: number[];
  /** Average colour of the image, painted while it loads (no layout shift). */
  color: string;
  /**
   * Full-bleed heroes only: a 3:4 crop for portrait phones
   * (`/media/{name}-portrait-{w}`), the strip of the image such a phone shows.
   */
  portrait?: { width: number; height: number; widths: number[] };
}

const entries = manifest as Record<string, MediaEntry>;

export function mediaEntry(name: string): MediaEntry | undefined {
  return entries[name];
}

export function mediaSrcSet(name: string, format: 'avif' | 'webp'): string {
  const e = entries[name];
  if (!e) return '';
  return e.widths.map((w) => `/media/${name}-${w}.${format} ${w}w`).join(', ');
}

/**
 * A portrait phone: its full-bleed hero box (full width, at least 86% of the
 * viewport's height) is narrower than 3:4, so `object-fit: cover` shows only a
 * middle strip of a landscape image, which the portrait crop holds exactly. At
 * most 600 px wide because from 52rem the hero stops growing with the height.
 */
export const PHONE_PORTRAIT = '(max-width: 600px) and (max-aspect-ratio: 5/8)';

function portraitSrcSet(name: string, e: MediaEntry, format: 'avif' | 'webp'): string {
  return (e.portrait?.widths ?? []).map((w) => `/media/${name}-portrait-${w}.${format} ${w}w`).join(', ');
}

/**
 * The crop's widths are the landscape widths scaled by crop width / image width:
 * scaling the (full-width) `sizes` by the same factor makes a phone pick the crop
 * of the rendering it would have picked, the same pixels at the same density.
 */
function portraitSizes(e: MediaEntry, sizes: string): string {
  const factor = (e.portrait?.width ?? e.width) / e.width;
  const vw = /^(\d+(?:\.\d+)?)vw$/.exec(sizes.trim());
  return vw ? `${Math.round(Number(vw[1]) * factor * 100) / 100}vw` : `calc(${sizes} * ${factor})`;
}

/**
 * A route's `links` entry for its LCP image: a `<picture>` is found only when the
 * parser reaches it, after the head's scripts and fonts; this preload starts it
 * first, with high priority. AVIF only: every browser that reads `imagesrcset`
 * with a `type` it cannot decode skips the hint and falls back to the <picture>.
 */
export function imagePreload(name: string, sizes = '100vw'): LinkDescriptor[] {
  const e = entries[name];
  if (!e) return [];
  // React Router passes every field to <link>; its type just does not list fetchPriority.
  const link = (imageSrcSet: string, imageSizes: string, media?: string): LinkDescriptor & { fetchPriority: 'high' } => ({
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet,
    imageSizes,
    ...(media ? { media } : {}),
    fetchPriority: 'high',
  });
  if (!e.portrait) return [link(mediaSrcSet(name, 'avif'), sizes)];
  // One of the two, chosen by the same media query as the <picture>'s sources.
  return [link(portraitSrcSet(name, e, 'avif'), portraitSizes(e, sizes), PHONE_PORTRAIT), link(mediaSrcSet(name, 'avif'), sizes, `not all and ${PHONE_PORTRAIT}`)];
}

export interface PictureProps {
  name: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes?: string;
  /** Above the fold: load eagerly with high priority (the LCP image). */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function Picture({ name, alt, sizes = '100vw', priority = false, className, style }: PictureProps) {
  const e = entries[name];
  if (!e) {
    // A missing image keeps its place rather than breaking the layout.
    return <span role="img" aria-label={alt} className={className} style={{ display: 'block', aspectRatio: '3 / 2', background: 'var(--color-stone)', ...style }} />;
  }
  const largest = e.widths[e.widths.length - 1] ?? e.width;
  const fallbackWidth = e.widths.find((w) => w >= 960) ?? largest;
  return (
    <picture className={className} style={{ backgroundColor: e.color, ...style }}>
      {e.portrait ? (
        <>
          <source media={PHONE_PORTRAIT} type="image/avif" srcSet={portraitSrcSet(name, e, 'avif')} sizes={portraitSizes(e, sizes)} />
          <source media={PHONE_PORTRAIT} type="image/webp" srcSet={portraitSrcSet(name, e, 'webp')} sizes={portraitSizes(e, sizes)} />
        </>
      ) : null}
      <source type="image/avif" srcSet={mediaSrcSet(name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(name, 'webp')} sizes={sizes} />
      <img
        src={`/media/${name}-${fallbackWidth}.webp`}
        alt={alt}
        width={e.width}
        height={e.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </picture>
  );
}
