import '@fontsource-variable/cormorant-garamond';
import '@fontsource-variable/source-sans-3';
import serifLatin from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import sansLatin from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';

/** Self-hosted fonts; the Latin files are preloaded (no third-party request). */
export const fontPreloads = [serifLatin, sansLatin];
