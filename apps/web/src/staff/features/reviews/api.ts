import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffReviewView } from '@tenuta/contracts';
import { staffApi } from '../../app/api.ts';

export type ReviewStatus = StaffReviewView['status'];
const reviewsKey = ['staff', 'reviews'] as const;

export const getReviews = (status: ReviewStatus) =>
  staffApi<{ data: { reviews: StaffReviewView[]; pending_count: number } }>('/reviews', { query: { status } }).then((r) => r.data);
export const useReviews = (status: ReviewStatus) => useQuery({ queryKey: [...reviewsKey, status], queryFn: () => getReviews(status) });

type Decided = { data: { review: StaffReviewView } };

/** Approve and reject; both refresh every list (the review moves from one to another). */
export function useReviewDecisions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: reviewsKey });
  const approve = useMutation({ mutationFn: (id: number) => staffApi<Decided>(`/reviews/${id}/approve`, { method: 'POST' }), onSettled });
  const reject = useMutation({
    mutationFn: (v: { id: number; reason: string }) => staffApi<Decided>(`/reviews/${v.id}/reject`, { method: 'POST', body: { reason: v.reason } }),
    onSettled,
  });
  return { approve, reject };
}

/** After publication: take a review off the site (internal reason), and the estate's public reply (set, replace, remove). */
export function usePublishedReviewActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: reviewsKey });
  const unpublish = useMutation({
    mutationFn: (v: { id: number; reason: string }) => staffApi<Decided>(`/reviews/${v.id}/unpublish`, { method: 'POST', body: { reason: v.reason } }),
    onSettled,
  });
  const reply = useMutation({
    mutationFn: (v: { id: number; body: string | null }) =>
      v.body === null ? staffApi<Decided>(`/reviews/${v.id}/reply`, { method: 'DELETE' }) : staffApi<Decided>(`/reviews/${v.id}/reply`, { method: 'PUT', body: { body: v.body } }),
    onSettled,
  });
  return { unpublish, reply };
}
