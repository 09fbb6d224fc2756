import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../styles/fonts.ts';
import './staff.css';
import { StaffAuthProvider } from './app/auth.tsx';
import { staffQueryClient } from './app/query-client.ts';
import { createStaffRouter } from './app/router.tsx';
import { StaffUiWords } from './app/ui-words.tsx';
import { staffI18n } from './i18n/index.ts';

document.documentElement.lang = staffI18n.language;
const router = createStaffRouter();

// The shell's namespace first, so the first paint is translated.
void staffI18n.loadNamespaces(['staff']).finally(() => {
  createRoot(document.getElementById('staff-root')!).render(
    <StrictMode>
      <QueryClientProvider client={staffQueryClient}>
        <StaffAuthProvider>
          <StaffUiWords>
            <Suspense fallback={null}>
              <RouterProvider router={router} />
            </Suspense>
          </StaffUiWords>
        </StaffAuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  document.documentElement.dataset.hydrated = 'true';
});
