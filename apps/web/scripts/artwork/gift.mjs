// The gift voucher: a cream card tied with a Nebbiolo-red ribbon, standing on the
// tasting table beside a white truffle and a glass of wine, in the warm light of the room.
import { darken, el, lighten, n1, poly, smooth } from './core.mjs';
import { blur } from './paint.mjs';
import { hazelnut, oakLeaf, truffle } from './still-life.mjs';
import { glass } from './wine.mjs';

const CREAM = '#f3e9d4';
const RIBBON = '#7a2232';
const GOLD = '#b8893b';

/** The room behind the table: warm walls and out-of-focus lamps. */
function room(doc, tableY, s) {
  const { w, h } = doc;
  const r = doc.rand;
  doc.add(
    el('rect', {
      width: w,
      height: h,
      fill: doc.linear([
        [0, '#3e2619'],
        [1, '#5c3b23'],
      ]),
    }),
  );
  const bokeh = [
    el('rect', {
      x: w * 0.06,
      y: h * 0.08,
      width: w * 0.26,
      height: h * 0.46,
      fill: doc.linear([
        [0, '#f4cf96'],
        [1, '#d98f52'],
      ]),
      opacity: 0.75,
    }),
  ];
  for (let i = 0; i < 24; i++) {
    const c = r.pick(['#ffd38a', '#f0a860', '#ffe6b8', '#d9823e']);
    bokeh.push(el('circle', { cx: r.range(0, w), cy: r.range(0, tableY * 0.92), r: r.range(16, 64) * s, fill: c, opacity: r.range(0.12, 0.42) }));
  }
  doc.add(el('g', { filter: blur(doc, 18 * s) }, bokeh));
}

/** The table top seen from the front, with a linen runner. */
function tableTop(doc, tableY, s) {
  const { w, h } = doc;
  doc.add(
    el('rect', {
      y: tableY,
      width: w,
      height: h - tableY,
      fill: doc.linear([
        [0, '#7c4b2b'],
        [1, '#3a2214'],
      ]),
    }),
  );
  doc.add(el('rect', { y: tableY, width: w, height: 3 * s, fill: '#c08a5a', opacity: 0.6 }));
  const runner = poly([
    [w * 0.3, tableY],
    [w * 0.9, tableY],
    [w * 1.08, h],
    [w * 0.18, h],
  ]);
  doc.add(el('path', { d: runner, fill: '#e4d8c2', opacity: 0.9 }));
  // Soft folds across the runner.
  const cp = doc.clip(el('path', { d: runner }));
  const folds = [];
  for (let i = 0; i < 5; i++) {
    const x = w * doc.rand.range(0.28, 0.95);
    folds.push(
      el('path', {
        d: poly([
          [x, tableY],
          [x + 30 * s, tableY],
          [x + 90 * s, h],
          [x + 50 * s, h],
        ]),
        fill: i % 2 ? '#ffffff' : '#8a7258',
        opacity: 0.22,
      }),
    );
  }
  doc.add(el('g', { 'clip-path': cp }, el('g', { filter: blur(doc, 10 * s) }, folds)));
}

/**
 * The voucher card standing on the table, leaning a little, tied with a ribbon and a bow.
 * (cx, baseY): the middle of its bottom edge; cw × ch its size.
 */
function card(doc, cx, baseY, cw, ch, s) {
  const tilt = -4;
  const x0 = cx - cw / 2;
  const y0 = baseY - ch;
  const t = `rotate(${tilt} ${n1(cx)} ${n1(baseY)})`;
  const out = [];
  // Its shadow on the table and on the runner behind.
  out.push(el('ellipse', { cx: cx + 26 * s, cy: baseY + 8 * s, rx: cw * 0.56, ry: 14 * s, fill: '#160c06', opacity: 0.5, filter: blur(doc, 9 * s) }));
  const paper = doc.linear(
    [
      [0, lighten(CREAM, 0.35)],
      [0.55, CREAM],
      [1, darken(CREAM, 0.12)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const face = [];
  face.push(el('rect', { x: x0 + 10 * s, y: y0 + 14 * s, width: cw, height: ch, rx: 6 * s, fill: '#1a0f08', opacity: 0.35, filter: blur(doc, 12 * s) }));
  face.push(el('rect', { x: x0, y: y0, width: cw, height: ch, rx: 6 * s, fill: paper }));
  // The card's edge, catching the light where it stands on the table.
  face.push(el('rect', { x: x0 + 3 * s, y: y0 + ch - 3 * s, width: cw - 6 * s, height: 3 * s, fill: darken(CREAM, 0.3), opacity: 0.6 }));
  // A thin gold frame and the estate's words, as on the printed voucher.
  const m = 16 * s;
  face.push(el('rect', { x: x0 + m, y: y0 + m, width: cw - 2 * m, height: ch - 2 * m, rx: 3 * s, fill: 'none', stroke: GOLD, 'stroke-width': 2 * s, opacity: 0.85 }));
  face.push(
    el('rect', {
      x: x0 + m + 6 * s,
      y: y0 + m + 6 * s,
      width: cw - 2 * m - 12 * s,
      height: ch - 2 * m - 12 * s,
      rx: 2 * s,
      fill: 'none',
      stroke: GOLD,
      'stroke-width': 0.8 * s,
      opacity: 0.7,
    }),
  );
  const textX = x0 + cw * 0.68;
  face.push(
    el(
      'text',
      { x: textX, y: y0 + ch * 0.29, 'font-family': "'EB Garamond', Georgia, serif", 'font-size': 18 * s, 'letter-spacing': 5 * s, 'text-anchor': 'middle', fill: '#4a3426' },
      'TENUTA',
    ),
  );
  face.push(
    el(
      'text',
      { x: textX, y: y0 + ch * 0.66, 'font-family': "'EB Garamond', Georgia, serif", 'font-style': 'italic', 'font-size': 38 * s, 'text-anchor': 'middle', fill: RIBBON },
      'Regalo',
    ),
  );
  face.push(el('path', { d: `M${n1(textX - 60 * s)} ${n1(y0 + ch * 0.76)}H${n1(textX + 60 * s)}`, stroke: GOLD, 'stroke-width': 1.6 * s }));
  face.push(el('circle', { cx: textX, cy: y0 + ch * 0.76, r: 3.5 * s, fill: GOLD }));
  // The ribbon: a band down the card's left third and one across, darker where it turns.
  const bandW = 30 * s;
  const bx = x0 + cw * 0.22;
  const by = y0 + ch * 0.42;
  const band = doc.linear(
    [
      [0, darken(RIBBON, 0.25)],
      [0.45, lighten(RIBBON, 0.12)],
      [1, darken(RIBBON, 0.3)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  face.push(el('rect', { x: bx - bandW / 2, y: y0 - 2 * s, width: bandW, height: ch + 4 * s, fill: band }));
  face.push(
    el('rect', {
      x: x0 - 2 * s,
      y: by - bandW / 2,
      width: cw + 4 * s,
      height: bandW,
      fill: doc.linear(
        [
          [0, darken(RIBBON, 0.3)],
          [0.5, lighten(RIBBON, 0.1)],
          [1, darken(RIBBON, 0.25)],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      ),
    }),
  );
  // A sheen along the satin.
  face.push(el('path', { d: `M${n1(bx - 4 * s)} ${n1(y0)}V${n1(y0 + ch)}`, stroke: '#ffffff', 'stroke-width': 3 * s, opacity: 0.18 }));
  out.push(el('g', { transform: t }, face));
  out.push(el('g', { transform: t }, bow(doc, bx, by, s)));
  return out.join('');
}

/** A satin bow: two loops, two tails and the knot. */
function bow(doc, x, y, s) {
  const satin = (tone) =>
    doc.radial(
      [
        [0, lighten(tone, 0.22)],
        [0.7, tone],
        [1, darken(tone, 0.35)],
      ],
      { cx: 0.4, cy: 0.35, r: 0.7 },
    );
  const loop = (dir) =>
    smooth(
      [
        [x, y],
        [x + dir * 34 * s, y - 46 * s],
        [x + dir * 80 * s, y - 40 * s],
        [x + dir * 78 * s, y + 6 * s],
        [x + dir * 38 * s, y + 12 * s],
        [x, y],
      ],
      true,
      0.9,
    );
  const tail = (dir) =>
    poly([
      [x - 8 * s * dir, y + 4 * s],
      [x + dir * 36 * s, y + 92 * s],
      [x + dir * 54 * s, y + 78 * s],
      [x + dir * 64 * s, y + 104 * s],
      [x + dir * 10 * s, y + 6 * s],
    ]);
  return [
    el('g', { filter: blur(doc, 7 * s), opacity: 0.4, transform: `translate(${n1(8 * s)} ${n1(12 * s)})` }, [
      el('path', { d: loop(-1), fill: '#140a06' }),
      el('path', { d: loop(1), fill: '#140a06' }),
    ]),
    el('path', { d: tail(-1), fill: darken(RIBBON, 0.2) }),
    el('path', { d: tail(1), fill: darken(RIBBON, 0.1) }),
    el('path', { d: loop(-1), fill: satin(RIBBON) }),
    el('path', { d: loop(1), fill: satin(RIBBON) }),
    // Folds inside the loops.
    el('path', {
      d: `M${n1(x - 10 * s)} ${n1(y - 4 * s)}Q${n1(x - 42 * s)} ${n1(y - 26 * s)} ${n1(x - 66 * s)} ${n1(y - 19 * s)}`,
      stroke: darken(RIBBON, 0.4),
      'stroke-width': 3 * s,
      fill: 'none',
      opacity: 0.6,
    }),
    el('path', {
      d: `M${n1(x + 10 * s)} ${n1(y - 4 * s)}Q${n1(x + 42 * s)} ${n1(y - 26 * s)} ${n1(x + 66 * s)} ${n1(y - 19 * s)}`,
      stroke: darken(RIBBON, 0.4),
      'stroke-width': 3 * s,
      fill: 'none',
      opacity: 0.6,
    }),
    el('ellipse', { cx: x, cy: y, rx: 16 * s, ry: 19 * s, fill: satin(darken(RIBBON, 0.08)) }),
    el('ellipse', { cx: x - 4 * s, cy: y - 6 * s, rx: 6 * s, ry: 4 * s, fill: '#ffffff', opacity: 0.25 }),
  ].join('');
}

/**
 * opts: tableY (share of the height), cardX, glassX, truffleX (shares of the width).
 * The subjects sit right of the middle: the hero's words are on the left.
 */
export function giftTable(doc, opts = {}) {
  const { w, h } = doc;
  const r = doc.rand;
  const s = w / 1600;
  const tableY = h * (opts.tableY ?? 0.64);
  room(doc, tableY, s);
  tableTop(doc, tableY, s);
  // Leaves and nuts scattered behind the card first, then the card, the glass and the truffle in front.
  for (const [fx, fy, rot, tone] of [
    [0.5, 0.1, 40, '#b8643a'],
    [0.86, 0.2, -30, '#c98a34'],
  ]) {
    const x = w * fx;
    const y = tableY + (h - tableY) * fy;
    doc.add(el('g', { transform: `translate(0 ${n1(y)}) scale(1 0.5) translate(0 ${n1(-y)})`, opacity: 0.95 }, oakLeaf(x, y, 70 * s, rot, tone)));
  }
  const glassH = h * 0.44;
  const glassX = w * (opts.glassX ?? 0.76);
  doc.add(glass(doc, glassX, tableY + 46 * s, glassH, { fill: 0.36 }));
  const cardX = w * (opts.cardX ?? 0.58);
  doc.add(card(doc, cardX, tableY + 70 * s, 400 * s, 282 * s, s));
  for (let k = 0; k < 4; k++) hazelnut(doc, w * r.range(0.62, 0.8), tableY + (h - tableY) * r.range(0.62, 0.86), r.range(22, 28) * s);
  truffle(doc, w * (opts.truffleX ?? 0.47), tableY + (h - tableY) * 0.62, 92 * s, { rot: 0.6 });
  truffle(doc, w * ((opts.truffleX ?? 0.47) + 0.08), tableY + (h - tableY) * 0.82, 48 * s, { rot: 2.1 });
  return { light: { x: w * 0.22, y: h * 0.22, color: '#ffd08a' } };
}
