#!/usr/bin/env node
// `npm run media`: renders every source in apps/web/media/ (SVG artwork or a
// real photo, .jpg/.png, which wins over an .svg of the same name) to AVIF
// and WebP at 480/960/1600 px wide (never wider than the source) into
// public/media/, the full-bleed heroes also as a portrait crop for phones
// (PHONE_CROPS), writes src/media/manifest.json, and renders the two looping
// videos when ffmpeg is installed and they are missing (or with --videos).
// Small marks (media/marks/*.svg: the footer's card marks, the site's icon) become PNG files at
// three times their size in public/media/marks/: a page shows them as plain
// images, which the browser decodes off its main thread (an SVG image is a
// document of its own to parse, style and lay out on that thread).
//
//   npm run media                 only what changed
//   npm run media -- --force      everything again
//   npm run media -- --videos     re-render the videos too
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderVideos } from './media-video.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '..');
const srcDir = path.join(web, 'media');
const outDir = path.join(web, 'public/media');
const manifestFile = path.join(web, 'src/media/manifest.json');

const WIDTHS = [480, 960, 1600];

/**
 * Full-bleed heroes also rendered as a 3:4 crop for portrait phones, where the
 * hero box is narrower than 3:4 and `object-fit: cover` shows only a middle
 * strip of the landscape image. The number is the crop's horizontal position,
 * the same as the CSS `object-position` x of that hero (home-hero.module.css:
 * 62%; the experience pages' landing hero: centred; the gift voucher page's hero: 62%), so a phone sees the same
 * strip at the same pixel density from about half the pixels (picture.tsx,
 * PHONE_PORTRAIT). Its widths are the landscape widths scaled to the crop.
 */
const PHONE_CROPS = { 'video-poster-home': 0.62, 'hero-truffle': 0.5, 'hero-wine': 0.5, 'gift-voucher': 0.62 };
const PORTRAIT_RATIO = 3 / 4;

const PRECEDENCE = ['.jpg', '.jpeg', '.png', '.webp', '.svg'];
const args = new Set(process.argv.slice(2));
const force = args.has('--force');

/** name -> source file, a photo taking precedence over the artwork. */
async function sources() {
  const files = await readdir(srcDir);
  const byName = new Map();
  for (const f of files) {
    const ext = path.extname(f).toLowerCase();
    if (!PRECEDENCE.includes(ext)) continue;
    const name = path.basename(f, path.extname(f));
    const current = byName.get(name);
    if (!current || PRECEDENCE.indexOf(ext) < PRECEDENCE.indexOf(path.extname(current).toLowerCase())) byName.set(name, f);
  }
  return [...byName.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const hex = (rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The image's overall colour (mean of each channel), painted while it loads. */
async function averageColour(file) {
  const { channels } = await sharp(file).stats();
  return hex(channels.slice(0, 3).map((c) => c.mean));
}

async function isFresh(file, outputs) {
  if (force) return false;
  const src = (await stat(file)).mtimeMs;
  for (const o of outputs) {
    if (!existsSync(o)) return false;
    if ((await stat(o)).mtimeMs < src) return false;
  }
  return true;
}

async function render(name, file, previous) {
  const full = path.join(srcDir, file);
  const isSvg = file.toLowerCase().endsWith('.svg');
  const meta = await sharp(full).metadata();
  const srcW = meta.width;
  const srcH = meta.height;
  const widths = WIDTHS.filter((w) => w <= srcW);
  if (widths.length === 0) widths.push(srcW);
  const width = widths[widths.length - 1];
  const height = Math.round((width * srcH) / srcW);
  const focus = PHONE_CROPS[name];
  const cropWidth = Math.min(width, Math.round(height * PORTRAIT_RATIO));
  const portrait = focus === undefined ? undefined : { width: cropWidth, height, widths: widths.map((w) => Math.round((w * cropWidth) / width)) };
  const outputs = [
    ...widths.flatMap((w) => ['avif', 'webp'].map((f) => path.join(outDir, `${name}-${w}.${f}`))),
    ...(portrait?.widths ?? []).flatMap((w) => ['avif', 'webp'].map((f) => path.join(outDir, `${name}-portrait-${w}.${f}`))),
  ];
  const entry = async () => ({ width, height, widths, color: await averageColour(outputs[0]), ...(portrait ? { portrait } : {}) });
  if (previous && (await isFresh(full, outputs))) return entry();
  // Rasterise once at the largest size (SVG at a matching density), then scale down.
  const density = isSvg ? Math.max(72, Math.ceil((72 * width) / srcW)) : undefined;
  const base = await sharp(full, density ? { density } : {})
    .rotate()
    .resize({ width, height, fit: 'cover' })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  for (const w of widths) await encode(sharp(base).resize({ width: w, height: Math.round((w * srcH) / srcW), kernel: 'lanczos3' }), `${name}-${w}`, avifQuality(w));
  if (portrait) {
    // The same pixels as the landscape rendering, cut where the hero's object-position puts the phone's view.
    const crop = await sharp(base)
      .extract({ left: Math.round(focus * (width - cropWidth)), top: 0, width: cropWidth, height })
      .png()
      .toBuffer();
    for (const [i, w] of portrait.widths.entries()) {
      await encode(sharp(crop).resize({ width: w, height: Math.round((w * height) / cropWidth), kernel: 'lanczos3' }), `${name}-portrait-${w}`, avifQuality(widths[i]));
    }
  }
  return entry();
}

/** The 1600 px rendering (and the crop cut from it) is shown large enough for a slightly lower AVIF quality. */
const avifQuality = (landscapeWidth) => (landscapeWidth >= 1600 ? 48 : 52);

/** AVIF and WebP of one rendering. */
async function encode(img, file, avifQ) {
  await img
    .clone()
    .avif({ quality: avifQ, effort: 5, chromaSubsampling: '4:2:0' })
    .toFile(path.join(outDir, `${file}.avif`));
  await img
    .clone()
    .webp({ quality: 72, effort: 5 })
    .toFile(path.join(outDir, `${file}.webp`));
}

await mkdir(outDir, { recursive: true });
let previous = {};
try {
  previous = JSON.parse(await readFile(manifestFile, 'utf8'));
} catch {
  previous = {};
}
const manifest = {};
for (const [name, file] of await sources()) {
  const t = Date.now();
  manifest[name] = await render(name, file, previous[name]);
  console.log(`${name.padEnd(20)} ${file.padEnd(24)} ${manifest[name].widths.join('/')} ${manifest[name].color} ${Date.now() - t} ms`);
}
await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`manifest: ${Object.keys(manifest).length} images`);

await renderMarks();

await renderVideos({ srcDir, outDir, force: args.has('--videos') });

/** media/marks/{name}.svg -> public/media/marks/{name}.png, three times the mark's own size. */
async function renderMarks() {
  const from = path.join(srcDir, 'marks');
  const to = path.join(outDir, 'marks');
  if (!existsSync(from)) return;
  await mkdir(to, { recursive: true });
  for (const file of (await readdir(from)).filter((f) => f.endsWith('.svg')).sort()) {
    const out = path.join(to, `${path.basename(file, '.svg')}.png`);
    if (await isFresh(path.join(from, file), [out])) continue;
    await sharp(path.join(from, file), { density: 72 * 3 })
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toFile(out);
    console.log(`mark ${file} -> ${path.relative(web, out)}`);
  }
}
