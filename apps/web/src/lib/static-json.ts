/**
 * The site's static data files (public/data: awards, wines, timeline, FAQ). A prerendered page
 * carries the data it shows in its document (docs/decisions/0022): the build reads the files,
 * renders the page with them and writes them into a `<script type="application/json">` block,
 * which the page's queries take as their first data. The browser then fetches none of them; a
 * page the browser renders itself (no block) fetches the files as before.
 */
export const DOCUMENT_DATA_ID = 'document-data';

let carried: Record<string, unknown> | null | undefined;

/** The data the document carries under `name` (the query key's second part), if any. */
export function documentData<T>(name: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  if (carried === undefined) {
    const text = document.getElementById(DOCUMENT_DATA_ID)?.textContent;
    try {
      carried = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      carried = null;
    }
  }
  return carried?.[name] as T | undefined;
}

/** The block a document carries: JSON in which no `</script>` or `<!--` of the data can end it early. */
export function documentDataBlock(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DOCUMENT_DATA_ID}">${json}</script>`;
}

/** One static file's JSON: fetched in the browser, read from public/ while pages are prerendered. */
export async function getStaticJson(url: string): Promise<unknown> {
  if (import.meta.env.SSR) {
    const { readPublicJson } = await import('./static-json.server.ts');
    return readPublicJson(url);
  }
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${res.statusText || res.status}`);
  return res.json();
}

/** Forgets the data read from the document (tests). */
export function resetDocumentData(): void {
  carried = undefined;
}
