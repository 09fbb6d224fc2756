import { describe, expect, it } from 'vitest';
import { asDocumentPage } from './document-pages.ts';

// The shape React Router 7 prerenders (trimmed).
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-033a0859.js"/><link rel="modulepreload" href="/assets/root-3.js"/></head><body><div id="app"><main><h1>Tenuta</h1><a href="/faq" data-discover="true">FAQ</a></main></div><script>((storageKey2, restoreKey) => {})("k", null)</script><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-033a0859.js";
import * as route0 from "/assets/root-3.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-2.js");</script><script>$RC("B:1","S:1")</script><script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe('asDocumentPage', () => {
  it("removes React Router's browser-only inline scripts and keeps the page, its hydration script and React's own", () => {
    const out = asDocumentPage(page, { shell: false });
    expect(out).not.toContain('__reactRouterContext');
    expect(out).not.toContain('restoreKey');
    expect(out).toContain('<div id="app"><main><h1>Tenuta</h1><a href="/faq">FAQ</a></main></div>');
    expect(out).toContain('<script>$RC("B:1","S:1")</script>');
    expect(out).toContain('import * as route0 from "/assets/root-3.js";');
  });

  it('a prerendered page does not load the route manifest; the shell document does', () => {
    const prerendered = asDocumentPage(page, { shell: false });
    expect(prerendered).not.toContain('manifest-033a0859');
    expect(prerendered).toContain('<link rel="modulepreload" href="/assets/root-3.js"/>');
    expect(asDocumentPage(page, { shell: true })).toContain('import "/assets/manifest-033a0859.js";');
  });

  it("an English document's links lead to the pages' own addresses", () => {
    const en = '<div id="app"><a href="/en">Home</a><a href="/en/wine-tasting?experience=barolo#prenota">Book</a><a href="/cart">Cart</a><a href="/enoteca">x</a></div>';
    expect(asDocumentPage(en, { shell: false, english: true })).toBe(
      '<div id="app"><a href="/">Home</a><a href="/wine-tasting?experience=barolo#prenota">Book</a><a href="/cart">Cart</a><a href="/enoteca">x</a></div>',
    );
  });
});
