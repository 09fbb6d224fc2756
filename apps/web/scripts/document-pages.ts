/**
 * Public pages are documents (docs/decisions/0030): in the browser no React Router runs, so its
 * inline scripts go from the prerendered pages: the router context and its stream (read only by
 * React Router's hydration) and the scroll restoration (the browser restores a document's scroll
 * itself). A prerendered page also stops loading the route manifest: its hydration script
 * imports its own route modules, and the manifest is only needed by the shell document, to find
 * the page of an address that was not prerendered. Links lose React Router's `data-discover`
 * mark, so that the browser's render matches the document exactly.
 */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const ROUTER_ONLY = /__reactRouterContext|restoreKey|Hey developer/;
const MANIFEST_IMPORT = /import "(\/assets\/manifest-[\w-]+\.js)";\s*/;

/**
 * `english`: a document prerendered under /en. The server sends it at the page's own address, so
 * its links to the site's pages (resolved against /en while prerendering) lose the folder.
 */
export function asDocumentPage(html: string, { shell, english = false }: { shell: boolean; english?: boolean }): string {
  // `data-discover` marks links for React Router's route discovery, which does not run here.
  let out = html.replace(INLINE_SCRIPT, (tag, body: string) => (ROUTER_ONLY.test(body) ? '' : tag)).replaceAll(' data-discover="true"', '');
  if (english) out = out.replace(/\bhref="\/en(?=[/"?#])\/?/g, 'href="/');
  if (!shell) {
    const manifest = MANIFEST_IMPORT.exec(out);
    if (manifest) {
      const href = manifest[1] as string;
      out = out.replace(manifest[0], '').replace(new RegExp(`<link\\b[^>]*\\bhref="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`, 'g'), '');
    }
  }
  return out;
}
