import { describe, expect, it } from 'vitest';
import { galleryImages, imagesForTab, wrapIndex } from './gallery-images.ts';

describe('gallery', () => {
  it('has the 24 truffle-trail images in both tabs', () => {
    expect(galleryImages).toHaveLength(24);
    expect(galleryImages[0]).toBe('gallery-01');
    expect(galleryImages[23]).toBe('gallery-24');
    expect(imagesForTab('truffle')).toEqual(imagesForTab('all'));
  });
  it('wraps the lightbox index at both ends', () => {
    expect(wrapIndex(0, -1, 24)).toBe(23);
    expect(wrapIndex(23, 1, 24)).toBe(0);
    expect(wrapIndex(5, 1, 24)).toBe(6);
  });
});
