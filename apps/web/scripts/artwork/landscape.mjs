// The Langhe: layered hills under a low sun, patchwork vineyards and hazel
// groves, woods in the valleys, villages on the ridges and mist below.
import { blob, darken, el, lighten, mix, n1, poly, smooth, smoothNoise, vary } from './core.mjs';
import { blur, roughen } from './paint.mjs';
import { farmhouse, roundTree, tallTree, village } from './structures.mjs';

export const skies = {
  golden: { top: '#8ea3b3', mid: '#e8c9a0', low: '#f5c184', haze: '#e9b98e', far: '#a8909a', sun: '#fff0c8', glow: '#ffcf8a' },
  morning: { top: '#aab9c4', mid: '#eadfcf', low: '#f3d9b4', haze: '#e6dccd', far: '#aeb2b6', sun: '#fff6e0', glow: '#ffe2b0' },
  dusk: { top: '#5a6283', mid: '#c98b7d', low: '#f0a36c', haze: '#cf8f78', far: '#8d7287', sun: '#ffe0a8', glow: '#ffb06a' },
  autumn: { top: '#9db0bd', mid: '#e4d4b8', low: '#efcf9c', haze: '#dcc6a4', far: '#a39a98', sun: '#fff3d6', glow: '#ffd79a' },
};

// Autumn vine foliage: Nebbiolo turns gold, Barbera and Dolcetto red.
const foliage = ['#c9952f', '#d9a93d', '#b8632c', '#a2452a', '#8c3a2a', '#9b8a36', '#6f7a34', '#c57a31'];
const ground = ['#9b8459', '#8e7a4e', '#a68c5f', '#7f7048'];
const woods = ['#5b5a2c', '#6d5a26', '#8a5326', '#4c4f2a', '#a0652a', '#3f452a'];

function sky(doc, p, sun) {
  const { w, h } = doc;
  const g = doc.linear(
    [
      [0, p.top],
      [0.55, p.mid],
      [1, p.low],
    ],
    { x1: 0, y1: 0, x2: 0, y2: h * 0.7, units: 'userSpaceOnUse' },
  );
  doc.add(el('rect', { width: w, height: h, fill: g }));
  const glow = doc.radial(
    [
      [0, p.sun, 1],
      [0.08, p.sun, 0.9],
      [0.3, p.glow, 0.45],
      [1, p.glow, 0],
    ],
    { cx: sun.x, cy: sun.y, r: w * 0.55, units: 'userSpaceOnUse' },
  );
  doc.add(el('rect', { width: w, height: h, fill: glow }));
  doc.add(el('circle', { cx: sun.x, cy: sun.y, r: w * 0.018, fill: '#fffaf0', opacity: 0.95, filter: blur(doc, w * 0.004) }));
  // Long, thin clouds lit from below.
  const r = doc.rand;
  const soft = blur(doc, w * 0.008);
  const clouds = [];
  for (let i = 0; i < r.int(3, 6); i++) {
    const cy = r.range(0.06, 0.3) * h;
    const cx = r.range(0, w);
    clouds.push(
      el('path', { d: blob(r, cx, cy, r.range(0.12, 0.3) * w, r.range(0.008, 0.02) * h, { points: 12, jitter: 0.35 }), fill: lighten(p.mid, 0.35), opacity: r.range(0.35, 0.7) }),
    );
  }
  doc.add(el('g', { filter: soft }, clouds));
}

/** The Alps on the horizon, faint and blue, as seen from La Morra on clear days. */
function alps(doc, p, y) {
  const { w } = doc;
  const r = doc.rand;
  const pts = [[0, y + 40]];
  let x = 0;
  while (x < w) {
    pts.push([x, y - (0.25 + r.range(0, 1) ** 2) * 26 * (w / 1600)]);
    x += r.range(40, 110) * (w / 1600);
  }
  pts.push([w, y + 40]);
  const c = mix(p.far, p.haze, 0.55);
  doc.add(el('path', { d: smooth(pts), fill: c, opacity: 0.38, filter: blur(doc, 1.5) }));
}

function ridgeFn(doc, baseY, amp, scaleX) {
  const noise = smoothNoise(doc.rand, { octaves: 4, base: 1 / (scaleX * doc.w) });
  return (x) => baseY + noise(x) * amp;
}

/** Rows of vines in one parcel: following the contour, or running downhill. */
function parcel(doc, layer, x0, x1, top, depth, t, p, scale) {
  const r = doc.rand;
  const { ridge, rowId } = layer;
  const step = 16 * scale;
  const topPts = [];
  const botPts = [];
  for (let x = x0; x <= x1 + step - 0.1; x += step) {
    const xx = Math.min(x, x1);
    topPts.push([xx, ridge(xx) + top]);
    botPts.push([xx, ridge(xx) + top + depth]);
  }
  const shapeId = doc.id('pp');
  doc.def(el('path', { id: shapeId, d: poly([...topPts, ...botPts.reverse()]) }));
  const shape = `#${shapeId}`;
  const hazeT = layer.hazeT;
  const dim = 0.14 + t * 0.34;
  const kind = r.next();
  const out = [];
  const cp = doc.clip(el('use', { href: shape }));
  const base = darken(mix(r.pick(ground), p.haze, hazeT), dim);
  out.push(el('use', { href: shape, fill: base }));
  const gap = (2.6 + t * t * 15) * scale;
  const inner = [];
  if (kind < 0.6) {
    // Vines along the contour (girapoggio): the ridge curve, shifted down.
    const leaf = r.pick(foliage);
    for (let k = 0; k * gap < depth; k++) {
      const c = darken(mix(vary(r, leaf, 0.1), p.haze, hazeT), dim * 0.7);
      inner.push(el('use', { href: `#${rowId}`, y: top + k * gap * (1 + k * 0.01), stroke: c, 'stroke-width': gap * 0.5 }));
    }
  } else if (kind < 0.84) {
    // Rows straight down the slope (rittochino).
    const leaf = r.pick(foliage);
    const lean = r.range(-0.45, 0.45);
    const d = [];
    for (let x = x0 - gap * 4; x <= x1 + gap * 4; x += gap * 0.9) {
      const y = ridge(x) + top;
      d.push(`M${n1(x)} ${n1(y)}l${n1(lean * depth)} ${n1(depth)}`);
    }
    const c = darken(mix(leaf, p.haze, hazeT), dim * 0.7);
    inner.push(el('path', { d: d.join(''), stroke: c, 'stroke-width': gap * 0.42 }));
  } else {
    // A hazel grove: round bushes in rows (round-capped zero-length dashes).
    const c0 = r.pick(['#7a7a33', '#8b8036', '#6a6a2e', '#9c7a34', '#7e6a2c']);
    for (let k = 0; k * gap * 1.7 < depth; k++) {
      const c = darken(mix(vary(r, c0, 0.1), p.haze, hazeT), dim * 0.7);
      inner.push(
        el('use', {
          href: `#${rowId}`,
          y: top + k * gap * 1.7,
          stroke: c,
          'stroke-width': gap * 1.25,
          'stroke-dasharray': `0 ${n1(gap * 1.7)}`,
          'stroke-dashoffset': (k % 2) * gap * 0.85,
          'stroke-linecap': 'round',
        }),
      );
    }
  }
  out.push(el('g', { 'clip-path': cp, fill: 'none' }, inner));
  // Light on the upper edge of the parcel, shade lower down.
  const shade = doc.linear(
    [
      [0, p.glow, 0.22],
      [0.35, p.glow, 0],
      [1, '#2a160e', 0.3],
    ],
    { x1: 0, y1: ridge(x0) + top, x2: 0, y2: ridge(x0) + top + depth, units: 'userSpaceOnUse' },
  );
  out.push(el('use', { href: shape, fill: shade }));
  return out.join('');
}

function treeLine(doc, ridge, x0, x1, yOff, size, t, p) {
  const r = doc.rand;
  const out = [];
  const hazeT = (1 - t) ** 1.4 * 0.7;
  for (let x = x0; x < x1; x += size * r.range(0.35, 0.7)) {
    out.push(roundTree(doc, x, ridge(x) + yOff + r.range(0, size * 0.4), size * r.range(0.7, 1.2), { colors: woods, haze: p.haze, hazeT }));
  }
  return out.join('');
}

/**
 * Draws a full Langhe landscape into doc.
 * opts: sky, sun {x, y} as fractions, horizon, layers, alps, mist (0..1),
 * villages [{ layer, x, castle }], house { layer, x, size }, foreground (rows),
 * frameTree ('left' | 'right'), after(layerIndex, ...) for extra elements.
 */
export function landscape(doc, opts = {}) {
  const { w, h } = doc;
  const r = doc.rand;
  const p = skies[opts.sky ?? 'golden'];
  const sun = { x: (opts.sun?.x ?? 0.72) * w, y: (opts.sun?.y ?? 0.36) * h };
  const scale = w / 1600;
  // Taller frames (3:2) give the land more room than the 16:9 heroes.
  const tall = h / w > 0.6;
  const horizon = (opts.horizon ?? (tall ? 0.37 : 0.44)) * h;
  const n = opts.layers ?? 6;
  const mist = opts.mist ?? 0.35;
  sky(doc, p, sun);
  if (opts.alps !== false) alps(doc, p, horizon - 4 * scale);
  const layers = [];
  const bottom = opts.nearRidge ?? (tall ? 0.84 : 0.8);
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const baseY = horizon + (bottom * h - horizon) * t ** 1.2 + (i === 0 ? -8 * scale : 0);
    const amp = (8 + 70 * t) * scale * (opts.relief ?? 1);
    const ridge = ridgeFn(doc, baseY, amp, 0.16 + t * 0.5);
    const rowId = doc.id('row');
    const rowPts = [];
    for (let x = -60 * scale; x <= w + 60 * scale; x += 28 * scale) rowPts.push([x, ridge(x)]);
    // Rows are the ridge curve shifted down; their y origin is 0.
    doc.def(el('path', { id: rowId, d: smooth(rowPts.map(([x, y]) => [x, y])) }));
    layers.push({ ridge, rowId, t, hazeT: (1 - t) ** 1.7 * 0.8 });
  }
  const edge = roughen(doc, { freq: 0.02, scale: 5 * scale });
  const rimBlur = blur(doc, 2.2 * scale);
  for (let i = 0; i < n; i++) {
    const L = layers[i];
    const { ridge, t, hazeT } = L;
    const baseC = darken(mix(mix(p.far, r.pick(['#8c7a4a', '#7d6f44', '#93744a']), t ** 0.7), p.haze, hazeT), 0.12 + t * 0.38);
    const pts = [];
    for (let x = -20; x <= w + 20; x += 12 * scale) pts.push([x, ridge(x)]);
    pts.push([w + 20, h + 20], [-20, h + 20]);
    const g = doc.linear(
      [
        [0, lighten(baseC, 0.1)],
        [1, darken(baseC, 0.25 * t)],
      ],
      { x1: 0, y1: ridge(w / 2) - 40 * scale, x2: 0, y2: ridge(w / 2) + 220 * scale, units: 'userSpaceOnUse' },
    );
    const layer = [el('path', { d: poly(pts), fill: g })];
    const isFore = opts.foreground && i === n - 1;
    if (t > 0.15 && !isFore) {
      // Patchwork of parcels across the hill, separated by thin hedges.
      let x = -40 * scale;
      while (x < w + 40 * scale) {
        const pw = r.range(110, 340) * scale * (0.45 + t);
        const top = r.range(0, 10) * scale * (0.3 + t);
        const depth = (70 + 280 * t) * scale;
        if (r.chance(0.9)) layer.push(parcel(doc, L, x, x + pw, top, depth, t, p, scale));
        x += pw;
      }
      if (r.chance(0.85)) {
        const wx = r.range(0, w);
        layer.push(treeLine(doc, ridge, wx, wx + r.range(80, 280) * scale, r.range(-2, 14) * scale, (7 + 24 * t) * scale, t, p));
      }
    }
    doc.add(el('g', { filter: t > 0.1 ? edge : undefined }, layer));
    // Rim of low sun along the crest.
    if (!isFore) {
      const rim = [];
      for (let x = -20; x <= w + 20; x += 12 * scale) rim.push([x, ridge(x) + 1.5 * scale]);
      doc.add(el('path', { d: poly(rim, false), fill: 'none', stroke: lighten(p.glow, 0.3), 'stroke-width': (1 + 1.6 * t) * scale, opacity: 0.22 - hazeT * 0.2, filter: rimBlur }));
    }
    for (const v of opts.villages ?? []) {
      if (v.layer !== i) continue;
      const vx = v.x * w;
      doc.add(village(doc, vx, ridge(vx) + 4 * scale, (0.55 + t * 0.9) * scale * (v.size ?? 1), { haze: p.haze, hazeT: hazeT * 0.8, castle: v.castle, count: v.count ?? 9 }));
    }
    if (opts.house && opts.house.layer === i) {
      const hx = opts.house.x * w;
      const hs = (opts.house.size ?? 1) * scale;
      const by = ridge(hx) + 30 * hs;
      const hz = { haze: p.haze, hazeT: hazeT * 0.5 };
      doc.add(tallTree(doc, hx - 112 * hs, by + 4 * hs, 120 * hs, { color: '#3f4a2a', ...hz }));
      doc.add(farmhouse(doc, hx, by, hs, { ...hz, sunLeft: sun.x < hx }));
      doc.add(tallTree(doc, hx + 96 * hs, by + 6 * hs, 104 * hs, { color: '#46502c', ...hz }));
      doc.add(roundTree(doc, hx + 150 * hs, by + 10 * hs, 60 * hs, { colors: woods, ...hz }));
    }
    opts.after?.(i, ridge, t, p);
    // Mist settles in the valley in front of this ridge.
    if (mist > 0 && i < n - 1) {
      const my = layers[i + 1].ridge(w / 2) - 14 * scale;
      const band = doc.linear(
        [
          [0, p.haze, 0],
          [0.6, lighten(p.haze, 0.5), mist * (1 - t * 0.8)],
          [1, lighten(p.haze, 0.6), 0],
        ],
        { x1: 0, y1: my - 80 * scale, x2: 0, y2: my + 30 * scale, units: 'userSpaceOnUse' },
      );
      doc.add(el('rect', { x: 0, y: my - 80 * scale, width: w, height: 110 * scale, fill: band }));
    }
  }
  if (opts.foreground) foregroundRows(doc, layers[n - 1].ridge, p, scale);
  if (opts.frameTree) frameBranch(doc, opts.frameTree, scale);
  return { layers, ridges: layers.map((l) => l.ridge), p, sun, scale };
}

/** Near vineyard, backlit: rows converging towards the crest, leaves with a rim of light. */
function foregroundRows(doc, ridge, p, scale) {
  const { w, h } = doc;
  const r = doc.rand;
  const vpx = w * r.range(0.4, 0.6);
  const out = [];
  const ground0 = doc.linear(
    [
      [0, '#7a5f3a'],
      [1, '#3e2c1c'],
    ],
    { x1: 0, y1: ridge(w / 2), x2: 0, y2: h, units: 'userSpaceOnUse' },
  );
  const pts = [];
  for (let x = -20; x <= w + 20; x += 12 * scale) pts.push([x, ridge(x)]);
  pts.push([w + 20, h + 20], [-20, h + 20]);
  out.push(el('path', { d: poly(pts), fill: ground0 }));
  const cp = doc.clip(el('path', { d: poly(pts) }));
  const inner = [];
  const rows = 14;
  for (let k = -rows; k <= rows; k++) {
    const bx = vpx + k * 240 * scale;
    const c = r.pick(foliage);
    const farX = vpx + (bx - vpx) * 0.16;
    const farY = ridge(farX) + 2;
    const wNear = 80 * scale;
    inner.push(
      el('path', {
        d: poly([
          [farX - 2 * scale, farY],
          [farX + 2 * scale, farY],
          [bx + wNear, h + 10],
          [bx - wNear, h + 10],
        ]),
        fill: darken(c, 0.45),
      }),
    );
    const steps = 24;
    for (let s = 0; s < steps; s++) {
      const u = (s / steps) ** 1.5;
      const cx = farX + (bx - farX) * u;
      const cy = farY + (h - farY) * u;
      if (cx < -120 * scale || cx > w + 120 * scale) continue;
      const lr = (2 + 30 * u) * scale;
      // A clump of leaves: three rotated ellipses, one catching the light.
      for (let q = 0; q < 2; q++) {
        const lx = cx + r.range(-1, 1) * lr * 1.6;
        const ly = cy - lr * r.range(0.3, 1.4);
        const cc = darken(vary(r, c, 0.12), r.range(0.15, 0.45));
        inner.push(el('ellipse', { cx: lx, cy: ly, rx: lr, ry: lr * 0.55, fill: cc, transform: `rotate(${r.int(-50, 50)} ${n1(lx)} ${n1(ly)})` }));
      }
      if (u > 0.2 && r.chance(0.6)) inner.push(el('ellipse', { cx: cx + lr * 0.3, cy: cy - lr * 1.5, rx: lr * 0.7, ry: lr * 0.25, fill: lighten(c, 0.3), opacity: 0.75 }));
      if (u > 0.45 && r.chance(0.3)) inner.push(el('ellipse', { cx: cx + r.range(-0.6, 0.6) * lr, cy: cy - lr * 0.2, rx: lr * 0.22, ry: lr * 0.3, fill: '#3a1b2a' }));
      if (s % 6 === 5) inner.push(el('path', { d: `M${n1(cx)} ${n1(cy + lr * 0.3)}v${n1(-lr * 3)}`, stroke: '#2a1d14', 'stroke-width': Math.max(1, lr * 0.14) }));
    }
  }
  out.push(el('g', { 'clip-path': cp }, inner));
  out.push(
    el('path', {
      d: poly(pts),
      fill: doc.linear(
        [
          [0, p.glow, 0.3],
          [0.25, p.glow, 0],
          [1, '#150c07', 0.35],
        ],
        { x1: 0, y1: ridge(w / 2), x2: 0, y2: h, units: 'userSpaceOnUse' },
      ),
    }),
  );
  doc.add(el('g', { filter: blur(doc, 1.1 * scale) }, out));
}

/** A backlit oak bough reaching in from the top corner, framing the view. */
function frameBranch(doc, side, scale) {
  const { w } = doc;
  const r = doc.rand;
  const dir = side === 'left' ? 1 : -1;
  const x0 = side === 'left' ? -20 * scale : w + 20 * scale;
  const out = [];
  const leaves = [];
  const bark = '#2a1c14';
  const grow = (x, y, ang, len, width, depth) => {
    const x2 = x + Math.cos(ang) * len * dir;
    const y2 = y + Math.sin(ang) * len;
    const mx = (x + x2) / 2 + r.range(-0.15, 0.15) * len;
    const my = (y + y2) / 2 + r.range(-0.15, 0.15) * len;
    out.push(el('path', { d: `M${n1(x)} ${n1(y)}Q${n1(mx)} ${n1(my)} ${n1(x2)} ${n1(y2)}`, stroke: bark, 'stroke-width': width, fill: 'none', 'stroke-linecap': 'round' }));
    if (depth === 0 || len < 20 * scale) {
      for (let k = 0; k < 9; k++) {
        const lx = x2 + r.gauss() * 26 * scale;
        const ly = y2 + r.gauss() * 18 * scale;
        const lr = r.range(6, 15) * scale;
        const c = r.pick(['#3a2a18', '#4a2e1a', '#5a3418', '#2f2416']);
        leaves.push(el('ellipse', { cx: lx, cy: ly, rx: lr, ry: lr * 0.6, fill: c, transform: `rotate(${n1(r.range(-60, 60))} ${n1(lx)} ${n1(ly)})` }));
        if (r.chance(0.35))
          leaves.push(el('ellipse', { cx: lx + 2 * scale * dir, cy: ly - 2 * scale, rx: lr * 0.7, ry: lr * 0.35, fill: r.pick(['#c98a2e', '#e0a63e', '#b8602a']), opacity: 0.85 }));
      }
      return;
    }
    const kids = r.int(2, 3);
    for (let k = 0; k < kids; k++) grow(x2, y2, ang + r.range(-0.7, 0.7), len * r.range(0.6, 0.78), width * 0.62, depth - 1);
  };
  grow(x0, -10 * scale, r.range(0.25, 0.45), 300 * scale, 26 * scale, 3);
  doc.add(el('g', { filter: blur(doc, 2.4 * scale) }, [...out, ...leaves]));
}
