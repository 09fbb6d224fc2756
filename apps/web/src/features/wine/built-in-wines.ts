import type { Wine } from './wine-types.ts';

/** When the wine files cannot be read, the slider shows these five wines. */
export const builtInWines: readonly Wine[] = [
  {
    id: 'barolo',
    name: 'Barolo',
    denomination: 'Barolo DOCG',
    vintage: 2019,
    grape: 'Nebbiolo',
    image: '/media/bottles/barolo.svg',
    notes: {
      it: 'Rosa appassita, catrame e liquirizia; tannino fitto e lunghissimo.',
      en: 'Dried rose, tar and liquorice; dense tannins and a very long finish.',
    },
    pairing: { it: 'Brasato al Barolo, tajarin al tartufo bianco.', en: 'Beef braised in Barolo, tajarin with white truffle.' },
  },
  {
    id: 'barbaresco',
    name: 'Barbaresco',
    denomination: 'Barbaresco DOCG',
    vintage: 2020,
    grape: 'Nebbiolo',
    image: '/media/bottles/barbaresco.svg',
    notes: { it: 'Ciliegia, viola e spezie dolci; elegante e sapido.', en: 'Cherry, violet and sweet spice; elegant and savoury.' },
    pairing: { it: 'Carne cruda all’albese, formaggi stagionati.', en: 'Albese raw beef, aged cheeses.' },
  },
  {
    id: 'barbera',
    name: 'Barbera d’Alba',
    denomination: 'Barbera d’Alba DOC',
    vintage: 2021,
    grape: 'Barbera',
    image: '/media/bottles/barbera.svg',
    notes: { it: 'Amarena e prugna, acidità vivace, finale succoso.', en: 'Sour cherry and plum, lively acidity, juicy finish.' },
    pairing: { it: 'Agnolotti del plin, salumi piemontesi.', en: 'Agnolotti del plin, Piedmontese cured meats.' },
  },
  {
    id: 'dolcetto',
    name: 'Dolcetto d’Alba',
    denomination: 'Dolcetto d’Alba DOC',
    vintage: 2022,
    grape: 'Dolcetto',
    image: '/media/bottles/dolcetto.svg',
    notes: { it: 'Mora e mandorla amara; morbido, da bere giovane.', en: 'Blackberry and bitter almond; soft, best drunk young.' },
    pairing: { it: 'Vitello tonnato, frittate alle erbe.', en: 'Vitello tonnato, herb frittata.' },
  },
  {
    id: 'arneis',
    name: 'Roero Arneis',
    denomination: 'Roero Arneis DOCG',
    vintage: 2023,
    grape: 'Arneis',
    image: '/media/bottles/arneis.svg',
    notes: { it: 'Pera, fiori bianchi e nocciola fresca; sorso sapido.', en: 'Pear, white flowers and fresh hazelnut; saline palate.' },
    pairing: { it: 'Antipasti di verdure, trota di torrente.', en: 'Vegetable starters, river trout.' },
  },
];
