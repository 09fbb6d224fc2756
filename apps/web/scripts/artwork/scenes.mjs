// The catalogue: every media name the site uses, with its size, seed and
// the scene that paints it. Change a seed to get a different take.
import { Doc } from './core.mjs';
import { giftTable } from './gift.mjs';
import { landscape } from './landscape.mjs';
import { estateMap } from './map.mjs';
import { finish } from './paint.mjs';
import { tajarin, truffleStill } from './still-life.mjs';
import { cellar, glasses } from './wine.mjs';
import { woods } from './woods.mjs';

const WIDE = [1600, 900];
const PHOTO = [1600, 1067];

const painters = {
  langhe: (doc, o) => {
    const { sun } = landscape(doc, o);
    return { light: { x: sun.x, y: sun.y, strength: o.sky === 'morning' ? 0.14 : 0.22 } };
  },
  woods: (doc, o) => {
    const { glow } = woods(doc, o);
    return { light: { x: glow.x, y: glow.y, strength: 0.22 } };
  },
  still: (doc, o) => ({ light: { ...truffleStill(doc, o).light, strength: 0.3 } }),
  tajarin: (doc, o) => ({ light: { ...tajarin(doc, o).light, strength: 0.3 } }),
  cellar: (doc, o) => ({ light: { ...cellar(doc, o).light, strength: 0.2 } }),
  glasses: (doc, o) => ({ light: { ...glasses(doc, o).light, strength: 0.2 } }),
  map: (doc, o) => ({ light: { ...estateMap(doc, o).light, strength: 0.2 }, vignette: 0.15 }),
  gift: (doc, o) => ({ light: { ...giftTable(doc, o).light, strength: 0.22 } }),
};

const trifolau = (x, h, extra = {}) => ({ kind: 'trifolau', x, h, ...extra });

/** name -> [painter, [w, h], seed, options] */
export const scenes = {
  'hero-langhe': [
    'langhe',
    WIDE,
    11,
    {
      sky: 'golden',
      villages: [
        { layer: 1, x: 0.28, castle: true },
        { layer: 2, x: 0.8 },
      ],
      house: { layer: 3, x: 0.62, size: 0.8 },
      foreground: true,
      frameTree: 'left',
      mist: 0.3,
    },
  ],
  'hero-truffle': ['woods', WIDE, 5, { light: 'golden', mist: 0.25, glow: { x: 0.62, y: 0.38 }, people: [trifolau(0.58, 0.38)], dog: { x: 0.72, h: 0.36, pose: 'sniff' } }],
  'hero-wine': ['glasses', WIDE, 5, { glasses: 2, label: 'Barolo' }],
  'home-truffle': [
    'woods',
    PHOTO,
    21,
    { light: 'morning', mist: 0.35, glow: { x: 0.4, y: 0.35 }, people: [trifolau(0.42, 0.44)], dog: { x: 0.58, h: 0.5, pose: 'dig' }, pathX: 0.4 },
  ],
  'home-wine': ['cellar', PHOTO, 7, { vpx: 0.5 }],
  'about-family': [
    'langhe',
    PHOTO,
    31,
    { sky: 'golden', sun: { x: 0.2, y: 0.34 }, villages: [{ layer: 1, x: 0.75 }], house: { layer: 4, x: 0.55, size: 1.5 }, mist: 0.25, layers: 6, alps: true },
  ],
  'about-cellar': ['cellar', PHOTO, 13, { vpx: 0.42, warm: '#ffbd60' }],
  'about-vineyard': ['langhe', PHOTO, 41, { sky: 'morning', sun: { x: 0.3, y: 0.3 }, mist: 0.65, foreground: true, villages: [{ layer: 2, x: 0.66, castle: true }] }],
  family: [
    'woods',
    PHOTO,
    51,
    {
      light: 'golden',
      glow: { x: 0.5, y: 0.36 },
      mist: 0.2,
      people: [
        { kind: 'elder', x: 0.3, h: 0.4, jacket: '#4a4632', hat: '#3a3026' },
        { kind: 'man', x: 0.44, h: 0.42, jacket: '#6a4a2e', scarf: '#4a5a3a' },
        { kind: 'woman', x: 0.56, h: 0.39, jacket: '#7a2e2a', hat: '#3a2418', trousers: '#4a3a2c' },
        { kind: 'child', x: 0.66, h: 0.26, jacket: '#a4742e', hat: '#5a3a24' },
      ],
      dog: { x: 0.77, h: 0.4, pose: 'walk' },
    },
  ],
  'map-langhe': ['map', [1600, 1200], 5, {}],
  'video-poster-home': [
    'langhe',
    WIDE,
    11,
    {
      sky: 'golden',
      villages: [
        { layer: 1, x: 0.28, castle: true },
        { layer: 2, x: 0.8 },
      ],
      house: { layer: 3, x: 0.62, size: 0.8 },
      foreground: true,
      frameTree: 'left',
      mist: 0.3,
    },
  ],
  'video-poster-wine': ['glasses', WIDE, 17, { glasses: 3, label: 'Barbaresco', bottleX: 0.22, glassX: [0.46, 0.62, 0.78], grapes: false }],
  'truffle-01': ['still', PHOTO, 4, { count: 2, slicer: true }],
  'truffle-02': ['woods', PHOTO, 102, { light: 'morning', mist: 0.4, people: [trifolau(0.5, 0.42)], dog: { x: 0.64, h: 0.42, pose: 'walk' } }],
  'truffle-03': ['tajarin', PHOTO, 9, {}],
  'truffle-04': [
    'woods',
    PHOTO,
    104,
    { light: 'golden', ground: 0.55, people: [trifolau(0.3, 0.62)], dog: { x: 0.55, h: 0.85, pose: 'dig', depth: 2.4 }, nearTrunks: 1, pathX: 0.3 },
  ],
  'truffle-05': ['langhe', PHOTO, 105, { sky: 'morning', sun: { x: 0.6, y: 0.3 }, mist: 0.8, layers: 7, horizon: 0.4, villages: [{ layer: 2, x: 0.3 }] }],
  'truffle-06': ['still', PHOTO, 16, { count: 1, scale: 1.4, slices: 4, nuts: 5, leaves: 4 }],
  'truffle-07': [
    'woods',
    PHOTO,
    107,
    { light: 'late', glow: { x: 0.35, y: 0.4 }, people: [trifolau(0.44, 0.36, { flip: true })], dog: { x: 0.32, h: 0.36, pose: 'walk', flip: true } },
  ],
  'truffle-08': ['still', PHOTO, 28, { count: 3, slices: 2, nuts: 6 }],
  'truffle-09': ['woods', PHOTO, 109, { light: 'morning', mist: 0.6, glow: { x: 0.5, y: 0.3 }, leaves: 1.3 }],
  'truffle-10': ['langhe', PHOTO, 110, { sky: 'dusk', sun: { x: 0.5, y: 0.4 }, mist: 0.3, villages: [{ layer: 1, x: 0.5, castle: true }], foreground: true }],
  'wine-01': ['langhe', PHOTO, 201, { sky: 'autumn', sun: { x: 0.8, y: 0.2 }, mist: 0.15, foreground: true, villages: [{ layer: 2, x: 0.25, castle: true }] }],
  'wine-02': ['cellar', PHOTO, 202, { vpx: 0.56 }],
  'wine-03': ['glasses', PHOTO, 203, { glasses: 1, label: 'Nebbiolo', bottleX: 0.36, glassX: [0.58], glassH: 0.44 }],
  // The gift voucher page's hero: the card, a truffle and a glass on the tasting table.
  'gift-voucher': ['gift', WIDE, 28, {}],
};

// Twenty-four scenes along the truffle trail, built from a few recipes.
const trail = [
  (i) => ['woods', PHOTO, 300 + i, { light: i % 2 ? 'golden' : 'morning', mist: 0.3, people: [trifolau(0.4 + (i % 3) * 0.08, 0.4)], dog: { x: 0.62, h: 0.4, pose: 'sniff' } }],
  (i) => ['woods', PHOTO, 300 + i, { light: 'golden', ground: 0.58, people: [trifolau(0.28, 0.55)], dog: { x: 0.56, h: 0.75, pose: 'dig', depth: 2 }, nearTrunks: 1 }],
  (i) => ['langhe', PHOTO, 300 + i, { sky: i % 2 ? 'morning' : 'golden', mist: 0.6, sun: { x: 0.3 + (i % 4) * 0.12, y: 0.3 }, villages: [{ layer: 2, x: 0.6 }] }],
  (i) => ['still', PHOTO, 300 + i, { count: 1 + (i % 3), slicer: i % 2 === 0 }],
  (i) => ['woods', PHOTO, 300 + i, { light: 'morning', mist: 0.55, glow: { x: 0.3 + (i % 3) * 0.2, y: 0.32 } }],
  (i) => ['woods', PHOTO, 300 + i, { light: 'late', people: [trifolau(0.55, 0.4, { flip: true })], dog: { x: 0.42, h: 0.4, pose: 'walk', flip: true } }],
  (i) => [
    'woods',
    PHOTO,
    300 + i,
    { light: 'golden', people: [trifolau(0.36, 0.4), { kind: 'woman', x: 0.5, h: 0.37, jacket: '#6a3a2a' }], dog: { x: 0.68, h: 0.4, pose: 'sniff' } },
  ],
  (i) => ['langhe', PHOTO, 300 + i, { sky: 'golden', foreground: true, house: i % 2 ? { layer: 3, x: 0.4, size: 1 } : undefined, mist: 0.25 }],
];
for (let i = 1; i <= 24; i++) scenes[`gallery-${String(i).padStart(2, '0')}`] = trail[(i - 1) % trail.length](i);

/** Paints one scene and returns the SVG text. */
export function paint(name, overrides = {}) {
  const [painter, [w, h], seed, opts] = scenes[name];
  const doc = new Doc(w, h, seed);
  const fin = painters[painter](doc, { ...opts, ...overrides });
  finish(doc, fin);
  return doc.toString();
}
