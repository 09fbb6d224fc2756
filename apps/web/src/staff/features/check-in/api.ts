import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffArrival, StaffCheckInRefusal, StaffManifest, StaffToday } from '@tenuta/contracts';
import { isStaffApiError, staffApi } from '../../app/api.ts';

export type { StaffArrival, StaffManifest, StaffToday };

const todayKey = ['staff', 'today'] as const;
const manifestKey = ['staff', 'manifest'] as const;

export const getToday = (signal?: AbortSignal) => staffApi<{ data: StaffToday }>('/today', signal ? { signal } : {}).then((r) => r.data);
/** Refreshed every minute while the page is open: holds expire, guests arrive. */
export const todayQueryOptions = () => ({ queryKey: todayKey, queryFn: ({ signal }: { signal: AbortSignal }) => getToday(signal), refetchInterval: 60_000 });
export const useToday = () => useQuery(todayQueryOptions());

export const getManifest = (date: string, signal?: AbortSignal) =>
  staffApi<{ data: StaffManifest }>('/manifest', { query: { date }, ...(signal ? { signal } : {}) }).then((r) => r.data);
export const manifestQueryOptions = (date: string) => ({
  queryKey: [...manifestKey, date],
  queryFn: ({ signal }: { signal: AbortSignal }) => getManifest(date, signal),
  refetchInterval: 30_000,
});
export const useManifest = (date: string) => useQuery(manifestQueryOptions(date));

/** How a check-in attempt ended, as the desk must be told. */
export type CheckInOutcome =
  | { kind: 'checked_in'; booking: StaffArrival }
  | { kind: 'already_checked_in'; booking: StaffArrival | null; by: string | null; at: string | null }
  | { kind: 'not_checkable'; booking: StaffArrival | null; status: string }
  | { kind: 'outside_window'; booking: StaffArrival | null }
  | { kind: 'not_found' }
  /** The desk undid the check-in it had just made: the guest is booked again. */
  | { kind: 'undone'; what: 'check_in'; booking: StaffArrival };

/** The 409 and 404 answers of a check-in as outcomes; any other failure stays an error. */
export function refusalOutcome(error: unknown): CheckInOutcome | null {
  if (!isStaffApiError(error)) return null;
  if (error.status === 404) return { kind: 'not_found' };
  if (error.status !== 409) return null;
  const body = error.body as Partial<StaffCheckInRefusal> | undefined;
  const booking = body?.booking ?? null;
  switch (error.detail) {
    case 'already_checked_in':
      return { kind: 'already_checked_in', booking, by: body?.checked_in_by ?? booking?.check_in?.by ?? null, at: body?.checked_in_at ?? booking?.check_in?.at ?? null };
    case 'not_checkable':
      return { kind: 'not_checkable', booking, status: body?.status ?? booking?.status ?? '' };
    case 'outside_window':
      return { kind: 'outside_window', booking };
    default:
      return null;
  }
}

export type CheckInRequest = { ref: string | number; method: 'tap' | 'number' } | { token: string };

/**
 * One check-in (a tap on the manifest, a typed number, a scanned code). Resolves to its
 * outcome, refusals included; the manifest and Today refresh either way.
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CheckInRequest): Promise<CheckInOutcome> => {
      try {
        const r =
          'token' in request
            ? await staffApi<{ data: { booking: StaffArrival } }>('/check-in/scan', { method: 'POST', body: { token: request.token } })
            : await staffApi<{ data: { booking: StaffArrival } }>(`/bookings/${encodeURIComponent(String(request.ref))}/check-in`, {
                method: 'POST',
                body: { method: request.method },
              });
        return { kind: 'checked_in', booking: r.data.booking };
      } catch (error) {
        const outcome = refusalOutcome(error);
        if (outcome) return outcome;
        throw error;
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: manifestKey });
      void queryClient.invalidateQueries({ queryKey: todayKey });
    },
  });
}
