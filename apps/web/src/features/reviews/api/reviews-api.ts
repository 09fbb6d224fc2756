import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ModerationReview,
  ReviewModerateResponse,
  ReviewModerationAction,
  ReviewModerationResponse,
  ReviewListResponse,
  ReviewSubmitRequest,
  ReviewSubmitResponse,
} from '@tenuta/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Which reviews a page shows: one landing page's category, or all. */
export type ReviewScope = 'truffle' | 'wine' | 'all';

/** Reviews, 10 per page (docs/product.md, Constants). */
export const REVIEWS_PAGE_SIZE = 10;

/** GET /reviews (limit, offset; here by category) (docs/product.md, Reviews, contact and newsletter calls). */
export function getReviews(scope: ReviewScope, page: { limit: number; offset: number }, signal?: AbortSignal): Promise<ReviewListResponse> {
  return apiRequest<ReviewListResponse>('/reviews', {
    query: { limit: page.limit, offset: page.offset, experience_type: scope === 'all' ? undefined : scope },
    signal,
  });
}

/** The first `limit` reviews of a scope, with the summary (landing pages). */
export const reviewsQueryOptions = (scope: ReviewScope, limit: number) =>
  queryOptions({ queryKey: ['reviews', scope, limit], queryFn: ({ signal }) => getReviews(scope, { limit, offset: 0 }, signal), staleTime: 60_000 });

export const useReviews = (scope: ReviewScope, limit: number) => useQuery(reviewsQueryOptions(scope, limit), queryClient);

/** Every review of a scope, page after page ("load more" on /reviews). */
export const reviewPagesQueryOptions = (scope: ReviewScope) =>
  infiniteQueryOptions({
    queryKey: ['reviews', scope, 'pages'],
    queryFn: ({ pageParam, signal }) => getReviews(scope, { limit: REVIEWS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.data.length < last.total && last.data.length > 0 ? last.offset + last.data.length : undefined),
    staleTime: 60_000,
  });

export const useReviewPages = (scope: ReviewScope) => useInfiniteQuery(reviewPagesQueryOptions(scope), queryClient);

/** POST /reviews: the guest's review, from the link in their e-mail. */
export const submitReview = (body: ReviewSubmitRequest) => apiRequest<ReviewSubmitResponse>('/reviews', { method: 'POST', body });

/** GET /reviews/moderate?token: the pending review of a staff link (read-only). */
export const getModerationReview = async (token: string, signal?: AbortSignal): Promise<ModerationReview> =>
  (await apiRequest<ReviewModerationResponse>('/reviews/moderate', { query: { token }, signal })).data;

export const moderationReviewQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['reviews', 'moderate', token], queryFn: ({ signal }) => getModerationReview(token, signal), retry: false, staleTime: Infinity });

/** POST /reviews/moderate: approve or reject, once. */
export const moderateReview = async (token: string, action: ReviewModerationAction) =>
  (await apiRequest<ReviewModerateResponse>('/reviews/moderate', { method: 'POST', body: { token, action } })).data;

/** What the review page shows about the booking being reviewed. */
export interface ReviewedBooking {
  bookingNumber: string | null;
  experienceTitle: { it: string; en: string };
  startsAt: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** Reads the few fields the review page needs from GET /bookings/{id}'s answer; null when they are not there. */
export function readReviewedBooking(body: unknown): ReviewedBooking | null {
  const data = (body as { data?: { booking?: unknown } } | null)?.data;
  const b = (data?.booking ?? data) as Record<string, unknown> | undefined;
  if (!b || typeof b !== 'object') return null;
  const title = b.experience_title as { it?: unknown; en?: unknown } | undefined;
  const it = str(title?.it) ?? str(b.experience_name);
  if (!it) return null;
  return { bookingNumber: str(b.booking_number), experienceTitle: { it, en: str(title?.en) ?? it }, startsAt: str(b.starts_at) ?? str(b.slot_datetime) };
}

/**
 * GET /bookings/{id}?token (docs/product.md, Booking calls): which experience is being
 * reviewed. Optional: the form works without it.
 */
export async function getReviewedBooking(bookingId: string, token: string, signal?: AbortSignal): Promise<ReviewedBooking | null> {
  return readReviewedBooking(await apiRequest<unknown>(`/bookings/${encodeURIComponent(bookingId)}`, { query: { token }, signal }));
}
