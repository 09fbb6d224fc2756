import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../styles/fonts.ts';
import '../styles/global.css';
import './partner.css';
import { queryClient } from '../lib/query-client.ts';
import { isPartnerApiError } from './app/api.ts';
import { PartnerAuthProvider } from './app/auth.tsx';
import { createPartnerRouter } from './app/router.tsx';
import { partnerI18n } from './i18n/index.ts';

// The server's refusals (4xx) are answers, not hiccups: only network and server errors are retried.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retry: (count, error) => !(isPartnerApiError(error) && error.status >= 400 && error.status < 500) && count < 1 },
});

document.documentElement.lang = partnerI18n.language;
const router = createPartnerRouter();

// The shell's namespace first, so the first paint is translated.
void partnerI18n.loadNamespaces(['partner']).finally(() => {
  createRoot(document.getElementById('partner-root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PartnerAuthProvider>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </PartnerAuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  document.documentElement.dataset.hydrated = 'true';
});
