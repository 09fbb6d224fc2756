// Small, dependency-free helpers for the procedural artwork: a seeded random
// source, smooth 1D noise for ridgelines, colour mixing and SVG string helpers.

/** mulberry32: a tiny seeded PRNG, so every image is reproducible. */
export function makeRand(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    /** Roughly normal, mean 0, sd 1. */
    gauss: () => (next() + next() + next() + next() - 2) * 1.7,
  };
}

/** A smooth function of x: a sum of a few sines with random phases. */
export function smoothNoise(rand, { octaves = 4, base = 1 / 400 } = {}) {
  const waves = [];
  for (let i = 0; i < octaves; i++) {
    const f = base * 2 ** i * rand.range(0.8, 1.25);
    waves.push({ f, p: rand.range(0, Math.PI * 2), a: 1 / 1.9 ** i });
  }
  const norm = waves.reduce((s, w) => s + w.a, 0);
  return (x) => waves.reduce((s, w) => s + w.a * Math.sin(x * w.f * Math.PI * 2 + w.p), 0) / norm;
}

/** Numbers for SVG: one decimal for small values, whole pixels for large ones (smaller files). */
export const n1 = (v) => (Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10).toString();

/** Points -> "M x y L ..." with one decimal. */
export function poly(points, close = true) {
  let d = '';
  points.forEach(([x, y], i) => {
    d += `${i ? 'L' : 'M'}${n1(x)} ${n1(y)}`;
  });
  return close ? `${d}Z` : d;
}

/** Points -> smooth path (Catmull-Rom converted to cubic Béziers). */
export function smooth(points, close = false, tension = 1) {
  const p = points;
  const n = p.length;
  if (n < 3) return poly(p, close);
  const get = (i) => (close ? p[(i + n) % n] : p[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${n1(p[0][0])} ${n1(p[0][1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension;
    d += `C${n1(c1x)} ${n1(c1y)} ${n1(c2x)} ${n1(c2y)} ${n1(p2[0])} ${n1(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** An irregular closed blob around (cx, cy). */
export function blob(rand, cx, cy, rx, ry, { points = 9, jitter = 0.18, rot = 0 } = {}) {
  const pts = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2 + rot;
    const r = 1 + rand.range(-jitter, jitter);
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  return smooth(pts, true);
}

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function rgbToHex([r, g, b]) {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix of two hex colours, t in [0, 1]. */
export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
export const darken = (c, t) => mix(c, '#1a120e', t);
export const lighten = (c, t) => mix(c, '#fff6e6', t);

/** Jitter a colour a little, for hand-mixed paint. */
export function vary(rand, c, amt = 0.08) {
  const t = rand.range(-amt, amt);
  return t < 0 ? darken(c, -t) : lighten(c, t);
}

/** Tiny element builder: el('rect', {x: 1}) -> <rect x="1"/>. */
export function el(name, attrs = {}, children) {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n1(v) : v}"`)
    .join('');
  if (children === undefined || children === '') return `<${name}${a}/>`;
  return `<${name}${a}>${Array.isArray(children) ? children.join('') : children}</${name}>`;
}

/** Accumulates <defs> with unique ids inside one SVG document. */
export class Doc {
  constructor(width, height, seed) {
    this.w = width;
    this.h = height;
    this.rand = makeRand(seed);
    this.defs = [];
    this.body = [];
    this.count = 0;
  }
  id(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  def(markup) {
    this.defs.push(markup);
  }
  add(...markup) {
    this.body.push(...markup);
  }
  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) {
    const id = this.id('g');
    const s = stops.map(([o, c, op = 1]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === 1 ? undefined : op })).join('');
    this.def(el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: units }, s));
    return `url(#${id})`;
  }
  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units, transform } = {}) {
    const id = this.id('r');
    const s = stops.map(([o, c, op = 1]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === 1 ? undefined : op })).join('');
    this.def(el('radialGradient', { id, cx, cy, r, fx, fy, gradientUnits: units, gradientTransform: transform }, s));
    return `url(#${id})`;
  }
  filter(inner, { x = '-10%', y = '-10%', width = '120%', height = '120%', units } = {}) {
    const id = this.id('f');
    this.def(el('filter', { id, x, y, width, height, filterUnits: units, 'color-interpolation-filters': 'sRGB' }, inner));
    return `url(#${id})`;
  }
  clip(markup) {
    const id = this.id('c');
    this.def(el('clipPath', { id }, markup));
    return `url(#${id})`;
  }
  toString() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>\n`
    );
  }
}
