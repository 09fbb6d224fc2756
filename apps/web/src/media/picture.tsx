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
 * A route's `links` entry for its LCP image: a `<picture>` is found only when the
 * parser reaches it, after the head's scripts and fonts; this preload starts it
 * first, with high priority. AVIF only: every browser that reads `imagesrcset`
 * with a `type` it cannot decode skips the hint and falls back to the <picture>.
 */
export function imagePreload(name: string, sizes = '100vw'): LinkDescriptor[] {
  if (!entries[name]) return [];
  // React Router passes every field to <link>; its type just does not list fetchPriority.
  const link: LinkDescriptor & { fetchPriority: 'high' } = {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet: mediaSrcSet(name, 'avif'),
    imageSizes: sizes,
    fetchPriority: 'high',
  };
  return [link];
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
