import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { imagePreload, mediaEntry, PHONE_PORTRAIT, Picture } from './picture.tsx';

/** The links' fields, as React Router writes them onto <link>. */
const preloads = (name: string) => imagePreload(name) as unknown as Record<string, string>[];

describe('portrait crops of the full-bleed heroes', () => {
  it('preloads exactly one of the two renderings, by complementary media queries', () => {
    const links = preloads('video-poster-home');
    expect(links).toHaveLength(2);
    expect(links[0]?.media).toBe(PHONE_PORTRAIT);
    expect(links[0]?.imageSrcSet).toContain('/media/video-poster-home-portrait-');
    expect(links[1]?.media).toBe(`not all and ${PHONE_PORTRAIT}`);
    expect(links[1]?.imageSrcSet).toContain('/media/video-poster-home-960.avif 960w');
    expect(links[1]?.imageSizes).toBe('100vw');
  });

  it('scales sizes like the widths, so a phone picks the same density as from the landscape image', () => {
    const e = mediaEntry('hero-truffle');
    const p = e?.portrait;
    if (!e || !p) throw new Error('hero-truffle has no portrait crop');
    const factor = p.width / e.width;
    expect(p.widths).toEqual(e.widths.map((w) => Math.round(w * factor)));
    const [phone] = preloads('hero-truffle');
    expect(Number.parseFloat(phone?.imageSizes ?? '')).toBeCloseTo(100 * factor, 1);
  });

  it('puts the portrait sources first in the picture, and leaves other images alone', () => {
    const hero = renderToStaticMarkup(<Picture name="hero-wine" alt="" priority />);
    expect(hero.indexOf(`media="${PHONE_PORTRAIT}"`)).toBeLessThan(hero.indexOf('srcSet="/media/hero-wine-480.avif'));
    expect(hero).toContain('type="image/webp" srcSet="/media/hero-wine-portrait-');
    const other = renderToStaticMarkup(<Picture name="wine-01" alt="" />);
    expect(other).not.toContain('portrait');
    expect(preloads('wine-01')).toHaveLength(1);
  });
});
