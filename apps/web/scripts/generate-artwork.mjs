#!/usr/bin/env node
// Writes the estate's original artwork as SVG sources into apps/web/media/
// (and the wine bottles into public/media/bottles/). Deterministic: the same
// seeds give the same files. A real photo saved in media/ under the same name
// (.jpg or .png) takes precedence over the artwork in `npm run media`.
//
//   node apps/web/scripts/generate-artwork.mjs            all scenes
//   node apps/web/scripts/generate-artwork.mjs hero-langhe  only the named ones
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paint, scenes } from './artwork/scenes.mjs';
import { writeBottles } from './artwork/bottles.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const mediaDir = path.resolve(here, '../media');
const bottlesDir = path.resolve(here, '../public/media/bottles');

const only = process.argv.slice(2);
await mkdir(mediaDir, { recursive: true });
for (const name of Object.keys(scenes)) {
  if (only.length && !only.includes(name)) continue;
  // Never overwrite a real photo dropped in with the same name.
  if (['.jpg', '.jpeg', '.png'].some((ext) => existsSync(path.join(mediaDir, name + ext)))) continue;
  await writeFile(path.join(mediaDir, `${name}.svg`), paint(name));
  console.log('painted', name);
}
if (!only.length) {
  await writeBottles(bottlesDir);
  console.log('bottles written');
}
