import type { APIRequestContext, Page } from '@playwright/test';

/** The demo team seeded on a loopback address (README: Demo accounts). */
export const DEMO_STAFF_PASSWORD = 'tenuta-demo-2026';
export const demoStaff = {
  owner: 'owner@tenuta.example',
  manager: 'manager@tenuta.example',
  front_desk: 'desk@tenuta.example',
  accountant: 'accountant@tenuta.example',
} as const;
export type DemoRole = keyof typeof demoStaff;

/** A session token of a demo account, through the real sign-in call. */
export async function staffToken(request: APIRequestContext, role: DemoRole): Promise<string> {
  const r = await request.post('/api/staff/auth/login', { data: { email: demoStaff[role], password: DEMO_STAFF_PASSWORD } });
  if (!r.ok()) throw new Error(`staff login as ${role}: HTTP ${r.status()} ${await r.text()}`);
  const body = (await r.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

/**
 * Signs a page in as a demo role without the sign-in form (the form has its own journey):
 * the token goes where the back office keeps it, with the language to show.
 */
export async function signInStaff(page: Page, role: DemoRole, locale: 'it' | 'en' = 'it'): Promise<void> {
  const token = await staffToken(page.request, role);
  await page.goto('/staff/login');
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('staff_access_token', t);
      localStorage.setItem('locale', l);
    },
    [token, locale] as const,
  );
}

/** Calls a staff API route as a demo role (arranging state for a journey). */
export async function staffApi<T = unknown>(request: APIRequestContext, role: DemoRole, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const token = await staffToken(request, role);
  const r = await request.fetch(`/api/staff${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  if (!r.ok()) throw new Error(`${method} /api/staff${path}: HTTP ${r.status()} ${await r.text()}`);
  return (await r.json()) as T;
}
