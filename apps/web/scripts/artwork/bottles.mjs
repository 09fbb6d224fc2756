// Bottle illustrations for the wine slider: public/media/bottles/{wine}.svg.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bottleDefs, bottleShape } from './wine.mjs';

export const bottles = {
  barolo: { name: 'Barolo', capsule: '#5a1420' },
  barbaresco: { name: 'Barbaresco', capsule: '#3e1a34', label: '#f1e6d2' },
  nebbiolo: { name: 'Nebbiolo', capsule: '#8a2a2a' },
  barbera: { name: "Barbera d'Alba", capsule: '#6d1f2f', label: '#ecdcbf' },
  dolcetto: { name: "Dolcetto d'Alba", capsule: '#3a2a4a' },
  arneis: { name: 'Roero Arneis', glassColor: '#b9bf8a', wine: '#e6d27c', capsule: '#b8893b' },
  moscato: { name: "Moscato d'Asti", glassColor: '#d9dcc4', wine: '#eed46a', capsule: '#c9a13a', label: '#f7f0df' },
  'langhe-rosso': { name: 'Langhe Rosso', capsule: '#a4553a' },
};

export function bottleSvg(key) {
  const o = bottles[key];
  const W = 240;
  const H = 724;
  const body = bottleShape(W / 2, H - 16, 690, { glassColor: o.glassColor ?? '#1f2a1c', label: o.label ?? '#efe4cf', capsule: o.capsule, name: o.name, wine: o.wine });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${o.name}"><defs>${bottleDefs}</defs>${body}</svg>\n`;
}

export async function writeBottles(dir) {
  await mkdir(dir, { recursive: true });
  for (const key of Object.keys(bottles)) await writeFile(path.join(dir, `${key}.svg`), bottleSvg(key));
}
