// An illustrated map of the estate's corner of the Langhe, north up:
// La Morra, Barolo and Alba, the Tanaro, hills, vineyards and woods.
import { blob, darken, el, mix, n1, smooth } from './core.mjs';
import { blur, roughen } from './paint.mjs';

const towns = [
  { name: 'La Morra', x: 0.24, y: 0.4, size: 1 },
  { name: 'Barolo', x: 0.33, y: 0.62, size: 1 },
  { name: 'Alba', x: 0.76, y: 0.27, size: 1.5 },
  { name: "Monforte d'Alba", x: 0.44, y: 0.84, size: 0.8 },
  { name: "Serralunga d'Alba", x: 0.6, y: 0.76, size: 0.8 },
  { name: 'Grinzane Cavour', x: 0.56, y: 0.4, size: 0.8 },
  { name: "Diano d'Alba", x: 0.8, y: 0.56, size: 0.8 },
  { name: 'Castiglione Falletto', x: 0.46, y: 0.6, size: 0.7 },
];
const estate = { x: 0.55, y: 0.55 };

export function estateMap(doc, { title = 'Langhe', subtitle = 'Alba · Barolo · La Morra' } = {}) {
  const { w, h } = doc;
  const r = doc.rand;
  const s = w / 1600;
  const P = (x, y) => [x * w, y * h];
  doc.add(el('rect', { width: w, height: h, fill: '#efe2c4' }));
  // Hill shading: soft light and dark blobs, lit from the north-west.
  const hills = [];
  for (let i = 0; i < 70; i++) {
    const [x, y] = P(r.range(0, 1), r.range(0.12, 1));
    const rx = r.range(40, 130) * s;
    hills.push(el('path', { d: blob(r, x + rx * 0.25, y + rx * 0.2, rx, rx * 0.6, { jitter: 0.3 }), fill: '#b89a6a', opacity: 0.35 }));
    hills.push(el('path', { d: blob(r, x - rx * 0.2, y - rx * 0.15, rx * 0.8, rx * 0.45, { jitter: 0.3 }), fill: '#fbf3df', opacity: 0.5 }));
  }
  doc.add(el('g', { filter: blur(doc, 14 * s) }, hills));
  // Vineyards: hatched patches in autumn colours.
  const vines = [];
  for (let i = 0; i < 46; i++) {
    const [x, y] = P(r.range(0.05, 0.95), r.range(0.3, 0.95));
    const pw = r.range(40, 110) * s;
    const ang = r.range(-50, 50);
    const c = r.pick(['#a8742e', '#9a4a2c', '#7e7a3a', '#b8892e']);
    const lines = [];
    for (let k = -5; k <= 5; k++) lines.push(`M${n1(-pw)} ${n1(k * 5 * s)}H${n1(pw)}`);
    const cp = doc.clip(el('path', { d: blob(r, 0, 0, pw, pw * 0.5, { jitter: 0.25 }) }));
    vines.push(
      el(
        'g',
        { transform: `translate(${n1(x)} ${n1(y)}) rotate(${n1(ang)})` },
        el('g', { 'clip-path': cp }, [
          el('rect', { x: -pw, y: -pw, width: pw * 2, height: pw * 2, fill: c, opacity: 0.18 }),
          el('path', { d: lines.join(''), stroke: c, 'stroke-width': 2 * s, opacity: 0.8 }),
        ]),
      ),
    );
  }
  doc.add(el('g', { filter: roughen(doc, { freq: 0.04, scale: 3 * s }) }, vines));
  // Woods: little round trees.
  const trees = [];
  for (let g = 0; g < 9; g++) {
    const [gx, gy] = P(r.range(0.05, 0.95), r.range(0.35, 0.98));
    for (let k = 0; k < 9; k++) {
      const x = gx + r.gauss() * 24 * s;
      const y = gy + r.gauss() * 14 * s;
      trees.push(el('circle', { cx: x + 2 * s, cy: y + 2 * s, r: 7 * s, fill: '#5a4a2a', opacity: 0.35 }));
      trees.push(el('circle', { cx: x, cy: y, r: 7 * s, fill: r.pick(['#6a6a34', '#7a5a2a', '#5a6230']) }));
    }
  }
  doc.add(...trees);
  // The Tanaro, north of La Morra, through Alba.
  const river = smooth([P(-0.02, 0.3), P(0.12, 0.24), P(0.3, 0.22), P(0.45, 0.27), P(0.6, 0.22), P(0.72, 0.2), P(0.86, 0.14), P(1.02, 0.1)]);
  doc.add(el('path', { d: river, stroke: '#8fa8ae', 'stroke-width': 14 * s, fill: 'none', 'stroke-linecap': 'round', opacity: 0.9 }));
  doc.add(el('path', { d: river, stroke: '#c4d3d2', 'stroke-width': 5 * s, fill: 'none', opacity: 0.8 }));
  doc.add(
    el('text', { x: 0.36 * w, y: 0.2 * h, 'font-family': 'EB Garamond', 'font-style': 'italic', 'font-size': 26 * s, fill: '#5a7278', 'letter-spacing': 4 * s }, 'fiume Tanaro'),
  );
  // Roads between the towns and the estate.
  const road = (a, b) => {
    const [x1, y1] = P(a.x, a.y);
    const [x2, y2] = P(b.x, b.y);
    const mx = (x1 + x2) / 2 + r.range(-40, 40) * s;
    const my = (y1 + y2) / 2 + r.range(-40, 40) * s;
    return el('path', {
      d: `M${n1(x1)} ${n1(y1)}Q${n1(mx)} ${n1(my)} ${n1(x2)} ${n1(y2)}`,
      stroke: '#7a5a3a',
      'stroke-width': 2.4 * s,
      'stroke-dasharray': `${n1(10 * s)} ${n1(6 * s)}`,
      fill: 'none',
      opacity: 0.75,
    });
  };
  const T = Object.fromEntries(towns.map((t) => [t.name, t]));
  const links = [
    ['La Morra', 'Barolo'],
    ['Barolo', 'Castiglione Falletto'],
    ['Castiglione Falletto', 'Alba'],
    ['La Morra', 'Grinzane Cavour'],
    ['Grinzane Cavour', 'Alba'],
    ['Barolo', "Monforte d'Alba"],
    ["Serralunga d'Alba", "Diano d'Alba"],
    ["Diano d'Alba", 'Alba'],
    ['Castiglione Falletto', "Serralunga d'Alba"],
  ];
  doc.add(...links.map(([a, b]) => road(T[a], T[b])));
  doc.add(road(estate, T['Grinzane Cavour']));
  // Towns: a cluster of roofs and a tower, with the name.
  for (const t of towns) {
    const [x, y] = P(t.x, t.y);
    const k = t.size * s;
    const marks = [];
    for (let i = 0; i < 6 + t.size * 4; i++) {
      const bx = x + r.gauss() * 12 * k;
      const by = y + r.gauss() * 7 * k;
      marks.push(el('rect', { x: bx - 5 * k, y: by - 4 * k, width: 10 * k, height: 8 * k, fill: '#e8cfa4', stroke: '#6a3a24', 'stroke-width': 1.2 * s }));
      marks.push(el('path', { d: `M${n1(bx - 6 * k)} ${n1(by - 4 * k)}L${n1(bx)} ${n1(by - 9 * k)}L${n1(bx + 6 * k)} ${n1(by - 4 * k)}Z`, fill: '#a4553a' }));
    }
    marks.push(el('rect', { x: x - 3 * k, y: y - 26 * k, width: 6 * k, height: 22 * k, fill: '#d9b88a', stroke: '#6a3a24', 'stroke-width': 1.2 * s }));
    doc.add(...marks);
    const big = t.name === 'Alba' || t.name === 'Barolo' || t.name === 'La Morra';
    doc.add(
      el(
        'text',
        {
          x,
          y: y + 36 * k + (big ? 8 * s : 0),
          'font-family': 'EB Garamond',
          'font-size': (big ? 36 : 24) * s,
          'font-weight': big ? 600 : 400,
          'text-anchor': 'middle',
          fill: '#3a2418',
          stroke: '#efe2c4',
          'stroke-width': 5 * s,
          'paint-order': 'stroke',
          'letter-spacing': big ? 1.5 * s : 0.5 * s,
        },
        t.name,
      ),
    );
  }
  // The estate, marked in wine red.
  const [ex, ey] = P(estate.x, estate.y);
  doc.add(el('circle', { cx: ex, cy: ey, r: 46 * s, fill: '#6d1f2f', opacity: 0.12 }));
  doc.add(el('circle', { cx: ex, cy: ey, r: 30 * s, fill: 'none', stroke: '#6d1f2f', 'stroke-width': 3 * s }));
  doc.add(
    el('path', {
      d: `M${n1(ex - 16 * s)} ${n1(ey + 10 * s)}V${n1(ey - 4 * s)}L${n1(ex)} ${n1(ey - 16 * s)}L${n1(ex + 16 * s)} ${n1(ey - 4 * s)}V${n1(ey + 10 * s)}Z`,
      fill: '#6d1f2f',
    }),
  );
  doc.add(
    el(
      'text',
      {
        x: ex + 44 * s,
        y: ey + 6 * s,
        'font-family': 'EB Garamond',
        'font-size': 40 * s,
        'font-weight': 600,
        fill: '#6d1f2f',
        stroke: '#efe2c4',
        'stroke-width': 6 * s,
        'paint-order': 'stroke',
      },
      'Tenuta',
    ),
  );
  doc.add(
    el(
      'text',
      {
        x: ex + 46 * s,
        y: ey + 34 * s,
        'font-family': 'EB Garamond',
        'font-style': 'italic',
        'font-size': 22 * s,
        fill: '#6d1f2f',
        stroke: '#efe2c4',
        'stroke-width': 5 * s,
        'paint-order': 'stroke',
      },
      'dal 1963',
    ),
  );
  compass(doc, w * 0.9, h * 0.82, 70 * s);
  // Title cartouche and scale bar.
  const cx = w * 0.05;
  const cy = h * 0.86;
  doc.add(el('rect', { x: cx, y: cy - 60 * s, width: 380 * s, height: 120 * s, fill: '#f7eedb', stroke: '#6a3a24', 'stroke-width': 2 * s }));
  doc.add(el('rect', { x: cx + 8 * s, y: cy - 52 * s, width: 364 * s, height: 104 * s, fill: 'none', stroke: '#6a3a24', 'stroke-width': 0.8 * s }));
  doc.add(
    el('text', { x: cx + 190 * s, y: cy + 4 * s, 'font-family': 'EB Garamond', 'font-size': 52 * s, 'text-anchor': 'middle', fill: '#3a2418', 'letter-spacing': 6 * s }, title),
  );
  doc.add(
    el('text', { x: cx + 190 * s, y: cy + 36 * s, 'font-family': 'EB Garamond', 'font-style': 'italic', 'font-size': 22 * s, 'text-anchor': 'middle', fill: '#6a4a34' }, subtitle),
  );
  const sx = w * 0.62;
  const sy = h * 0.94;
  doc.add(
    el('path', {
      d: `M${n1(sx)} ${n1(sy)}h${n1(200 * s)}M${n1(sx)} ${n1(sy - 6 * s)}v${n1(12 * s)}M${n1(sx + 100 * s)} ${n1(sy - 4 * s)}v${n1(8 * s)}M${n1(sx + 200 * s)} ${n1(sy - 6 * s)}v${n1(12 * s)}`,
      stroke: '#3a2418',
      'stroke-width': 2 * s,
    }),
  );
  doc.add(el('text', { x: sx + 100 * s, y: sy - 14 * s, 'font-family': 'EB Garamond', 'font-size': 20 * s, 'text-anchor': 'middle', fill: '#3a2418' }, '0 — 2 — 4 km'));
  // Frame.
  doc.add(el('rect', { x: 14 * s, y: 14 * s, width: w - 28 * s, height: h - 28 * s, fill: 'none', stroke: '#6a3a24', 'stroke-width': 3 * s }));
  doc.add(el('rect', { x: 24 * s, y: 24 * s, width: w - 48 * s, height: h - 48 * s, fill: 'none', stroke: '#6a3a24', 'stroke-width': 1 * s }));
  return { light: { x: w * 0.2, y: h * 0.1, color: '#fff3d6' } };
}

function compass(doc, x, y, R) {
  const c = '#3a2418';
  const pts = (a, len, wd) => {
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    return `M${n1(x + dx * len)} ${n1(y + dy * len)}L${n1(x - dy * wd)} ${n1(y + dx * wd)}L${n1(x + dy * wd)} ${n1(y - dx * wd)}Z`;
  };
  doc.add(el('circle', { cx: x, cy: y, r: R * 0.75, fill: 'none', stroke: c, 'stroke-width': R * 0.02 }));
  for (let k = 0; k < 4; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 2;
    doc.add(el('path', { d: pts(a, R, R * 0.14), fill: k === 0 ? '#6d1f2f' : mix(c, '#efe2c4', 0.3) }));
    doc.add(el('path', { d: pts(a + Math.PI / 4, R * 0.55, R * 0.09), fill: darken('#b8893b', 0.1) }));
  }
  doc.add(el('text', { x, y: y - R * 1.12, 'font-family': 'EB Garamond', 'font-size': R * 0.42, 'text-anchor': 'middle', fill: c }, 'N'));
}
