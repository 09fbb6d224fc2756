/** 24 truffle-trail photos (docs/product.md, Constants); alt texts are `images.<index>` in the `gallery` namespace. */
export const galleryImages = Array.from({ length: 24 }, (_, i) => `gallery-${String(i + 1).padStart(2, '0')}`);

/** Tabs 'all' and 'truffle'; both show the same set. */
export const galleryTabs = ['all', 'truffle'] as const;
export type GalleryTab = (typeof galleryTabs)[number];

export function imagesForTab(_tab: GalleryTab): readonly string[] {
  return galleryImages;
}

/** Index after moving by `step`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  return (((index + step) % total) + total) % total;
}
