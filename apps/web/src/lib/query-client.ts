import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one TanStack Query client. Hooks take it as their last argument
 * (`useQuery(options, queryClient)`) instead of reading it from a provider at
 * the root, so TanStack Query is part of a page's JavaScript only when a part
 * of the page that fetches with it is (docs/decisions/0029).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

// What QueryClientProvider does on mount: queries and mutations paused offline resume when
// the browser is back online. Prerendering (Node) has no browser to follow.
if (typeof window !== 'undefined') queryClient.mount();
