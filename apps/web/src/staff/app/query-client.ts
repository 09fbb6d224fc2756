import { QueryClient } from '@tanstack/react-query';
import { isStaffApiError } from './api.ts';

/** One query client for the back office: short freshness (several people work at once), no retry of 4xx. */
export const staffQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      retry: (count, error) => !(isStaffApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
