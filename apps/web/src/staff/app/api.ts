/**
 * The back office's one fetch wrapper: JSON in and out, the staff bearer token on every call,
 * and the server's `{ success: false, error, detail, code }` as a StaffApiError. A 401 ends the
 * local session (the token was ended on the server or expired) and sends the user to sign in.
 */
export const STAFF_TOKEN_KEY = 'staff_access_token';

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's machine code (validation_error, conflict, forbidden…); 'network' when it could not be reached. */
    readonly code: string,
    /** The server's detail: for some codes a sub-code (e.g. totp_invalid, last_owner). */
    readonly detail: string,
    readonly body: unknown,
  ) {
    super(detail);
    this.name = 'StaffApiError';
  }
}

export const isStaffApiError = (e: unknown): e is StaffApiError => e instanceof StaffApiError;

export function readStaffToken(): string | null {
  try {
    return localStorage.getItem(STAFF_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeStaffToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(STAFF_TOKEN_KEY, token);
    else localStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    /* private mode: the session lasts for this page */
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** Called when the server answers 401 to a signed-in call (the auth provider signs out). */
export const onUnauthorized = (l: Listener) => {
  unauthorizedListeners.add(l);
  return () => void unauthorizedListeners.delete(l);
};

export interface StaffRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

export function staffUrl(path: string, query?: StaffRequest['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `/api/staff${path}${qs ? `?${qs}` : ''}`;
}

/** Calls /api/staff{path}; resolves to the parsed JSON body. */
export async function staffApi<T>(path: string, options: StaffRequest = {}): Promise<T> {
  const token = readStaffToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(staffUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal ?? AbortSignal.timeout(20_000),
    });
  } catch (e) {
    if (options.signal?.aborted) throw e;
    throw new StaffApiError(0, 'network', e instanceof Error ? e.message : String(e), undefined);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || (body as { success?: unknown } | undefined)?.success === false) {
    const b = (body ?? {}) as { code?: unknown; detail?: unknown; error?: unknown };
    const code = typeof b.code === 'string' ? b.code : response.status >= 500 ? 'server_error' : 'bad_request';
    const detail = typeof b.detail === 'string' ? b.detail : typeof b.error === 'string' ? b.error : response.statusText;
    if (response.status === 401 && token) for (const l of unauthorizedListeners) l();
    throw new StaffApiError(response.status, code, detail, body);
  }
  return body as T;
}

/** Downloads a file (CSV, PDF) from a guarded route with the bearer token, and saves it. */
export async function staffDownload(path: string, query: StaffRequest['query'], filename: string): Promise<void> {
  const token = readStaffToken();
  const response = await fetch(staffUrl(path, query), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const b = (await response.json().catch(() => ({}))) as { code?: string; detail?: string };
    throw new StaffApiError(response.status, b.code ?? 'bad_request', b.detail ?? response.statusText, b);
  }
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
