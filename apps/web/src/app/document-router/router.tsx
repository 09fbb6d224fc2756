/**
 * The public site's router in the browser: every page is a document (docs/decisions/0030).
 *
 * Public pages are prerendered by React Router at build time. In the browser no router runs:
 * a link to another page is a plain link (the browser loads the next prerendered document),
 * and only what stays on the same page (a query string or an anchor) is handled here, through
 * the History API. The client build resolves `react-router` to this module (vite.config.ts), so
 * route modules and components keep importing the names they know; this module gives each of
 * them the same answers React Router gives on a page load, with far less code.
 */
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  createElement,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { ErrorCatcher } from './error-catcher.tsx';
import { type Location, type Path, pathFromTo, readLocation, subscribeLocation, takeNavigationState, updateLocation, type To } from './location.ts';

export type { Location, Path, To };

// ——— Location ———

let current: Location = readLocation(typeof window === 'undefined' ? null : takeNavigationState());
const getSnapshot = () => current;
const refresh = () => {
  const next = readLocation();
  if (next.pathname !== current.pathname || next.search !== current.search || next.hash !== current.hash || next.key !== current.key) current = next;
};
const subscribe = (notify: () => void) =>
  subscribeLocation(() => {
    refresh();
    notify();
  });

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Goes to `to`. Another page is a document load (with `state` handed over through session
 * storage); the same page with another query string or anchor stays, through the History API.
 */
export function navigateTo(to: To | number, options: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const target = pathFromTo(to, window.location);
  updateLocation(target, options.replace === true, options.state);
}

export function useNavigate() {
  return useCallback((to: To | number, options?: NavigateOptions) => navigateTo(to, options), []);
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback((next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigateTo({ search: query ? `?${query}` : '' }, options);
  }, []);
  return [params, set];
}

// ——— Route chain (root → layout → page) ———

export interface RouteModule {
  default?: ComponentType;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  clientLoader?: (args: { params: Record<string, string>; request: Request }) => unknown;
  meta?: (args: { params: Record<string, string>; loaderData: unknown; location: Location }) => Array<Record<string, unknown>>;
}

export interface MatchedRoute {
  id: string;
  module: RouteModule;
  loaderData?: unknown;
  error?: unknown;
}

interface RouteState {
  params: Record<string, string>;
  chain: readonly MatchedRoute[];
  depth: number;
}

const RouteContext = createContext<RouteState>({ params: {}, chain: [], depth: 0 });

function RouteElement({ depth }: { depth: number }) {
  const state = useContext(RouteContext);
  const value = useMemo(() => ({ ...state, depth }), [state, depth]);
  const route = state.chain[depth];
  if (!route) return null;
  const { ErrorBoundary } = route.module;
  const Component = route.error !== undefined ? ErrorBoundary : route.module.default;
  const element = Component ? <Component /> : <Outlet />;
  if (!ErrorBoundary || route.error !== undefined) return <RouteContext.Provider value={value}>{element}</RouteContext.Provider>;
  // A page that throws while rendering shows its route's error page, as React Router does.
  const failed = (error: unknown) => (
    <RouteContext.Provider value={{ ...value, chain: value.chain.map((r, i) => (i === depth ? { ...r, error } : r)) }}>{<ErrorBoundary />}</RouteContext.Provider>
  );
  return (
    <RouteContext.Provider value={value}>
      <ErrorCatcher fallback={failed}>{element}</ErrorCatcher>
    </RouteContext.Provider>
  );
}

/** Renders the chain from its first route; each route's `<Outlet />` renders the next. */
export function RouteChain({ chain, params }: { chain: readonly MatchedRoute[]; params: Record<string, string> }) {
  const value = useMemo(() => ({ chain, params, depth: 0 }), [chain, params]);
  return (
    <RouteContext.Provider value={value}>
      <RouteElement depth={0} />
    </RouteContext.Provider>
  );
}

export function Outlet(): ReactNode {
  const { depth } = useContext(RouteContext);
  return <RouteElement depth={depth + 1} />;
}

export function useParams(): Record<string, string> {
  return useContext(RouteContext).params;
}

type RoutePart = 'page' | 'error' | 'fallback';

/** A route's component with the props React Router gives it. */
function WithRouteProps({ Component, part }: { Component: ComponentType<Record<string, unknown>>; part: RoutePart }) {
  const { chain, depth, params } = useContext(RouteContext);
  const route = chain[depth];
  const props: Record<string, unknown> = { params, loaderData: part === 'fallback' ? undefined : route?.loaderData, actionData: undefined };
  if (part === 'page') props.matches = chain;
  if (part === 'error') props.error = route?.error;
  return createElement(Component, props);
}

/** What React Router's build wraps route components in: their props from the route. */
export function UNSAFE_withComponentProps(Component: ComponentType<Record<string, unknown>>) {
  return () => <WithRouteProps Component={Component} part="page" />;
}

export function UNSAFE_withErrorBoundaryProps(Component: ComponentType<Record<string, unknown>>) {
  return () => <WithRouteProps Component={Component} part="error" />;
}

export function UNSAFE_withHydrateFallbackProps(Component: ComponentType<Record<string, unknown>>) {
  return () => <WithRouteProps Component={Component} part="fallback" />;
}

// ——— Links ———

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  // React Router's options with no meaning for a document link.
  prefetch?: string;
  discover?: string;
  viewTransition?: boolean;
  preventScrollReset?: boolean;
  reloadDocument?: boolean;
};

function isPlainClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey && (!e.currentTarget.target || e.currentTarget.target === '_self');
}

/** A plain link. Only a link that stays on this page (another query or anchor) is followed here. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, prefetch: _p, discover: _d, viewTransition: _v, preventScrollReset: _s, reloadDocument, ...rest },
  ref,
) {
  const location = useLocation();
  const target = pathFromTo(to, location);
  const href = `${target.pathname}${target.search}${target.hash}`;
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (reloadDocument || !isPlainClick(e)) return;
    // Another page with nothing to hand over: the browser loads it.
    if (target.pathname !== window.location.pathname && state === undefined) return;
    e.preventDefault();
    updateLocation(target, replace === true, state);
  };
  return <a {...rest} ref={ref} href={href} onClick={handle} />;
});

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  end?: boolean;
  className?: string | ((s: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => string | undefined);
  children?: ReactNode | ((s: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => ReactNode);
};

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ end, className, children, ...rest }, ref) {
  const location = useLocation();
  const { pathname } = location;
  const to = pathFromTo(rest.to, location).pathname;
  const isActive = end ? pathname === to : pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
  const s = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link {...rest} ref={ref} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className(s) : className}>
      {typeof children === 'function' ? children(s) : children}
    </Link>
  );
});

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  useEffect(() => navigateTo(to, { replace, state }), [to, replace, state]);
  return null;
}

// ——— Document parts: the prerendered HTML has them; nothing to render in the browser ———

export const Meta = () => null;
export const Links = () => null;
export const Scripts = () => null;
export const ScrollRestoration = () => null;

// ——— Loader answers ———

export function redirect(url: string, init: number | ResponseInit = 302): Response {
  const status = typeof init === 'number' ? init : (init.status ?? 302);
  const headers = new Headers(typeof init === 'number' ? undefined : init.headers);
  headers.set('Location', url);
  return new Response(null, { status, headers });
}
export const redirectDocument = redirect;

export class ErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {}
}

export function data(value: unknown, init: number | ResponseInit = 200): ErrorResponse {
  const status = typeof init === 'number' ? init : (init.status ?? 200);
  return new ErrorResponse(status, typeof init === 'number' ? '' : (init.statusText ?? ''), value);
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof ErrorResponse;
}
