/**
 * The browser's location as the public pages read it (docs/decisions/0030): the address bar, a
 * key per history entry, and the `state` a page handed to the next one.
 */

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  state: unknown;
  key: string;
}

export type To = string | Partial<Path>;

/** Session-storage slot of the state handed to the next document (read once, by that document). */
const HANDOVER_KEY = 'tenuta:navigation-state';
/** Fired on this window when a page changes its own query string or anchor. */
const CHANGE_EVENT = 'tenuta:locationchange';

interface HistoryState {
  key?: string;
  usr?: unknown;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Resolves a link target against the current location, as React Router does for absolute and query/anchor-only targets. */
export function pathFromTo(to: To, from: Path): Path {
  if (typeof to !== 'string') {
    return { pathname: to.pathname ?? from.pathname, search: to.search ?? (to.pathname ? '' : from.search), hash: to.hash ?? '' };
  }
  const url = new URL(to, `http://x${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * The location now. On a document's first read, the state the previous page handed over is moved
 * into this history entry (so back and forward keep it).
 */
export function readLocation(handover: { path: string; state: unknown } | null = null): Location {
  if (typeof window === 'undefined') return { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  const { pathname, search, hash } = window.location;
  let st = (window.history.state ?? {}) as HistoryState;
  if (handover && handover.path === pathname) {
    st = { ...st, usr: handover.state, key: st.key ?? 'default' };
    window.history.replaceState(st, '');
  }
  return { pathname, search, hash, state: st.usr ?? null, key: st.key ?? 'default' };
}

/** The state handed to this document, taken out of session storage. */
export function takeNavigationState(): { path: string; state: unknown } | null {
  try {
    const raw = window.sessionStorage.getItem(HANDOVER_KEY);
    if (!raw) return null;
    window.sessionStorage.removeItem(HANDOVER_KEY);
    return JSON.parse(raw) as { path: string; state: unknown };
  } catch {
    return null;
  }
}

/** Goes to a path: another page loads as a document; this page changes its query or anchor in place. */
export function updateLocation(target: Path, replace: boolean, state: unknown): void {
  const href = `${target.pathname}${target.search}${target.hash}`;
  if (target.pathname !== window.location.pathname) {
    if (state !== undefined) {
      try {
        window.sessionStorage.setItem(HANDOVER_KEY, JSON.stringify({ path: target.pathname, state }));
      } catch {
        // Storage refused (private mode, full): the next page reads no state, as after a reload.
      }
    }
    if (replace) window.location.replace(href);
    else window.location.assign(href);
    return;
  }
  const entry: HistoryState = { key: newKey(), usr: state };
  if (replace) window.history.replaceState(entry, '', href);
  else window.history.pushState(entry, '', href);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls back on every change of this document's location (its own changes, back and forward). */
export function subscribeLocation(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('popstate', onChange);
  };
}
