import { describe, expect, it } from 'vitest';
import { type ManifestRoute, matchManifest } from './match.ts';
import { pathFromTo } from './location.ts';

const r = (id: string, extra: Partial<ManifestRoute> = {}): ManifestRoute => ({ id, module: `/assets/${id}.js`, ...extra });
const routes: Record<string, ManifestRoute> = {
  root: r('root', { path: '' }),
  layout: r('layout', { parentId: 'root' }),
  home: r('home', { parentId: 'layout', index: true }),
  cart: r('cart', { parentId: 'layout', path: 'cart' }),
  success: r('success', { parentId: 'layout', path: 'checkout/success' }),
  manage: r('manage', { parentId: 'layout', path: 'manage/:id' }),
  notFound: r('notFound', { parentId: 'layout', path: '*' }),
};

describe('matchManifest: the page a shell document renders', () => {
  it('finds the chain root → layout → page, with parameters', () => {
    expect(matchManifest(routes, '/')).toEqual({ ids: ['root', 'layout', 'home'], params: {} });
    expect(matchManifest(routes, '/checkout/success')).toEqual({ ids: ['root', 'layout', 'success'], params: {} });
    expect(matchManifest(routes, '/manage/TT-2026%2F1')).toEqual({ ids: ['root', 'layout', 'manage'], params: { id: 'TT-2026/1' } });
  });

  it('prefers a static path to a parameter and a parameter to the catch-all', () => {
    expect(matchManifest(routes, '/cart')?.ids.at(-1)).toBe('cart');
    expect(matchManifest(routes, '/manage')?.ids.at(-1)).toBe('notFound');
    expect(matchManifest(routes, '/no/such/page')).toEqual({ ids: ['root', 'layout', 'notFound'], params: { '*': 'no/such/page' } });
  });
});

describe('pathFromTo: where a link leads', () => {
  const here = { pathname: '/wine-tasting', search: '?a=1', hash: '#top' };
  it('resolves absolute paths, queries and anchors as React Router does', () => {
    expect(pathFromTo('/cart', here)).toEqual({ pathname: '/cart', search: '', hash: '' });
    expect(pathFromTo('/truffle-hunting?coupon=X#prenota', here)).toEqual({ pathname: '/truffle-hunting', search: '?coupon=X', hash: '#prenota' });
    expect(pathFromTo({ search: '?experience=barolo', hash: '#prenota' }, here)).toEqual({ pathname: '/wine-tasting', search: '?experience=barolo', hash: '#prenota' });
    expect(pathFromTo({ pathname: '/faq' }, here)).toEqual({ pathname: '/faq', search: '', hash: '' });
  });
});
