/**
 * Which routes of the build's manifest a path renders, root first (for pages that are not
 * prerendered: the server sends them one shell document, and the browser finds the page here).
 */

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
}

export interface RouteMatch {
  ids: string[];
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Score of a route pattern: static segments beat parameters, parameters beat a splat, and any full match beats the splat. */
function rank(pattern: string[]): number {
  const splat = pattern.includes('*');
  return pattern.reduce((n, s) => n + (s === '*' ? 1 : s.startsWith(':') ? 3 : 10), splat ? 0 : 2);
}

function matchPattern(pattern: string[], path: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    if (p === '*') {
      params['*'] = path.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    const s = path[i];
    if (s === undefined) return null;
    if (p.startsWith(':')) params[p.slice(1)] = decodeURIComponent(s);
    else if (p.toLowerCase() !== s.toLowerCase()) return null;
  }
  return pattern.length === path.length ? params : null;
}

export function matchManifest(routes: Record<string, ManifestRoute>, pathname: string): RouteMatch | null {
  const all = Object.values(routes);
  const chainOf = (route: ManifestRoute): ManifestRoute[] => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return parent ? [...chainOf(parent), route] : [route];
  };
  const path = segmentsOf(pathname);
  let best: { score: number; match: RouteMatch } | null = null;
  for (const leaf of all) {
    if (all.some((r) => r.parentId === leaf.id)) continue; // layouts render their children
    const chain = chainOf(leaf);
    const pattern = chain.flatMap((r) => segmentsOf(r.path ?? ''));
    const params = matchPattern(pattern, path);
    if (!params) continue;
    const score = rank(pattern);
    if (!best || score > best.score) best = { score, match: { ids: chain.map((r) => r.id), params } };
  }
  return best?.match ?? null;
}
