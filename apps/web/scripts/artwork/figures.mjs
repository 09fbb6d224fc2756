// People and the dog, drawn in profile at a unit height of 100 (feet at y 0),
// then placed with a transform. Kept simple and backlit: shapes, not faces.
import { darken, el, lighten, mix, n1 } from './core.mjs';

const limb = (d, color, width) => el('path', { d, stroke: color, 'stroke-width': width, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });

/**
 * A person walking to the right. kind: 'trifolau' (cap, stick, satchel),
 * 'woman' (long coat, hair bun), 'child', 'elder' (bent, stick), 'man'.
 */
export function person(kind, { jacket = '#5a5030', trousers = '#3b3128', skin = '#c99a78', hat = '#4a3d30', scarf = '#8c2f2a', stride = 1, shade = 0 } = {}) {
  const shaded = (c) => darken(c, shade);
  const out = [];
  const lean = kind === 'elder' ? 5 : 0;
  const st = stride * (kind === 'child' ? 0.8 : 1);
  // Legs (back leg darker).
  if (kind === 'woman') {
    out.push(limb(`M-2 -40L${-6 * st} -20L${-11 * st} -2`, shaded(darken(trousers, 0.2)), 7));
    out.push(limb(`M3 -40L${7 * st} -20L${10 * st} -2`, shaded(trousers), 7));
  } else {
    out.push(limb(`M-2 -48L${-7 * st} -25L${-13 * st} -2`, shaded(darken(trousers, 0.2)), 9));
    out.push(limb(`M3 -48L${9 * st} -26L${12 * st} -2`, shaded(trousers), 9));
  }
  out.push(el('ellipse', { cx: -11 * st, cy: -2, rx: 6, ry: 3, fill: shaded('#2a1e16') }));
  out.push(el('ellipse', { cx: 15 * st, cy: -2, rx: 6, ry: 3, fill: shaded('#2a1e16') }));
  // Back arm.
  out.push(limb(`M${-4 + lean} -76L${-11 + lean} -62L${-13 + lean} -50`, shaded(darken(jacket, 0.25)), 7));
  // Torso: a long coat for the woman, a jacket otherwise.
  if (kind === 'woman') {
    out.push(el('path', { d: `M-9 -78Q-12 -58 -13 -36L13 -36Q11 -58 9 -78Q0 -82 -9 -78Z`, fill: shaded(jacket) }));
    out.push(el('path', { d: `M2 -78Q3 -58 5 -36L13 -36Q11 -58 9 -78Z`, fill: shaded(lighten(jacket, 0.12)), opacity: 0.7 }));
  } else {
    out.push(el('path', { d: `M${-9 + lean} -78Q-11 -60 -8 -44L10 -44Q12 -62 ${9 + lean} -78Q${lean} -82 ${-9 + lean} -78Z`, fill: shaded(jacket) }));
    out.push(el('path', { d: `M${2 + lean} -79Q4 -60 3 -44L10 -44Q12 -62 ${9 + lean} -78Z`, fill: shaded(lighten(jacket, 0.12)), opacity: 0.7 }));
  }
  if (kind === 'trifolau') {
    // Satchel for the truffles, on the hip.
    out.push(limb('M7 -77L-10 -52', shaded('#3a2a1c'), 2));
    out.push(el('path', { d: 'M-17 -56h12v10q-6 4 -12 0Z', fill: shaded('#6b4a2e') }));
  }
  // Scarf and head.
  out.push(el('ellipse', { cx: lean, cy: -80, rx: 7, ry: 3.2, fill: shaded(scarf) }));
  out.push(el('circle', { cx: 1 + lean, cy: -88, r: 7, fill: shaded(skin) }));
  if (kind === 'woman') {
    out.push(el('path', { d: `M-7 -88Q-7 -97 1 -96Q8 -96 8 -90Q4 -93 0 -92Q-3 -90 -7 -88Z`, fill: shaded(hat) }));
    out.push(el('circle', { cx: -6, cy: -93, r: 4, fill: shaded(hat) }));
  } else if (kind !== 'child') {
    // Flat cap with a short peak.
    out.push(
      el('path', { d: `M${-7 + lean} -89Q${-6 + lean} -97 ${1 + lean} -97Q${8 + lean} -97 ${9 + lean} -91L${14 + lean} -89Q${10 + lean} -87 ${8 + lean} -88Z`, fill: shaded(hat) }),
    );
  } else {
    out.push(el('path', { d: 'M-7 -88Q-6 -97 1 -96Q8 -96 8 -89Q3 -92 -7 -88Z', fill: shaded(hat) }));
  }
  // Front arm, and the vanghetto (digging stick) or a basket.
  if (kind === 'trifolau' || kind === 'elder') {
    out.push(limb(`M${6 + lean} -76L${14 + lean} -64L${21 + lean} -60`, shaded(jacket), 7));
    out.push(limb(`M${19 + lean} -84L${30 + lean} -1`, shaded('#6b4a2e'), 2.6));
    out.push(el('path', { d: `M${27 + lean} -6l7 1l-2 7l-6 -1Z`, fill: shaded('#8a8a84') }));
  } else if (kind === 'child' || kind === 'woman') {
    out.push(limb(`M${6} -76L${12} -62L${14} -52`, shaded(jacket), 7));
    out.push(el('path', { d: 'M6 -52h16l-2 10h-12Z', fill: shaded('#a07a44') }));
    out.push(limb('M8 -52Q14 -62 20 -52', shaded('#7a5a30'), 1.6));
  } else {
    out.push(limb(`M6 -76L12 -62L16 -50`, shaded(jacket), 7));
  }
  // Light from behind: a thin rim along the back.
  out.push(limb(`M${-9 + lean} -78Q-11 -60 -8 -44`, lighten(jacket, 0.5), 1.4));
  return out.join('');
}

/**
 * A lagotto romagnolo, the truffle dog: a curly coat drawn as many small
 * curls. pose 'sniff' (nose down), 'walk', or 'dig' (front paws in the earth).
 */
export function lagotto(rand, { coat = '#e6d8bd', patch = '#7a4a2a', pose = 'sniff', shade = 0 } = {}) {
  const out = [];
  const curls = [];
  const headY = pose === 'walk' ? -28 : pose === 'dig' ? -8 : -12;
  const headX = pose === 'dig' ? 20 : 19;
  const bodyTilt = pose === 'dig' ? -4 : 0;
  const add = (cx, cy, rx, ry, n, patchy) => {
    for (let i = 0; i < n; i++) {
      const a = rand.range(0, Math.PI * 2);
      const d = Math.sqrt(rand.next());
      const x = cx + Math.cos(a) * rx * d;
      const y = cy + Math.sin(a) * ry * d;
      const isPatch = patchy && Math.sin(x * 0.35 + 1.3) + Math.cos(y * 0.4) > 0.9;
      curls.push({ x, y, c: isPatch ? patch : coat, r: rand.range(2.2, 3.6) });
    }
  };
  // Legs as columns of curls.
  const legs = pose === 'dig' ? [-12, -7, 12, 16] : [-12, -7, 9, 13];
  legs.forEach((lx, i) => {
    const top = -14 + (i < 2 ? 0 : bodyTilt);
    for (let y = top; y < -2; y += 3)
      curls.push({ x: lx + rand.range(-1.2, 1.2) + (pose === 'dig' && i > 1 ? (y - top) * 0.5 : 0), y, c: i % 2 ? coat : darken(coat, 0.15), r: 2.6 });
  });
  add(0, -18 + bodyTilt / 2, 15, 7.5, 70, true);
  add(12, -20 + bodyTilt, 6, 6, 16, false);
  add(headX, headY, 6.2, 5.4, 22, true);
  add(headX - 4, headY + 4, 3, 5, 8, false);
  // Tail, curled up over the back.
  for (let k = 0; k < 6; k++) curls.push({ x: -15 - Math.sin(k * 0.5) * 4, y: -22 - k * 1.6, c: coat, r: 2.4 });
  // Shadow outline first, then the curls, lighter on top.
  for (const c of curls) out.push(el('circle', { cx: c.x, cy: c.y + 0.6, r: c.r + 0.7, fill: darken(c.c, 0.45 + shade) }));
  for (const c of curls) {
    const lift = Math.max(0, -(c.y + 18) / 20);
    out.push(el('circle', { cx: c.x, cy: c.y, r: c.r, fill: darken(lighten(c.c, lift * 0.25), shade + rand.range(0, 0.12)) }));
  }
  // Nose and eye.
  out.push(el('circle', { cx: headX + 6.5, cy: headY + 2.5, r: 1.8, fill: '#1e1410' }));
  out.push(el('circle', { cx: headX + 2, cy: headY - 1.5, r: 0.9, fill: '#1e1410' }));
  return out.join('');
}

/** Place a figure group: x, y are the feet, h the height in pixels of a 100-unit figure. */
export function place(markup, x, y, h, { flip = false, filter } = {}) {
  const s = h / 100;
  return el('g', { transform: `translate(${n1(x)} ${n1(y)}) scale(${flip ? -s : s} ${s})`.replace(/(\d\.\d{3})\d+/g, '$1'), filter }, markup);
}

/** An oval ground shadow under a figure. */
export function shadow(x, y, w, color = '#1c120c', opacity = 0.35) {
  return el('ellipse', { cx: x, cy: y, rx: w, ry: w * 0.16, fill: color, opacity });
}

export { mix };
