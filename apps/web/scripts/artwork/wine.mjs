// The wine side: the vaulted cellar with its barrels, and glasses of
// Nebbiolo with the estate bottle on the tasting table.
import { blob, darken, el, lighten, mix, n1, poly, vary } from './core.mjs';

const nameSize = (name) => Math.min(4.6, 24 / (0.44 * name.length));
import { blur, roughen } from './paint.mjs';

/** The brick-vaulted cellar, barrels on both sides, lamps along the aisle. */
export function cellar(doc, opts = {}) {
  const { w, h } = doc;
  const r = doc.rand;
  const s = w / 1600;
  const vp = { x: w * (opts.vpx ?? 0.5), y: h * 0.46 };
  const warm = opts.warm ?? '#ffc56e';
  doc.add(el('rect', { width: w, height: h, fill: '#1c120c' }));
  doc.add(
    el('rect', {
      width: w,
      height: h,
      fill: doc.radial(
        [
          [0, '#f3b66a', 1],
          [0.12, '#c07a3c', 0.9],
          [0.5, '#5a341c', 0.7],
          [1, '#1c120c', 0],
        ],
        { cx: vp.x, cy: vp.y, r: w * 0.6, units: 'userSpaceOnUse' },
      ),
    }),
  );
  const depthAt = (k) => 1 / (1 + k * 0.42);
  // Floor of cotto tiles, lit towards the far door.
  const floorY = (k) => vp.y + (h * 0.95 - vp.y) * depthAt(k);
  doc.add(
    el('path', {
      d: poly([
        [-w * 0.2, h],
        [vp.x - 30 * s, vp.y + 40 * s],
        [vp.x + 30 * s, vp.y + 40 * s],
        [w * 1.2, h],
      ]),
      fill: doc.linear(
        [
          [0, '#8a5a36'],
          [1, '#3a2418'],
        ],
        { x1: 0, y1: vp.y, x2: 0, y2: h, units: 'userSpaceOnUse' },
      ),
    }),
  );
  const lines = [];
  for (let k = 0; k < 14; k++) {
    const y = floorY(k * 0.7);
    lines.push(el('path', { d: `M0 ${n1(y)}H${w}`, stroke: '#2a1a10', 'stroke-width': 2 * s * depthAt(k * 0.7), opacity: 0.35 }));
  }
  for (let k = -8; k <= 8; k++)
    lines.push(el('path', { d: `M${n1(vp.x + k * 8 * s)} ${n1(vp.y + 40 * s)}L${n1(vp.x + k * 260 * s)} ${n1(h)}`, stroke: '#2a1a10', 'stroke-width': 1.5 * s, opacity: 0.3 }));
  doc.add(el('g', {}, lines));
  // Arches and barrels, far to near.
  const N = 7;
  for (let k = N; k >= 0; k--) {
    const d = depthAt(k);
    const aw = w * 0.62 * d;
    const top = vp.y - h * 0.7 * d;
    const baseY = floorY(k);
    const light = mix('#2a1a10', '#d9925a', Math.max(0, 1 - d * 1.2));
    // Brick rib of the vault.
    const rib = `M${n1(vp.x - aw)} ${n1(baseY)}V${n1(vp.y - h * 0.2 * d)}Q${n1(vp.x - aw)} ${n1(top)} ${n1(vp.x)} ${n1(top)}Q${n1(vp.x + aw)} ${n1(top)} ${n1(vp.x + aw)} ${n1(vp.y - h * 0.2 * d)}V${n1(baseY)}`;
    doc.add(el('path', { d: rib, fill: 'none', stroke: mix('#6a3a22', light, 0.4), 'stroke-width': 30 * s * d }));
    doc.add(el('path', { d: rib, fill: 'none', stroke: '#b06a3e', 'stroke-width': 30 * s * d, 'stroke-dasharray': `${n1(12 * s * d)} ${n1(3 * s * d)}`, opacity: 0.45 }));
    // Lamp hanging from the rib.
    const ly = top + 40 * s * d;
    doc.add(el('path', { d: `M${n1(vp.x)} ${n1(top)}V${n1(ly)}`, stroke: '#1a100a', 'stroke-width': 2 * s * d }));
    doc.add(
      el('circle', {
        cx: vp.x,
        cy: ly + 8 * s * d,
        r: 90 * s * d,
        fill: doc.radial([
          [0, warm, 0.55],
          [1, warm, 0],
        ]),
      }),
    );
    doc.add(el('circle', { cx: vp.x, cy: ly + 8 * s * d, r: 7 * s * d, fill: '#fff1cf' }));
    // Two rows of barrels on each side, heads towards the aisle.
    for (const side of [-1, 1]) {
      for (const tier of [0, 1]) {
        const R = 118 * s * d;
        const bx = vp.x + side * (aw * 0.62 + R * 0.35);
        const by = baseY - R - tier * R * 1.95;
        barrelHead(doc, bx, by, R, side, d, k === 0 && tier === 0 && r.chance(0.5));
      }
    }
  }
  return { light: { x: vp.x, y: vp.y, color: '#ffcf8a' } };
}

function barrelHead(doc, cx, cy, R, side, d, chalk) {
  const r = doc.rand;
  const rx = R * 0.52;
  const wood = vary(r, '#8a5230', 0.08);
  const lit = Math.max(0, 0.35 - d * 0.25);
  // Body of the barrel going back towards the wall.
  doc.add(
    el('path', {
      d: `M${n1(cx)} ${n1(cy - R)}L${n1(cx + side * R * 1.1)} ${n1(cy - R * 1.02)}L${n1(cx + side * R * 1.1)} ${n1(cy + R * 1.02)}L${n1(cx)} ${n1(cy + R)}Z`,
      fill: darken(wood, 0.45),
    }),
  );
  for (const f of [0.25, 0.75])
    doc.add(el('path', { d: `M${n1(cx + side * R * 1.1 * f)} ${n1(cy - R * 1.01)}V${n1(cy + R * 1.01)}`, stroke: '#1a120c', 'stroke-width': R * 0.06, opacity: 0.8 }));
  const g = doc.radial(
    [
      [0, lighten(wood, 0.2 + lit)],
      [0.75, wood],
      [1, darken(wood, 0.35)],
    ],
    { cx: cx - side * rx * 0.2, cy: cy - R * 0.2, r: R * 1.1, units: 'userSpaceOnUse' },
  );
  doc.add(el('ellipse', { cx, cy, rx, ry: R, fill: g }));
  const staves = [];
  for (let i = -3; i <= 3; i++)
    staves.push(
      el('path', {
        d: `M${n1(cx + (i / 4) * rx)} ${n1(cy - R * Math.sqrt(1 - (i / 4) ** 2))}V${n1(cy + R * Math.sqrt(1 - (i / 4) ** 2))}`,
        stroke: darken(wood, 0.35),
        'stroke-width': R * 0.02,
      }),
    );
  doc.add(el('g', { opacity: 0.6 }, staves));
  doc.add(el('ellipse', { cx, cy, rx: rx * 0.92, ry: R * 0.92, fill: 'none', stroke: '#2a1a10', 'stroke-width': R * 0.07 }));
  doc.add(el('ellipse', { cx, cy: cy + R * 0.05, rx: rx * 0.12, ry: R * 0.12, fill: '#5a1820', opacity: 0.85 }));
  if (chalk)
    doc.add(
      el('path', {
        d: `M${n1(cx - rx * 0.5)} ${n1(cy - R * 0.45)}l${n1(rx * 0.3)} ${n1(-R * 0.05)}m${n1(rx * 0.05)} 0l${n1(rx * 0.35)} ${n1(R * 0.02)}M${n1(cx - rx * 0.4)} ${n1(cy - R * 0.3)}l${n1(rx * 0.7)} 0`,
        stroke: '#efe8dc',
        'stroke-width': R * 0.025,
        opacity: 0.8,
        fill: 'none',
      }),
    );
}

/** A tulip glass of Nebbiolo. */
export function glass(doc, cx, baseY, H, { fill = 0.38, tilt = 0 } = {}) {
  const s = H / 100;
  const bowlTop = baseY - H;
  const bowlBot = baseY - 48 * s;
  const bw = 26 * s;
  const bowl = `M${n1(cx - bw * 0.72)} ${n1(bowlTop)}C${n1(cx - bw * 0.8)} ${n1(bowlTop + 16 * s)} ${n1(cx - bw * 1.18)} ${n1(bowlBot - 22 * s)} ${n1(cx - bw * 0.9)} ${n1(bowlBot - 6 * s)}C${n1(cx - bw * 0.6)} ${n1(bowlBot + 2 * s)} ${n1(cx + bw * 0.6)} ${n1(bowlBot + 2 * s)} ${n1(cx + bw * 0.9)} ${n1(bowlBot - 6 * s)}C${n1(cx + bw * 1.18)} ${n1(bowlBot - 22 * s)} ${n1(cx + bw * 0.8)} ${n1(bowlTop + 16 * s)} ${n1(cx + bw * 0.72)} ${n1(bowlTop)}Z`;
  const out = [];
  out.push(el('ellipse', { cx: cx + 14 * s, cy: baseY + 1 * s, rx: 30 * s, ry: 5 * s, fill: '#120a06', opacity: 0.4, filter: blur(doc, 3 * s) }));
  // Red light cast through the wine onto the table.
  out.push(el('ellipse', { cx: cx + 22 * s, cy: baseY + 2 * s, rx: 20 * s, ry: 4 * s, fill: '#b0323a', opacity: 0.35, filter: blur(doc, 4 * s) }));
  out.push(el('ellipse', { cx, cy: baseY - 1 * s, rx: 20 * s, ry: 3.5 * s, fill: '#fffaf0', opacity: 0.22, stroke: '#fffaf0', 'stroke-opacity': 0.5, 'stroke-width': 0.8 * s }));
  out.push(el('path', { d: `M${n1(cx - 1.3 * s)} ${n1(baseY - 1 * s)}V${n1(bowlBot)}h${n1(2.6 * s)}V${n1(baseY - 1 * s)}Z`, fill: '#fffaf0', opacity: 0.45 }));
  const cp = doc.clip(el('path', { d: bowl }));
  const level = bowlBot - (bowlBot - bowlTop) * fill;
  const wine = doc.linear(
    [
      [0, '#5e0c1a'],
      [0.6, '#44060f'],
      [1, '#2a0408'],
    ],
    { x1: 0, y1: level, x2: 0, y2: bowlBot, units: 'userSpaceOnUse' },
  );
  out.push(
    el('g', { 'clip-path': cp }, [
      el('rect', {
        x: cx - bw * 1.5,
        y: level,
        width: bw * 3,
        height: bowlBot - level + 4 * s,
        fill: wine,
        transform: tilt ? `rotate(${tilt} ${n1(cx)} ${n1(level)})` : undefined,
      }),
      el('ellipse', { cx, cy: level, rx: bw * 1.2, ry: 2 * s, fill: '#8a2a2a', opacity: 0.9 }),
      el('ellipse', { cx: cx - bw * 0.3, cy: level + 10 * s, rx: bw * 0.25, ry: 8 * s, fill: '#c2443a', opacity: 0.3, filter: blur(doc, 3 * s) }),
    ]),
  );
  out.push(el('path', { d: bowl, fill: '#fffaf0', 'fill-opacity': 0.04, stroke: '#fffaf0', 'stroke-opacity': 0.45, 'stroke-width': 1 * s }));
  out.push(
    el('path', {
      d: `M${n1(cx - bw * 0.55)} ${n1(bowlTop + 10 * s)}C${n1(cx - bw * 0.85)} ${n1(bowlTop + 25 * s)} ${n1(cx - bw * 0.85)} ${n1(bowlBot - 20 * s)} ${n1(cx - bw * 0.65)} ${n1(bowlBot - 10 * s)}`,
      stroke: '#ffffff',
      'stroke-width': 2.6 * s,
      fill: 'none',
      opacity: 0.55,
      'stroke-linecap': 'round',
      filter: blur(doc, 0.6 * s),
    }),
  );
  out.push(
    el('path', {
      d: `M${n1(cx + bw * 0.62)} ${n1(bowlTop + 14 * s)}q${n1(bw * 0.12)} ${n1(8 * s)} ${n1(bw * 0.1)} ${n1(16 * s)}`,
      stroke: '#ffffff',
      'stroke-width': 1.6 * s,
      fill: 'none',
      opacity: 0.4,
      'stroke-linecap': 'round',
    }),
  );
  out.push(el('ellipse', { cx, cy: bowlTop, rx: bw * 0.72, ry: 2.2 * s, fill: 'none', stroke: '#fffaf0', 'stroke-opacity': 0.55, 'stroke-width': 0.9 * s }));
  return out.join('');
}

/** Shading for bottles: dark on the left, a cool glint on the right. */
export const bottleDefs = el('linearGradient', { id: 'bottleShade', x1: 0, y1: 0, x2: 1, y2: 0 }, [
  el('stop', { offset: 0, 'stop-color': '#000000', 'stop-opacity': 0.45 }),
  el('stop', { offset: 0.35, 'stop-color': '#000000', 'stop-opacity': 0 }),
  el('stop', { offset: 0.8, 'stop-color': '#ffffff', 'stop-opacity': 0.08 }),
  el('stop', { offset: 0.92, 'stop-color': '#ffffff', 'stop-opacity': 0.22 }),
  el('stop', { offset: 1, 'stop-color': '#000000', 'stop-opacity': 0.3 }),
]);

/** The estate bottle (an Albeisa-shaped bottle) with a cream label. */
export function bottleShape(cx, baseY, H, { glassColor = '#1f2a1c', label = '#efe4cf', capsule = '#5a1420', name = 'Barolo', wine } = {}) {
  const s = H / 100;
  const bw = 13 * s;
  const d = `M${n1(cx - bw)} ${n1(baseY)}V${n1(baseY - 58 * s)}C${n1(cx - bw)} ${n1(baseY - 70 * s)} ${n1(cx - 4 * s)} ${n1(baseY - 72 * s)} ${n1(cx - 4 * s)} ${n1(baseY - 80 * s)}V${n1(baseY - 100 * s)}h${n1(8 * s)}V${n1(baseY - 80 * s)}C${n1(cx + 4 * s)} ${n1(baseY - 72 * s)} ${n1(cx + bw)} ${n1(baseY - 70 * s)} ${n1(cx + bw)} ${n1(baseY - 58 * s)}V${n1(baseY)}Z`;
  return [
    el('ellipse', { cx: cx + 3 * s, cy: baseY, rx: bw * 1.25, ry: 1.6 * s, fill: '#120a06', opacity: 0.45 }),
    el('path', { d, fill: glassColor }),
    wine
      ? el('path', { d: `M${n1(cx - bw + 1.5 * s)} ${n1(baseY - 1.5 * s)}V${n1(baseY - 62 * s)}h${n1(bw * 2 - 3 * s)}V${n1(baseY - 1.5 * s)}Z`, fill: wine, opacity: 0.75 })
      : '',
    el('path', { d, fill: 'url(#bottleShade)' }),
    el('path', { d: `M${n1(cx - 4.2 * s)} ${n1(baseY - 100 * s)}h${n1(8.4 * s)}v${n1(14 * s)}h${n1(-8.4 * s)}Z`, fill: capsule }),
    el('rect', { x: cx - bw, y: baseY - 44 * s, width: bw * 2, height: 28 * s, fill: label }),
    el('rect', { x: cx - bw + 2 * s, y: baseY - 42 * s, width: bw * 2 - 4 * s, height: 24 * s, fill: 'none', stroke: '#8a6a3a', 'stroke-width': 0.5 * s }),
    el(
      'text',
      { x: cx, y: baseY - 33 * s, 'font-family': "'EB Garamond', Georgia, serif", 'font-size': 4.2 * s, 'text-anchor': 'middle', fill: '#3a2a1c', 'letter-spacing': 0.6 * s },
      'TENUTA',
    ),
    el(
      'text',
      {
        x: cx,
        y: baseY - 25 * s,
        'font-family': "'EB Garamond', Georgia, serif",
        'font-style': 'italic',
        'font-size': nameSize(name) * s,
        'text-anchor': 'middle',
        fill: darken(capsule, 0.35),
      },
      name,
    ),
    el('path', {
      d: `M${n1(cx - bw * 0.55)} ${n1(baseY - 4 * s)}V${n1(baseY - 14 * s)}M${n1(cx - bw * 0.55)} ${n1(baseY - 46 * s)}V${n1(baseY - 58 * s)}`,
      stroke: '#ffffff',
      'stroke-width': 2 * s,
      opacity: 0.22,
    }),
  ].join('');
}

/**
 * The tasting table: glasses of Nebbiolo, the bottle, grapes, a warm room
 * behind (out of focus). opts: glasses (1..3), bottle, grapes, window.
 */
export function glasses(doc, opts = {}) {
  const { w, h } = doc;
  const r = doc.rand;
  const s = w / 1600;
  const tableY = h * (opts.tableY ?? 0.72);
  doc.add(
    el('rect', {
      width: w,
      height: h,
      fill: doc.linear([
        [0, '#3a2418'],
        [1, '#5a3a22'],
      ]),
    }),
  );
  // Bokeh: lamps and a window, out of focus.
  const bokeh = [];
  if (opts.window !== false)
    bokeh.push(
      el('rect', {
        x: w * 0.62,
        y: h * 0.06,
        width: w * 0.3,
        height: h * 0.5,
        fill: doc.linear([
          [0, '#f6d29a'],
          [1, '#e39a5a'],
        ]),
        opacity: 0.9,
      }),
    );
  for (let i = 0; i < 26; i++) {
    const c = r.pick(['#ffd38a', '#f0a860', '#ffe6b8', '#d9823e']);
    bokeh.push(el('circle', { cx: r.range(0, w), cy: r.range(0, tableY * 0.95), r: r.range(14, 60) * s, fill: c, opacity: r.range(0.15, 0.5) }));
  }
  doc.add(el('g', { filter: blur(doc, 16 * s) }, bokeh));
  // Table top.
  doc.add(
    el('rect', {
      y: tableY,
      width: w,
      height: h - tableY,
      fill: doc.linear([
        [0, '#7a4a2a'],
        [1, '#3a2214'],
      ]),
    }),
  );
  doc.add(el('rect', { y: tableY, width: w, height: 3 * s, fill: '#c08a5a', opacity: 0.6 }));
  // A linen runner.
  doc.add(
    el('path', {
      d: poly([
        [w * 0.12, tableY],
        [w * 0.7, tableY],
        [w * 0.86, h],
        [w * 0.02, h],
      ]),
      fill: '#e9dfcc',
      opacity: 0.92,
    }),
  );
  const H = h * (opts.glassH ?? 0.42);
  const items = [];
  doc.def(bottleDefs);
  if (opts.bottle !== false) items.push({ z: 0, m: bottleShape(w * (opts.bottleX ?? 0.28), tableY + 6 * s, H * 1.55, { name: opts.label ?? 'Barolo' }) });
  const xs = opts.glassX ?? [0.48, 0.64, 0.38];
  for (let i = 0; i < (opts.glasses ?? 2); i++) {
    const z = i * 0.5;
    items.push({ z: 1 + z, m: glass(doc, w * xs[i], tableY + (30 + i * 40) * s, H * (1 + i * 0.08), { fill: r.range(0.3, 0.42) }) });
  }
  if (opts.grapes !== false) items.push({ z: 3, m: grapes(doc, w * 0.8, tableY + 80 * s, 70 * s) });
  items.sort((a, b) => a.z - b.z);
  doc.add(...items.map((i) => i.m));
  return { light: { x: w * 0.75, y: h * 0.25, color: '#ffd08a' } };
}

function grapes(doc, cx, cy, size) {
  const r = doc.rand;
  const out = [el('ellipse', { cx: cx + size * 0.2, cy: cy + size * 0.9, rx: size * 1.2, ry: size * 0.3, fill: '#120a06', opacity: 0.4, filter: blur(doc, size * 0.1) })];
  out.push(
    el('path', {
      d: `M${n1(cx)} ${n1(cy - size * 0.8)}q${n1(size * 0.2)} ${n1(-size * 0.3)} ${n1(size * 0.5)} ${n1(-size * 0.4)}`,
      stroke: '#5a4a2a',
      'stroke-width': size * 0.07,
      fill: 'none',
    }),
  );
  for (let row = 0; row < 6; row++) {
    const n = 6 - row;
    for (let k = 0; k < n; k++) {
      const x = cx + (k - (n - 1) / 2) * size * 0.3 + r.range(-0.05, 0.05) * size;
      const y = cy - size * 0.6 + row * size * 0.26;
      const g = doc.radial(
        [
          [0, '#8a5a7a'],
          [0.5, '#3a1a30'],
          [1, '#1a0a14'],
        ],
        { cx: 0.35, cy: 0.3 },
      );
      out.push(el('circle', { cx: x, cy: y, r: size * 0.17, fill: g }));
    }
  }
  out.push(el('path', { d: blob(r, cx - size * 0.6, cy - size * 0.75, size * 0.5, size * 0.3), fill: '#a8642a', transform: `rotate(-20 ${n1(cx)} ${n1(cy)})` }));
  return out.join('');
}

export { roughen, mix };
