// The truffle woods: oaks, hazels and poplars in autumn, light through the
// trunks, leaf litter, a path, and the trifolau with his lagotto.
import { blob, darken, el, lighten, mix, n1, poly, smoothNoise, vary } from './core.mjs';
import { lagotto, person, place, shadow } from './figures.mjs';
import { blur, roughen } from './paint.mjs';

export const woodLight = {
  golden: { sky: '#f6d49a', glow: '#ffe6b0', haze: '#d9a877', deep: '#3a2616', floor: '#8a5a30', canopy: ['#b86a2a', '#c98a34', '#8c4a22', '#a4602c', '#d9a844', '#6e5a26'] },
  morning: { sky: '#e8e2d4', glow: '#fff4dc', haze: '#cfc6b4', deep: '#3a3226', floor: '#7a5f3c', canopy: ['#a88a44', '#8a7a3c', '#b07a36', '#7a6a34', '#c4a25a', '#6a6232'] },
  late: { sky: '#e9a66e', glow: '#ffcf8a', haze: '#b8765a', deep: '#2c1a12', floor: '#6e4226', canopy: ['#9c4a24', '#b8642a', '#7a3a1e', '#c78a3a', '#5e3a1c', '#a8542a'] },
};

function trunk(doc, x, baseY, topY, width, color, { bark = true } = {}) {
  const r = doc.rand;
  const lean = r.range(-0.04, 0.04) * (baseY - topY);
  const d = `M${n1(x - width * 0.6)} ${n1(baseY)}C${n1(x - width * 0.45)} ${n1(baseY - (baseY - topY) * 0.3)} ${n1(x - width * 0.4 + lean)} ${n1(topY + (baseY - topY) * 0.3)} ${n1(x - width * 0.3 + lean)} ${n1(topY)}L${n1(x + width * 0.3 + lean)} ${n1(topY)}C${n1(x + width * 0.4 + lean)} ${n1(topY + (baseY - topY) * 0.3)} ${n1(x + width * 0.45)} ${n1(baseY - (baseY - topY) * 0.3)} ${n1(x + width * 0.65)} ${n1(baseY)}Z`;
  const out = [el('path', { d, fill: color })];
  if (bark && width > 14) {
    // Lit edge and a few furrows of bark.
    out.push(
      el('path', {
        d: `M${n1(x + width * 0.3)} ${n1(baseY)}C${n1(x + width * 0.25)} ${n1(baseY - (baseY - topY) * 0.5)} ${n1(x + width * 0.2 + lean)} ${n1(topY + 20)} ${n1(x + width * 0.22 + lean)} ${n1(topY)}`,
        stroke: lighten(color, 0.3),
        'stroke-width': width * 0.12,
        fill: 'none',
        opacity: 0.6,
      }),
    );
    for (let k = 0; k < Math.min(10, width / 5); k++) {
      const bx = x + r.range(-0.35, 0.2) * width;
      const by = r.range(topY, baseY);
      out.push(
        el('path', {
          d: `M${n1(bx)} ${n1(by)}q${n1(r.range(-2, 2))} ${n1(width * 1.5)} 0 ${n1(width * r.range(2, 4))}`,
          stroke: darken(color, 0.3),
          'stroke-width': Math.max(1, width * 0.06),
          fill: 'none',
          opacity: 0.7,
        }),
      );
    }
  }
  return out.join('');
}

function canopy(doc, y, depth, L, n) {
  const { w } = doc;
  const r = doc.rand;
  const out = [];
  const hz = (1 - depth) * 0.6;
  for (let i = 0; i < n; i++) {
    const cx = r.range(-0.05, 1.05) * w;
    const cy = y + r.range(-1, 1) * 80 * (w / 1600);
    const rx = r.range(30, 120) * (w / 1600) * (0.6 + depth);
    const c = mix(darken(vary(r, r.pick(L.canopy), 0.1), depth * 0.35), L.haze, hz);
    out.push(el('path', { d: blob(r, cx, cy, rx, rx * 0.6, { jitter: 0.3, points: 10 }), fill: c, opacity: 0.95 }));
  }
  return out.join('');
}

/**
 * A scene in the woods. opts: light ('golden' | 'morning' | 'late'),
 * glow {x, y} fractions, ground (fraction), mist, path (bool),
 * people [{ kind, x, h, ...colours }], dog { x, h, pose, coat, patch },
 * nearTrunks (count), leaves (litter density), closeGround (bool).
 */
export function woods(doc, opts = {}) {
  const { w, h } = doc;
  const r = doc.rand;
  const s = w / 1600;
  const L = woodLight[opts.light ?? 'golden'];
  const glow = { x: (opts.glow?.x ?? 0.6) * w, y: (opts.glow?.y ?? 0.4) * h };
  const gy = (opts.ground ?? 0.64) * h;
  // Bright haze between the trees.
  doc.add(
    el('rect', {
      width: w,
      height: h,
      fill: doc.linear([
        [0, darken(L.haze, 0.15)],
        [0.45, L.sky],
        [1, L.haze],
      ]),
    }),
  );
  doc.add(
    el('rect', {
      width: w,
      height: h,
      fill: doc.radial(
        [
          [0, L.glow, 1],
          [0.35, L.glow, 0.5],
          [1, L.glow, 0],
        ],
        { cx: glow.x, cy: glow.y, r: w * 0.5, units: 'userSpaceOnUse' },
      ),
    }),
  );
  const groundNoise = smoothNoise(r, { octaves: 3, base: 1 / (0.6 * w) });
  const groundAt = (x, off = 0) => gy + off + groundNoise(x) * 18 * s;
  // Three depths of trunks and canopy, far to near.
  const depths = [
    { d: 0.15, n: 26, wMin: 4, wMax: 9 },
    { d: 0.45, n: 12, wMin: 9, wMax: 20 },
    { d: 0.75, n: 6, wMin: 20, wMax: 36 },
  ];
  for (const D of depths) {
    const hz = (1 - D.d) * 0.75;
    const col = mix(darken(L.deep, 0.1), L.haze, hz);
    doc.add(el('g', { opacity: 0.95 }, canopy(doc, h * (0.04 + D.d * 0.06), D.d, L, Math.round(28 + 26 * D.d))));
    const group = [];
    for (let i = 0; i < D.n; i++) {
      const x = r.range(-0.02, 1.02) * w;
      const base = groundAt(x, (D.d - 0.3) * 40 * s);
      group.push(trunk(doc, x, base + 6 * s, -10, r.range(D.wMin, D.wMax) * s * (1 + D.d), vary(r, col, 0.05), { bark: D.d > 0.5 }));
    }
    doc.add(el('g', { filter: D.d < 0.3 ? blur(doc, 1.6 * s) : undefined }, group));
    // Ground band for this depth.
    const pts = [];
    for (let x = -20; x <= w + 20; x += 20 * s) pts.push([x, groundAt(x, (D.d - 0.3) * 40 * s)]);
    pts.push([w + 20, h + 20], [-20, h + 20]);
    doc.add(el('path', { d: poly(pts), fill: mix(darken(L.floor, D.d * 0.3), L.haze, hz * 0.8), filter: D.d < 0.5 ? blur(doc, 4 * s) : undefined }));
    if (opts.mist) {
      const my = groundAt(w / 2, (D.d - 0.3) * 40 * s) - 60 * s;
      doc.add(
        el('rect', {
          x: 0,
          y: my - 120 * s,
          width: w,
          height: 200 * s,
          fill: doc.linear([
            [0, L.glow, 0],
            [0.6, L.glow, opts.mist * (1 - D.d)],
            [1, L.glow, 0],
          ]),
        }),
      );
    }
  }
  // Light shafts from the glow, falling through the trunks.
  const shafts = [];
  for (let i = 0; i < 6; i++) {
    const ang = r.range(-0.5, 0.5);
    const len = h * 1.3;
    const spread = r.range(0.02, 0.06);
    const x2 = glow.x + Math.sin(ang - spread) * len;
    const x3 = glow.x + Math.sin(ang + spread) * len;
    shafts.push(
      el('path', {
        d: poly([
          [glow.x, glow.y - 40 * s],
          [x2, glow.y + len],
          [x3, glow.y + len],
        ]),
        fill: L.glow,
        opacity: r.range(0.08, 0.18),
      }),
    );
  }
  doc.add(el('g', { filter: blur(doc, 14 * s) }, shafts));
  // Forest floor: the path and the leaf litter.
  const floorY = groundAt(w / 2, 14 * s);
  if (opts.path !== false) {
    const px = (opts.pathX ?? 0.5) * w;
    doc.add(
      el('path', {
        d: `M${n1(px - 14 * s)} ${n1(floorY)}C${n1(px - 100 * s)} ${n1(floorY + (h - floorY) * 0.4)} ${n1(px - 340 * s)} ${n1(h * 0.9)} ${n1(px - 420 * s)} ${n1(h + 10)}L${n1(px + 140 * s)} ${n1(h + 10)}C${n1(px + 60 * s)} ${n1(h * 0.9)} ${n1(px + 30 * s)} ${n1(floorY + (h - floorY) * 0.4)} ${n1(px + 14 * s)} ${n1(floorY)}Z`,
        fill: lighten(L.floor, 0.22),
        opacity: 0.75,
        filter: blur(doc, 3 * s),
      }),
    );
  }
  const litter = [];
  const density = opts.leaves ?? 1;
  for (let i = 0; i < 420 * density; i++) {
    const y = floorY + (h - floorY) * r.next() ** 0.7;
    const x = r.range(0, w);
    const u = (y - floorY) / (h - floorY);
    const lr = (2 + 12 * u) * s;
    const c = r.pick(['#b8642a', '#d49a3c', '#8c3f22', '#a67a34', '#6e4a22', '#c9803a']);
    litter.push(
      el('ellipse', { cx: x, cy: y, rx: lr, ry: lr * 0.45, fill: mix(vary(r, c, 0.12), L.haze, (1 - u) * 0.35), transform: `rotate(${r.int(-40, 40)} ${n1(x)} ${n1(y)})` }),
    );
  }
  doc.add(el('g', { filter: roughen(doc, { freq: 0.05, scale: 2 * s }) }, litter));
  // People and dog.
  const people = opts.people ?? [];
  for (const p of people) {
    const x = p.x * w;
    const y = groundAt(x, (p.depth ?? 0.6) * 60 * s);
    const hh = p.h * h;
    doc.add(shadow(x + hh * 0.1, y, hh * 0.22, L.deep, 0.35));
    doc.add(place(person(p.kind, { shade: 0.18, ...p }), x, y, hh, { flip: p.flip }));
  }
  if (opts.dog) {
    const dgx = opts.dog.x * w;
    const y = groundAt(dgx, (opts.dog.depth ?? 0.6) * 60 * s);
    const hh = opts.dog.h * h;
    doc.add(shadow(dgx, y, hh * 0.28, L.deep, 0.35));
    if (opts.dog.pose === 'dig') {
      doc.add(el('path', { d: blob(r, dgx + hh * 0.27, y + hh * 0.01, hh * 0.12, hh * 0.04), fill: '#3a2616' }));
      for (let k = 0; k < 12; k++) doc.add(el('circle', { cx: dgx + hh * r.range(0.15, 0.45), cy: y - hh * r.range(0, 0.12), r: hh * r.range(0.006, 0.016), fill: '#4a3020' }));
    }
    doc.add(place(lagotto(r, opts.dog), dgx, y, hh, { flip: opts.dog.flip }));
  }
  // Foreground trunks, dark and close, and out-of-focus leaves.
  const fore = [];
  for (let i = 0; i < (opts.nearTrunks ?? 2); i++) {
    const x = i % 2 === 0 ? r.range(-0.02, 0.14) * w : r.range(0.86, 1.02) * w;
    fore.push(trunk(doc, x, h + 20, -20, r.range(60, 110) * s, darken(L.deep, 0.15)));
  }
  doc.add(...fore);
  const blurLeaves = [];
  for (let i = 0; i < 22; i++) {
    const corner = r.chance(0.5) ? r.range(-0.05, 0.25) : r.range(0.75, 1.05);
    const x = corner * w;
    const y = r.chance(0.5) ? r.range(0.86, 1.05) * h : r.range(-0.05, 0.12) * h;
    const lr = r.range(20, 50) * s;
    blurLeaves.push(
      el('ellipse', { cx: x, cy: y, rx: lr, ry: lr * 0.5, fill: r.pick(['#7a3a1e', '#a4552a', '#5e3a1c', '#c98a34']), transform: `rotate(${r.int(-60, 60)} ${n1(x)} ${n1(y)})` }),
    );
  }
  doc.add(el('g', { filter: blur(doc, 6 * s), opacity: 0.9 }, blurLeaves));
  return { glow, groundAt };
}
