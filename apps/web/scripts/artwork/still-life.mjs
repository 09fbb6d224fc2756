// Still lifes on the estate table: white truffles on linen, shavings,
// hazelnuts and oak leaves, a plate of tajarin under falling truffle.
import { blob, darken, el, lighten, n1, poly, smooth, vary } from './core.mjs';
import { blur, roughen } from './paint.mjs';

function table(doc, tone = '#6a4128') {
  const { w, h } = doc;
  const r = doc.rand;
  const s = w / 1600;
  const out = [el('rect', { width: w, height: h, fill: tone })];
  const plank = 180 * s;
  for (let y = -r.range(0, plank); y < h; y += plank) {
    const c = vary(r, tone, 0.1);
    out.push(el('rect', { x: 0, y, width: w, height: plank - 3 * s, fill: c }));
    out.push(el('rect', { x: 0, y: y + plank - 4 * s, width: w, height: 4 * s, fill: darken(tone, 0.5) }));
    const grain = [];
    for (let k = 0; k < 14; k++) {
      const gy = y + r.range(0.05, 0.95) * plank;
      const pts = [];
      for (let x = -20; x <= w + 20; x += 80 * s) pts.push([x, gy + Math.sin(x / (120 * s) + k) * 4 * s + r.range(-2, 2) * s]);
      grain.push(el('path', { d: smooth(pts), stroke: r.chance(0.5) ? darken(c, 0.3) : lighten(c, 0.15), 'stroke-width': r.range(0.8, 2.2) * s, fill: 'none', opacity: 0.5 }));
    }
    out.push(...grain);
  }
  doc.add(el('g', { filter: roughen(doc, { freq: 0.01, scale: 4 * s }) }, out));
}

function linen(doc, shape, { color = '#eee4d2' } = {}) {
  const { w } = doc;
  const r = doc.rand;
  const s = w / 1600;
  const cp = doc.clip(el('path', { d: shape }));
  doc.add(el('path', { d: shape, fill: '#1a0f08', opacity: 0.35, transform: `translate(${n1(10 * s)} ${n1(14 * s)})`, filter: blur(doc, 10 * s) }));
  doc.add(el('path', { d: shape, fill: color }));
  // Soft folds: long light and dark bands.
  const folds = [];
  for (let i = 0; i < 9; i++) {
    const x = r.range(-0.2, 1.1) * w;
    const ang = r.range(-0.4, 0.4);
    const len = w * 1.2;
    const bw = r.range(18, 70) * s;
    const dark = r.chance(0.55);
    folds.push(
      el('path', {
        d: poly([
          [x, -50],
          [x + bw, -50],
          [x + bw + Math.sin(ang) * len, len],
          [x + Math.sin(ang) * len, len],
        ]),
        fill: dark ? '#7a6248' : '#ffffff',
        opacity: dark ? 0.3 : 0.45,
      }),
    );
  }
  // The weave, very fine.
  const pid = doc.id('p');
  doc.def(
    el(
      'pattern',
      { id: pid, width: 5 * s, height: 5 * s, patternUnits: 'userSpaceOnUse' },
      el('path', { d: `M0 ${n1(2.5 * s)}H${n1(5 * s)}M${n1(2.5 * s)} 0V${n1(5 * s)}`, stroke: '#7a6650', 'stroke-width': 0.7 * s, opacity: 0.25 }),
    ),
  );
  doc.add(el('g', { 'clip-path': cp }, [el('g', { filter: blur(doc, 16 * s) }, folds), el('rect', { width: w, height: doc.h, fill: `url(#${pid})`, opacity: 0.5 })]));
}

/** One white truffle (Tuber magnatum): pale ochre, knobbly, with a soft shadow. */
export function truffle(doc, cx, cy, size, { tone = '#cfb185', rot = 0 } = {}) {
  const r = doc.rand;
  const s = size;
  const shape = blob(r, cx, cy, s, s * r.range(0.7, 0.85), { points: 11, jitter: 0.16, rot });
  const bump = doc.filter(
    el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.055, numOctaves: 3, seed: r.int(1, 99), result: 'n' }) +
      el('feDiffuseLighting', { in: 'n', surfaceScale: 4.5, 'lighting-color': '#ffffff', result: 'l' }, el('feDistantLight', { azimuth: 225, elevation: 55 })) +
      el(
        'feComponentTransfer',
        { in: 'l', result: 'l2' },
        el('feFuncR', { type: 'linear', slope: 0.45, intercept: 0.6 }) +
          el('feFuncG', { type: 'linear', slope: 0.45, intercept: 0.58 }) +
          el('feFuncB', { type: 'linear', slope: 0.45, intercept: 0.55 }),
      ) +
      el('feComposite', { in: 'l2', in2: 'SourceAlpha', operator: 'in', result: 'lc' }) +
      el('feBlend', { in: 'SourceGraphic', in2: 'lc', mode: 'multiply' }),
  );
  const fill = doc.radial(
    [
      [0, lighten(tone, 0.55)],
      [0.4, lighten(tone, 0.15)],
      [0.8, darken(tone, 0.22)],
      [1, darken(tone, 0.4)],
    ],
    { cx: cx - s * 0.3, cy: cy - s * 0.35, r: s * 1.3, units: 'userSpaceOnUse' },
  );
  doc.add(el('ellipse', { cx: cx + s * 0.12, cy: cy + s * 0.55, rx: s * 1.05, ry: s * 0.4, fill: '#2a1a10', opacity: 0.45, filter: blur(doc, s * 0.12) }));
  doc.add(el('path', { d: shape, fill, filter: bump }));
  // A few knobs catching the light.
  const knobBlur = blur(doc, s * 0.04);
  for (let k = 0; k < 5; k++) {
    const a = r.range(Math.PI * 1.0, Math.PI * 1.6);
    const d = r.range(0.3, 0.75);
    doc.add(el('ellipse', { cx: cx + Math.cos(a) * s * d, cy: cy + Math.sin(a) * s * d * 0.8, rx: s * 0.12, ry: s * 0.07, fill: '#fff8e8', opacity: 0.3, filter: knobBlur }));
  }
}

/** A thin slice showing the marbled flesh. */
function slice(doc, cx, cy, size, tone = ['#c79c74', '#a07652']) {
  const r = doc.rand;
  const shape = blob(r, cx, cy, size, size * 0.62, { points: 10, jitter: 0.12 });
  const cp = doc.clip(el('path', { d: shape }));
  const veins = [];
  for (let k = 0; k < 14; k++) {
    const pts = [];
    let x = cx + r.range(-1, 1) * size;
    let y = cy + r.range(-0.6, 0.6) * size;
    for (let j = 0; j < 6; j++) {
      pts.push([x, y]);
      x += r.range(-0.35, 0.35) * size;
      y += r.range(-0.25, 0.25) * size;
    }
    veins.push(el('path', { d: smooth(pts), stroke: '#f4eadb', 'stroke-width': size * r.range(0.01, 0.022), fill: 'none', opacity: 0.85 }));
  }
  doc.add(el('ellipse', { cx: cx + size * 0.08, cy: cy + size * 0.12, rx: size, ry: size * 0.6, fill: '#2a1a10', opacity: 0.25, filter: blur(doc, size * 0.08) }));
  doc.add(
    el('path', {
      d: shape,
      fill: doc.radial([
        [0, tone[0]],
        [1, tone[1]],
      ]),
    }),
  );
  doc.add(el('g', { 'clip-path': cp }, veins));
  doc.add(el('path', { d: shape, fill: 'none', stroke: darken(tone[1], 0.1), 'stroke-width': size * 0.04 }));
}

export function hazelnut(doc, cx, cy, size) {
  const r = doc.rand;
  doc.add(el('ellipse', { cx: cx + size * 0.2, cy: cy + size * 0.5, rx: size, ry: size * 0.4, fill: '#2a1a10', opacity: 0.35, filter: blur(doc, size * 0.2) }));
  doc.add(
    el('path', {
      d: blob(r, cx, cy, size, size * 0.92, { points: 8, jitter: 0.06 }),
      fill: doc.radial(
        [
          [0, '#c8894a'],
          [0.6, '#8e5328'],
          [1, '#4e2a14'],
        ],
        { cx: cx - size * 0.35, cy: cy - size * 0.4, r: size * 1.5, units: 'userSpaceOnUse' },
      ),
    }),
  );
  doc.add(
    el('path', {
      d: `M${n1(cx - size * 0.6)} ${n1(cy - size * 0.55)}Q${n1(cx)} ${n1(cy - size * 1.05)} ${n1(cx + size * 0.6)} ${n1(cy - size * 0.55)}Q${n1(cx)} ${n1(cy - size * 0.25)} ${n1(cx - size * 0.6)} ${n1(cy - size * 0.55)}Z`,
      fill: '#d8b48a',
    }),
  );
}

export function oakLeaf(cx, cy, size, rot, color) {
  const pts = [];
  const lobes = 5;
  for (let i = 0; i <= lobes * 2; i++) {
    const u = i / (lobes * 2);
    const y = -size + u * size * 2;
    const wv = Math.sin(u * Math.PI) * size * 0.42 * (i % 2 ? 1 : 0.62);
    pts.push([wv, y]);
  }
  const right = pts;
  const left = pts.map(([x, y]) => [-x, y]).reverse();
  const d = smooth([...right, ...left], true);
  return el('g', { transform: `translate(${n1(cx)} ${n1(cy)}) rotate(${n1(rot)})` }, [
    el('path', { d, fill: color }),
    el('path', { d: `M0 ${n1(-size)}V${n1(size * 1.2)}`, stroke: darken(color, 0.3), 'stroke-width': size * 0.04 }),
  ]);
}

/**
 * White truffles on a linen napkin on the farmhouse table.
 * opts: count (1..3), slices, nuts, leaves, slicer, light {x, y}
 */
export function truffleStill(doc, opts = {}) {
  const { w, h } = doc;
  const r = doc.rand;
  const s = w / 1600;
  table(doc, opts.wood ?? '#5e3a24');
  const cloth = smooth(
    [
      [-w * 0.1, h * 0.12],
      [w * 0.4, h * (0.02 + r.range(0, 0.05))],
      [w * (0.86 + r.range(-0.04, 0.04)), h * 0.2],
      [w * 0.96, h * 0.6],
      [w * 1.1, h * 1.1],
      [-w * 0.1, h * 1.1],
    ],
    true,
    0.6,
  );
  linen(doc, cloth);
  for (let k = 0; k < (opts.leaves ?? 3); k++) {
    const x = r.range(0.08, 0.92) * w;
    const y = r.range(0.1, 0.9) * h;
    doc.add(el('g', { opacity: 0.95 }, oakLeaf(x, y, r.range(70, 110) * s, r.range(0, 360), r.pick(['#b8642a', '#a24a24', '#c98a34', '#8a5a2a']))));
  }
  for (let k = 0; k < (opts.nuts ?? 4); k++) hazelnut(doc, r.range(0.2, 0.85) * w, r.range(0.62, 0.92) * h, r.range(24, 32) * s);
  for (let k = 0; k < (opts.slices ?? 3); k++) slice(doc, r.range(0.18, 0.7) * w, r.range(0.72, 0.92) * h, r.range(46, 64) * s);
  const count = opts.count ?? 2;
  const spots = [
    [0.42, 0.42, 230],
    [0.7, 0.52, 150],
    [0.22, 0.66, 105],
  ];
  for (let k = 0; k < count; k++) {
    const [fx, fy, sz] = spots[k];
    truffle(doc, (fx + r.range(-0.04, 0.04)) * w, (fy + r.range(-0.04, 0.04)) * h, sz * s * (opts.scale ?? 1), { rot: r.range(0, 6) });
  }
  if (opts.slicer) slicer(doc, w * 0.78, h * 0.78, s);
  return { light: { x: w * 0.2, y: h * 0.1 } };
}

/** The truffle slicer: a steel body with a wooden knob. */
function slicer(doc, x, y, s) {
  const g = doc.linear(
    [
      [0, '#f2f2ee'],
      [0.5, '#a9aca8'],
      [1, '#e4e4de'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  doc.add(
    el('g', { transform: `translate(${n1(x)} ${n1(y)}) rotate(-28)` }, [
      el('rect', { x: -10 * s, y: 20 * s, width: 360 * s, height: 80 * s, rx: 30 * s, fill: '#1a0f08', opacity: 0.35, filter: blur(doc, 12 * s) }),
      el('rect', { x: -20 * s, y: 0, width: 240 * s, height: 80 * s, rx: 14 * s, fill: g }),
      el('rect', { x: 60 * s, y: 28 * s, width: 90 * s, height: 6 * s, fill: '#5a5a58' }),
      el('rect', { x: 210 * s, y: 22 * s, width: 150 * s, height: 36 * s, rx: 18 * s, fill: '#7a4a2a' }),
    ]),
  );
}

/** Tajarin with shaved white truffle, seen from above on a white plate. */
export function tajarin(doc, opts = {}) {
  const { w, h } = doc;
  const r = doc.rand;
  const s = w / 1600;
  table(doc, opts.wood ?? '#5a3822');
  linen(
    doc,
    poly([
      [-w * 0.1, h * 0.55],
      [w * 0.3, h * 0.35],
      [w * 0.5, h * 1.2],
      [-w * 0.1, h * 1.2],
    ]),
  );
  const cx = w * 0.5;
  const cy = h * 0.52;
  const R = Math.min(w, h) * 0.42;
  doc.add(el('circle', { cx: cx + 14 * s, cy: cy + 20 * s, r: R, fill: '#1a0f08', opacity: 0.4, filter: blur(doc, 18 * s) }));
  doc.add(
    el('circle', {
      cx,
      cy,
      r: R,
      fill: doc.radial([
        [0, '#fbf8f1'],
        [0.8, '#efe9dd'],
        [1, '#d9d0c0'],
      ]),
    }),
  );
  doc.add(el('circle', { cx, cy, r: R * 0.66, fill: 'none', stroke: '#d8cfbf', 'stroke-width': 3 * s }));
  const nest = [];
  for (let k = 0; k < 190; k++) {
    const a0 = r.range(0, Math.PI * 2);
    const pts = [];
    for (let j = 0; j < 5; j++) {
      const a = a0 + j * r.range(0.3, 0.7);
      const rr = R * r.range(0.06, 0.56);
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    }
    nest.push(
      el('path', { d: smooth(pts), stroke: r.pick(['#e9c46a', '#f0cf78', '#d9ae4e', '#f4d98c']), 'stroke-width': r.range(5, 8) * s, fill: 'none', 'stroke-linecap': 'round' }),
    );
  }
  doc.add(el('g', { filter: roughen(doc, { freq: 0.05, scale: 3 * s }) }, nest));
  for (let k = 0; k < 16; k++) {
    const a = r.range(0, Math.PI * 2);
    const rr = R * r.range(0, 0.46);
    slice(doc, cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, r.range(30, 46) * s, ['#e2cba6', '#c4a57c']);
  }
  truffle(doc, w * 0.84, h * 0.24, 90 * s, { rot: 1 });
  return { light: { x: w * 0.15, y: h * 0.1 } };
}
