/**
 * What the public components ask React Router for, on pages built by Astro (astro.config.ts
 * aliases `react-router` to this file, for the build and the browser alike): every page is a
 * document, so a link is a plain `<a>`, another page is a document load and only a change of
 * query or anchor on the same page stays, through the History API. Types come from the real
 * package; the staff and partner apps keep React Router itself.
 */
import { type AnchorHTMLAttributes, type MouseEvent, useCallback, useMemo, useSyncExternalStore } from 'react';

type To = string | { pathname?: string; search?: string; hash?: string };
type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };

// At build time: the page being rendered (pages are rendered one after another).
let built: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
export function setBuiltPath(pathname: string): void {
  built = { ...built, pathname };
}

let seen: Location | undefined;
function current(): Location {
  if (typeof window === 'undefined') return built;
  const { pathname, search, hash } = window.location;
  if (seen?.pathname !== pathname || seen.search !== search || seen.hash !== hash) seen = { pathname, search, hash, state: window.history.state, key: 'default' };
  return seen;
}
const events = ['popstate', 'hashchange', 'tenuta:location'];
function subscribe(notify: () => void) {
  for (const type of events) window.addEventListener(type, notify);
  return () => {
    for (const type of events) window.removeEventListener(type, notify);
  };
}
const hrefOf = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? current().pathname}${to.search ?? ''}${to.hash ?? ''}`);

export const useLocation = (): Location => useSyncExternalStore(subscribe, current, current);

export function navigate(to: To | number, options: { replace?: boolean; state?: unknown } = {}) {
  if (typeof to === 'number') return window.history.go(to);
  const url = new URL(hrefOf(to), window.location.href);
  const entry = options.replace ? 'replaceState' : 'pushState';
  if (url.pathname !== window.location.pathname) {
    if (options.state === undefined) return options.replace ? window.location.replace(url) : window.location.assign(url);
    // State for the next page (the checkout's message for /checkout/cancel): a history entry
    // keeps its state when its document loads, so the entry is made first, then loaded.
    window.history[entry](options.state, '', url);
    return window.location.reload();
  }
  window.history[entry](options.state ?? null, '', url);
  window.dispatchEvent(new Event('tenuta:location'));
  // As the browser does for a link to an anchor of the page: to the anchor, else where it was.
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
export const useNavigate = () => navigate;

export function useSearchParams() {
  const { search } = useLocation();
  const set = useCallback((next: Record<string, string> | URLSearchParams, options?: { replace?: boolean }) => navigate({ search: `?${new URLSearchParams(next)}` }, options), []);
  return [useMemo(() => new URLSearchParams(search), [search]), set] as const;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: To; reloadDocument?: boolean; replace?: boolean; prefetch?: string };

/**
 * A plain link. One that changes only the query or the anchor of the page it is on (a tasting
 * card's `?esperienza=…#prenota`) stays in the document, as it did with a client router: the
 * islands that read the location follow it.
 */
export function Link({ to, reloadDocument, replace, prefetch: _f, onClick, ...rest }: LinkProps) {
  const href = hrefOf(to);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) && !rest.target && !rest.download;
    if (event.defaultPrevented || reloadDocument || !plain) return;
    if (new URL(href, window.location.href).pathname !== window.location.pathname) return;
    event.preventDefault();
    navigate(href, { replace });
  };
  return <a href={href} onClick={click} {...rest} />;
}
export const NavLink = Link;
