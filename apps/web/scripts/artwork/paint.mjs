// Painterly finishing: rough edges, soft focus, pigment wash, light and vignette.
import { el } from './core.mjs';

/** Wobbly, hand-cut edges: displaces a group with low-frequency noise. */
export function roughen(doc, { freq = 0.03, scale = 6, octaves = 2 } = {}) {
  const seed = doc.rand.int(1, 999);
  return doc.filter(
    el('feTurbulence', { type: 'fractalNoise', baseFrequency: freq, numOctaves: octaves, seed, result: 'n' }) +
      el('feDisplacementMap', { in: 'SourceGraphic', in2: 'n', scale, xChannelSelector: 'R', yChannelSelector: 'G' }),
  );
}

export function blur(doc, sd) {
  return doc.filter(el('feGaussianBlur', { stdDeviation: sd }), { x: '-30%', y: '-30%', width: '160%', height: '160%' });
}

/**
 * Uneven pigment: blotches of darker and lighter paint over the whole image,
 * like a wash on cold-pressed paper. Low frequency, so it compresses well.
 */
function wash(doc, { strength = 0.16, freq = 0.0045 } = {}) {
  const { w, h } = doc;
  const seed = doc.rand.int(1, 999);
  const dark = doc.filter(
    el('feTurbulence', { type: 'fractalNoise', baseFrequency: freq, numOctaves: 4, seed }) +
      el('feColorMatrix', { type: 'matrix', values: '0 0 0 0 0.32  0 0 0 0 0.18  0 0 0 0 0.1  2.2 0 0 0 -1.05' }),
    {
      x: 0,
      y: 0,
      width: w,
      height: h,
      units: 'userSpaceOnUse',
    },
  );
  const light = doc.filter(
    el('feTurbulence', { type: 'fractalNoise', baseFrequency: freq * 1.7, numOctaves: 3, seed: seed + 7 }) +
      el('feColorMatrix', { type: 'matrix', values: '0 0 0 0 1  0 0 0 0 0.95  0 0 0 0 0.84  0 2.2 0 0 -1.1' }),
    {
      x: 0,
      y: 0,
      width: w,
      height: h,
      units: 'userSpaceOnUse',
    },
  );
  return el('rect', { width: w, height: h, filter: dark, opacity: strength }) + el('rect', { width: w, height: h, filter: light, opacity: strength * 0.9 });
}

/** Fine paper tooth; kept faint because noise costs bytes. */
function tooth(doc, { strength = 0.05 } = {}) {
  const { w, h } = doc;
  const f = doc.filter(
    el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.55, numOctaves: 1, seed: doc.rand.int(1, 999) }) +
      el('feColorMatrix', { type: 'matrix', values: '0 0 0 0 0.25  0 0 0 0 0.17  0 0 0 0 0.1  0 0 0 -2 1.2' }),
    { x: 0, y: 0, width: w, height: h, units: 'userSpaceOnUse' },
  );
  return el('rect', { width: w, height: h, filter: f, opacity: strength });
}

/**
 * Closing layers for every scene: light bloom from the light source,
 * pigment wash, paper tooth and a soft vignette.
 */
export function finish(doc, { light, washStrength = 0.16, toothStrength = 0.05, vignette = 0.32, tint } = {}) {
  const { w, h } = doc;
  const out = [];
  if (light) {
    const g = doc.radial(
      [
        [0, light.color ?? '#ffd89a', light.strength ?? 0.55],
        [0.45, light.color ?? '#ffd89a', (light.strength ?? 0.55) * 0.25],
        [1, light.color ?? '#ffd89a', 0],
      ],
      { cx: light.x, cy: light.y, r: light.r ?? Math.max(w, h) * 0.75, units: 'userSpaceOnUse' },
    );
    out.push(el('rect', { width: w, height: h, fill: g }));
  }
  if (tint) out.push(el('rect', { width: w, height: h, fill: tint.color, opacity: tint.opacity }));
  if (washStrength > 0) out.push(wash(doc, { strength: washStrength }));
  if (toothStrength > 0) out.push(tooth(doc, { strength: toothStrength }));
  if (vignette > 0) {
    const v = doc.radial(
      [
        [0.55, '#1c120c', 0],
        [1, '#1c120c', vignette],
      ],
      { cx: w / 2, cy: h / 2, r: Math.hypot(w, h) / 2, units: 'userSpaceOnUse' },
    );
    out.push(el('rect', { width: w, height: h, fill: v }));
  }
  doc.add(...out);
}
