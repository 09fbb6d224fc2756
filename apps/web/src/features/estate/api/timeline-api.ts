import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { isLocalizedText, type LocalizedText } from '../../../components/localized.ts';

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
  const res = await fetch('/data/timeline.json', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${res.statusText || res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error('timeline.json: expected a list');
  return body.filter(isEntry).sort((a, b) => a.year - b.year);
}

export const timelineQueryOptions = () => queryOptions({ queryKey: ['static', 'timeline'], queryFn: getTimeline, staleTime: Infinity });

export const useTimeline = () => useQuery(timelineQueryOptions(), queryClient);
