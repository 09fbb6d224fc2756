// Buildings and trees that sit in the landscapes: hilltop villages, the
// family cascina, oaks, hazels, poplars and cypresses.
import { blob, darken, el, lighten, mix, n1, poly, vary } from './core.mjs';

/** A round-crowned tree (oak, hazel) made of overlapping painted blobs. */
export function roundTree(doc, x, baseY, size, { colors, haze = '#000', hazeT = 0, trunk = '#3b2a20', light = 1 } = {}) {
  const r = doc.rand;
  const out = [];
  const th = size * 0.55;
  const trunkC = mix(trunk, haze, hazeT);
  out.push(
    el('path', {
      d: poly([
        [x - size * 0.05, baseY],
        [x - size * 0.025, baseY - th],
        [x + size * 0.025, baseY - th],
        [x + size * 0.06, baseY],
      ]),
      fill: trunkC,
    }),
  );
  const cy = baseY - th - size * 0.25;
  const n = 5 + Math.round(size / 14);
  for (let i = 0; i < n; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = r.range(0, size * 0.32);
    const bx = x + Math.cos(a) * d;
    const by = cy + Math.sin(a) * d * 0.7;
    const base = r.pick(colors);
    // Lit from above-right: the upper blobs are lighter.
    const lit = Math.max(0, (cy - by) / size + 0.2) * 0.5 * light;
    const c = mix(lighten(vary(r, base, 0.06), lit), haze, hazeT);
    out.push(el('path', { d: blob(r, bx, by, size * r.range(0.2, 0.32), size * r.range(0.17, 0.26), { jitter: 0.22 }), fill: c }));
  }
  return out.join('');
}

/** A tall poplar or cypress: a narrow flame of foliage. */
export function tallTree(doc, x, baseY, height, { color = '#3f4a2a', haze = '#000', hazeT = 0, slim = 0.16 } = {}) {
  const r = doc.rand;
  const w = height * slim;
  const c = mix(vary(r, color, 0.05), haze, hazeT);
  const pts = [
    [x, baseY - height],
    [x + w * 0.45, baseY - height * 0.72],
    [x + w * 0.55, baseY - height * 0.35],
    [x + w * 0.3, baseY - height * 0.05],
    [x - w * 0.3, baseY - height * 0.05],
    [x - w * 0.55, baseY - height * 0.35],
    [x - w * 0.45, baseY - height * 0.72],
  ];
  const shade = mix(darken(color, 0.25), haze, hazeT);
  return (
    el('path', { d: poly(pts), fill: c }) +
    el('path', {
      d: poly([
        [x, baseY - height],
        [x - w * 0.45, baseY - height * 0.72],
        [x - w * 0.55, baseY - height * 0.35],
        [x - w * 0.3, baseY - height * 0.05],
        [x, baseY - height * 0.05],
      ]),
      fill: shade,
      opacity: 0.55,
    })
  );
}

/** A hilltop village: houses, a church and sometimes a castle or tower. */
export function village(doc, x, baseY, scale, { haze, hazeT, castle = false, count = 9, lightSide = 1 } = {}) {
  const r = doc.rand;
  const wall = ['#ead2ac', '#e3c29a', '#d9b48a', '#efdcc0', '#cfa57c'];
  const roof = ['#a4553a', '#b0664a', '#94503a', '#b87255'];
  const out = [];
  const span = count * 11 * scale;
  const items = [];
  for (let i = 0; i < count; i++) {
    const bx = x - span / 2 + (i / count) * span + r.range(-4, 4) * scale;
    const dist = Math.abs(bx - x) / (span / 2);
    const bh = (12 + r.range(0, 10)) * scale * (1.15 - dist * 0.5);
    const bw = (10 + r.range(0, 8)) * scale;
    items.push({ bx, bw, bh, by: baseY + dist * dist * 8 * scale });
  }
  // Landmark first so the houses sit in front of it.
  const towerX = x + r.range(-span * 0.15, span * 0.15);
  if (castle) {
    const cw = 34 * scale;
    const ch = 30 * scale;
    const cx = towerX - cw / 2;
    const cyTop = baseY - ch;
    const c = mix('#c9a27a', haze, hazeT);
    out.push(el('rect', { x: cx, y: cyTop, width: cw, height: ch + 6 * scale, fill: c }));
    for (let k = 0; k < 6; k++) out.push(el('rect', { x: cx + k * (cw / 6), y: cyTop - 3 * scale, width: cw / 12, height: 3 * scale, fill: c }));
    out.push(el('rect', { x: cx + cw * 0.68, y: cyTop - 16 * scale, width: 9 * scale, height: 18 * scale, fill: mix('#bd946c', haze, hazeT) }));
    out.push(el('rect', { x: cx + cw * 0.5, y: cyTop, width: cw * 0.5, height: ch + 6 * scale, fill: mix('#7b5a45', haze, hazeT), opacity: 0.35 * lightSide }));
  } else {
    const tw = 7 * scale;
    const tTop = baseY - 42 * scale;
    const c = mix('#d8b38a', haze, hazeT);
    out.push(el('rect', { x: towerX - tw / 2, y: tTop, width: tw, height: 44 * scale, fill: c }));
    out.push(
      el('path', {
        d: poly([
          [towerX - tw * 0.65, tTop],
          [towerX, tTop - 10 * scale],
          [towerX + tw * 0.65, tTop],
        ]),
        fill: mix('#8c4a33', haze, hazeT),
      }),
    );
    out.push(el('rect', { x: towerX - tw * 0.2, y: tTop + 5 * scale, width: tw * 0.4, height: 5 * scale, fill: mix('#4a3428', haze, hazeT) }));
  }
  items.sort((a, b) => a.by - b.by);
  for (const it of items) {
    const wc = mix(r.pick(wall), haze, hazeT);
    const rc = mix(r.pick(roof), haze, hazeT);
    const top = it.by - it.bh;
    out.push(el('rect', { x: it.bx, y: top, width: it.bw, height: it.bh + 10 * scale, fill: wc }));
    out.push(el('rect', { x: it.bx + it.bw * 0.62, y: top, width: it.bw * 0.38, height: it.bh + 10 * scale, fill: mix('#6b4a38', haze, hazeT), opacity: 0.3 }));
    out.push(
      el('path', {
        d: poly([
          [it.bx - 1.5 * scale, top],
          [it.bx + it.bw * 0.5, top - 5 * scale],
          [it.bx + it.bw + 1.5 * scale, top],
        ]),
        fill: rc,
      }),
    );
    if (it.bh > 12 * scale) {
      out.push(el('rect', { x: it.bx + it.bw * 0.25, y: top + it.bh * 0.35, width: 1.8 * scale, height: 2.6 * scale, fill: mix('#4a3428', haze, hazeT), opacity: 0.8 }));
    }
  }
  return out.join('');
}

/**
 * The family cascina: an ochre farmhouse with a terracotta roof, green
 * shutters, an arched portico and a lower barn wing.
 */
export function farmhouse(doc, x, baseY, s, { haze = '#000', hazeT = 0, sunLeft = false } = {}) {
  const r = doc.rand;
  const hazed = (c) => mix(c, haze, hazeT);
  const out = [];
  const W = 150 * s;
  const Hh = 62 * s;
  const left = x - W / 2;
  const top = baseY - Hh;
  // Barn wing, lower, to one side.
  const bw = 92 * s;
  const bx = sunLeft ? left + W - 6 * s : left - bw + 6 * s;
  const bTop = baseY - 42 * s;
  out.push(el('rect', { x: bx, y: bTop, width: bw, height: 44 * s, fill: hazed('#d2ad80') }));
  out.push(
    el('path', {
      d: poly([
        [bx - 5 * s, bTop + 2 * s],
        [bx + 8 * s, bTop - 14 * s],
        [bx + bw - 8 * s, bTop - 14 * s],
        [bx + bw + 5 * s, bTop + 2 * s],
      ]),
      fill: hazed('#a9593b'),
    }),
  );
  for (let k = 0; k < 3; k++) {
    const ax = bx + 12 * s + k * 27 * s;
    out.push(
      el('path', { d: `M${n1(ax)} ${n1(baseY + 2 * s)}V${n1(bTop + 18 * s)}a${n1(9 * s)} ${n1(9 * s)} 0 0 1 ${n1(18 * s)} 0V${n1(baseY + 2 * s)}Z`, fill: hazed('#5a3b2c') }),
    );
  }
  // Main house.
  out.push(el('rect', { x: left, y: top, width: W, height: Hh + 2 * s, fill: hazed('#e6c08c') }));
  const shadeX = sunLeft ? left + W * 0.7 : left;
  out.push(el('rect', { x: shadeX, y: top, width: W * 0.3, height: Hh + 2 * s, fill: hazed('#8a5a3c'), opacity: 0.22 }));
  // Hip roof with a little overhang and tile lines.
  const roofPts = [
    [left - 9 * s, top + 2 * s],
    [left + 22 * s, top - 26 * s],
    [left + W - 22 * s, top - 26 * s],
    [left + W + 9 * s, top + 2 * s],
  ];
  out.push(el('path', { d: poly(roofPts), fill: hazed('#b35e3c') }));
  for (let k = 1; k < 12; k++) {
    const tx = left + (k / 12) * W;
    out.push(
      el('path', {
        d: `M${n1(tx)} ${n1(top + 1 * s)}L${n1(left + 22 * s + (k / 12) * (W - 44 * s))} ${n1(top - 25 * s)}`,
        stroke: hazed('#8e4529'),
        'stroke-width': 0.9 * s,
        opacity: 0.55,
      }),
    );
  }
  out.push(
    el('path', {
      d: poly([
        [left - 9 * s, top + 2 * s],
        [left + W + 9 * s, top + 2 * s],
        [left + W + 9 * s, top + 5 * s],
        [left - 9 * s, top + 5 * s],
      ]),
      fill: hazed('#5e3323'),
      opacity: 0.5,
    }),
  );
  // Chimney.
  out.push(el('rect', { x: left + W * 0.72, y: top - 36 * s, width: 8 * s, height: 14 * s, fill: hazed('#c48a62') }));
  // Windows with green shutters, two floors.
  for (let row = 0; row < 2; row++) {
    for (let k = 0; k < 5; k++) {
      if (row === 1 && k === 2) continue;
      const wx = left + 14 * s + k * 28 * s;
      const wy = top + 10 * s + row * 26 * s;
      out.push(el('rect', { x: wx - 4 * s, y: wy, width: 4 * s, height: 13 * s, fill: hazed('#4f6048') }));
      out.push(el('rect', { x: wx, y: wy, width: 8 * s, height: 13 * s, fill: hazed('#3a2a22') }));
      out.push(el('rect', { x: wx + 8 * s, y: wy, width: 4 * s, height: 13 * s, fill: hazed('#4f6048') }));
    }
  }
  // Arched door.
  const dx = left + W / 2 - 9 * s;
  out.push(
    el('path', { d: `M${n1(dx)} ${n1(baseY + 2 * s)}V${n1(baseY - 16 * s)}a${n1(9 * s)} ${n1(9 * s)} 0 0 1 ${n1(18 * s)} 0V${n1(baseY + 2 * s)}Z`, fill: hazed('#4b3025') }),
  );
  // Climbing vine on the wall and a bench of pots.
  out.push(el('path', { d: blob(r, left + W * 0.12, baseY - 22 * s, 14 * s, 22 * s, { jitter: 0.3 }), fill: hazed('#8a3a2a'), opacity: 0.85 }));
  return out.join('');
}
