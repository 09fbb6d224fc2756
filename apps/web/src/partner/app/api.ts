import type { PartnerView } from '@tenuta/contracts';

/**
 * The partner area's calls to /api/partners: the bearer token from local storage on each one,
 * the server's `{ success: false, error, code, detail }` as a PartnerApiError. A 401 ends the
 * local session (token and partner data go); a 403 saying the partner is suspended or inactive
 * asks the session to look again (the guard then shows the suspended page).
 */
export const PARTNER_TOKEN_KEY = 'partner_access_token';
export const PARTNER_DATA_KEY = 'partner_data';

export class PartnerApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's code (unauthorized, forbidden, conflict, credit_limit_exceeded…); 'network' when unreachable. */
    readonly code: string,
    /** The server's sub-code when it gave one (session_invalid, partner_suspended…), else its message. */
    readonly detail: string,
    readonly body: Record<string, unknown>,
  ) {
    super(`${status} ${code}: ${detail}`);
    this.name = 'PartnerApiError';
  }
}

export const isPartnerApiError = (e: unknown): e is PartnerApiError => e instanceof PartnerApiError;

const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      /* private mode: the session lasts for this page */
    }
  },
};

export interface StoredSession {
  token: string | null;
  partner: PartnerView | null;
}

export function readSession(): StoredSession {
  const token = storage.get(PARTNER_TOKEN_KEY);
  let partner: PartnerView | null = null;
  try {
    partner = JSON.parse(storage.get(PARTNER_DATA_KEY) ?? 'null') as PartnerView | null;
  } catch {
    partner = null;
  }
  return { token, partner: token ? partner : null };
}

/** Stores the token and the partner data (login), only the partner data (me), or removes both (logout). */
export function writeSession(session: StoredSession): void {
  storage.set(PARTNER_TOKEN_KEY, session.token);
  storage.set(PARTNER_DATA_KEY, session.token && session.partner ? JSON.stringify(session.partner) : null);
}

export type SessionSignal = 'unauthorized' | 'not_active';
const listeners = new Set<(signal: SessionSignal) => void>();
/** The auth provider listens: a 401 signs out, a 403 for a suspended or inactive partner re-validates. */
export function onSessionSignal(listener: (signal: SessionSignal) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

type QueryValue = string | number | boolean | undefined | null;

export interface PartnerRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export function partnerUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const entries = Object.entries(query).filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== null && e[1] !== '');
  const qs = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
  return qs ? `/api/partners${path}?${qs}` : `/api/partners${path}`;
}

/** Sends one request; a network failure is a PartnerApiError with status 0. */
async function send(path: string, options: PartnerRequest, accept: string): Promise<Response> {
  const token = storage.get(PARTNER_TOKEN_KEY);
  const headers = new Headers({ accept });
  if (token) headers.set('authorization', `Bearer ${token}`);
  const init: RequestInit = { method: options.method ?? 'GET', headers, signal: options.signal ?? AbortSignal.timeout(20_000) };
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  try {
    return await fetch(partnerUrl(path, options.query), init);
  } catch (e) {
    if (options.signal?.aborted) throw e;
    throw new PartnerApiError(0, 'network', e instanceof Error ? e.message : String(e), {});
  }
}

/** The error of a failed answer; tells the session about a 401 or a partner that is not active. */
async function failure(response: Response, hadToken: boolean): Promise<PartnerApiError> {
  const body = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>;
  const code = typeof body.code === 'string' ? body.code : response.status >= 500 ? 'server_error' : 'bad_request';
  const detail = typeof body.detail === 'string' ? body.detail : typeof body.error === 'string' ? body.error : response.statusText;
  if (hadToken && response.status === 401) for (const l of listeners) l('unauthorized');
  if (response.status === 403 && (detail === 'partner_suspended' || detail === 'partner_inactive')) for (const l of listeners) l('not_active');
  return new PartnerApiError(response.status, code, detail, body);
}

/** Calls /api/partners{path} and resolves to the parsed JSON answer. */
export async function partnerApi<T>(path: string, options: PartnerRequest = {}): Promise<T> {
  const hadToken = storage.get(PARTNER_TOKEN_KEY) !== null;
  const response = await send(path, options, 'application/json');
  if (!response.ok) throw await failure(response, hadToken);
  const body = (await response.json().catch(() => ({}))) as T & { success?: boolean };
  if (body.success === false) throw await failure(new Response(JSON.stringify(body), { status: response.status }), hadToken);
  return body;
}

/** Downloads a file (the voucher PDF) from a guarded route and saves it under `filename`. */
export async function partnerDownload(path: string, filename: string): Promise<void> {
  const hadToken = storage.get(PARTNER_TOKEN_KEY) !== null;
  const response = await send(path, {}, 'application/pdf');
  if (!response.ok) throw await failure(response, hadToken);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
