import type { QueryKey } from '@tanstack/react-query';
import { timelineQueryOptions } from '../features/estate/api/timeline-api.ts';
import { awardsQueryOptions } from '../features/wine/api/get-awards.ts';
import { winesQueryOptions } from '../features/wine/api/get-wines.ts';
import { queryClient } from '../lib/query-client.ts';
import { documentDataBlock } from '../lib/static-json.ts';

interface StaticQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
}

/**
 * The static data each prerendered page shows (docs/decisions/0022): read from the files while
 * the page is prerendered, rendered into its markup and carried in its document, so that the
 * browser fetches none of it. Keyed by the page's Italian address. The FAQ is not here: its
 * answers are HTML that only the browser sanitizes (DOMPurify needs a DOM), so it is rendered there.
 */
const pageData: Record<string, readonly StaticQuery[]> = {
  '/wine-tasting': [awardsQueryOptions, winesQueryOptions],
  '/chi-siamo': [timelineQueryOptions()],
};

// Prerendering asks for /faq/ as for /faq.
const queriesOf = (page: string) => pageData[page.replace(/(.)\/$/, '$1')] ?? [];

/**
 * Fills the query cache with the page's static data before it is rendered. Pages are prerendered
 * one after another on one query client: what an earlier page read is forgotten first.
 */
export async function loadDocumentData(page: string): Promise<void> {
  queryClient.removeQueries({ queryKey: ['static'] });
  // A file that cannot be read leaves its query empty: the page then fetches it in the browser.
  await Promise.all(queriesOf(page).map((q) => queryClient.prefetchQuery(q as Parameters<typeof queryClient.prefetchQuery>[0])));
}

/** The block that carries the page's static data, or '' when it shows none. */
export function documentDataFor(page: string): string {
  const data: Record<string, unknown> = {};
  for (const { queryKey } of queriesOf(page)) {
    const value = queryClient.getQueryData(queryKey);
    if (value !== undefined) data[String(queryKey[1])] = value;
  }
  return Object.keys(data).length > 0 ? documentDataBlock(data) : '';
}
