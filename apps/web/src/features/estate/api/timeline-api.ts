import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { isLocalizedText, type LocalizedText } from '../../../components/localized.ts';
import { documentData, getStaticJson } from '../../../lib/static-json.ts';

/** One entry of /data/timeline.json (docs/product.md, Static data). */
export interface TimelineEntry {
  year: number;
  title: LocalizedText;
  text: LocalizedText;
}

function isEntry(v: unknown): v is TimelineEntry {
  const e = v as TimelineEntry;
  return typeof v === 'object' && v !== null && Number.isInteger(e.year) && isLocalizedText(e.title) && isLocalizedText(e.text);
}

export async function getTimeline(): Promise<TimelineEntry[]> {
  const body = await getStaticJson('/data/timeline.json');
  if (!Array.isArray(body)) throw new Error('timeline.json: expected a list');
  return body.filter(isEntry).sort((a, b) => a.year - b.year);
}

// A prerendered page carries the timeline in its document (lib/static-json.ts).
export const timelineQueryOptions = () =>
  queryOptions({ queryKey: ['static', 'timeline'], queryFn: getTimeline, staleTime: Infinity, initialData: () => documentData<TimelineEntry[]>('timeline') });

export const useTimeline = () => useQuery(timelineQueryOptions(), queryClient);
