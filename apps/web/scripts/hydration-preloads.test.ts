import { describe, expect, it } from 'vitest';
import { type BuildManifest, lazyStylesheets } from './hydration-preloads.ts';

// Vite's build manifest, trimmed: a page, a shared chunk, two lazily imported modules and one of theirs.
const manifest: BuildManifest = {
  'src/routes/page.tsx': { file: 'assets/page-1.js', imports: ['_shared'], dynamicImports: ['src/widget.tsx'], css: ['assets/page-1.css'] },
  _shared: { file: 'assets/shared-2.js', dynamicImports: ['src/dialog.tsx'], css: ['assets/shared-2.css'] },
  'src/widget.tsx': { file: 'assets/widget-3.js', imports: ['_slots'], dynamicImports: ['src/later.tsx'], css: ['assets/widget-3.css'] },
  _slots: { file: 'assets/slots-4.js', css: ['assets/slots-4.css', 'assets/shared-2.css'] },
  'src/dialog.tsx': { file: 'assets/dialog-5.js', css: ['assets/dialog-5.css'] },
  'src/later.tsx': { file: 'assets/later-6.js', css: ['assets/later-6.css'] },
};

describe('lazyStylesheets', () => {
  it('lists the stylesheets of the modules the page imports later, with their static imports, once each', () => {
    expect(lazyStylesheets(manifest, ['/assets/page-1.js', '/assets/shared-2.js'])).toEqual([
      '/assets/widget-3.css',
      '/assets/slots-4.css',
      '/assets/shared-2.css',
      '/assets/dialog-5.css',
    ]);
  });

  it('does not follow a lazy module’s own lazy imports, nor files the manifest does not know', () => {
    expect(lazyStylesheets(manifest, ['/assets/page-1.js'])).not.toContain('/assets/later-6.css');
    expect(lazyStylesheets(manifest, ['/assets/unknown.js'])).toEqual([]);
  });
});
