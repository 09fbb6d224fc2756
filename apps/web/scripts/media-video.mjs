// The two silent looping videos, made from the artwork: a slow push-in
// (Ken Burns) that plays forward and back, so the loop has no seam.
// Needs ffmpeg (apt-get install ffmpeg); skipped with a notice without it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Each video starts on exactly its poster image. */
export const videos = [
  { name: 'home-hero', source: 'video-poster-home', zoom: 0.12, panX: 0.62, panY: 0.5 },
  { name: 'wine-film', source: 'video-poster-wine', zoom: 0.14, panX: 0.55, panY: 0.55 },
];

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 9; // each way: 18 s per loop
const MAX_BYTES = 1.45 * 1024 * 1024;

function run(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr?.toString().slice(-800)}`);
}

function findSource(srcDir, name) {
  for (const ext of ['.jpg', '.jpeg', '.png', '.webp', '.svg']) {
    const f = path.join(srcDir, name + ext);
    if (existsSync(f)) return f;
  }
  return undefined;
}

async function encode(still, out, v, format, quality) {
  const frames = SECONDS * FPS;
  const zoom = `1+${v.zoom}*on/${frames - 1}`;
  const filter =
    `[0:v]zoompan=z='${zoom}':x='(iw-iw/zoom)*${v.panX}':y='(ih-ih/zoom)*${v.panY}':d=${frames}:s=${W}x${H}:fps=${FPS},` +
    `split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1,format=yuv420p[v]`;
  const codec =
    format === 'mp4'
      ? ['-c:v', 'libx264', '-preset', 'slow', '-crf', String(quality), '-profile:v', 'high', '-movflags', '+faststart']
      : ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(quality), '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2'];
  run('ffmpeg', ['-y', '-loglevel', 'error', '-i', still, '-filter_complex', filter, '-map', '[v]', '-an', ...codec, out]);
  return (await stat(out)).size;
}

export async function renderVideos({ srcDir, outDir, force = false }) {
  const ffmpeg = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  for (const v of videos) {
    const outs = ['mp4', 'webm'].map((f) => path.join(outDir, `${v.name}.${f}`));
    if (!force && outs.every((o) => existsSync(o))) continue;
    if (ffmpeg.status !== 0) {
      console.warn(`ffmpeg not found: ${v.name} videos not rendered (apt-get install ffmpeg)`);
      continue;
    }
    const source = findSource(srcDir, v.source);
    if (!source) {
      console.warn(`no source for ${v.name} (${v.source})`);
      continue;
    }
    const tmp = await mkdtemp(path.join(tmpdir(), 'tenuta-video-'));
    try {
      // A large still (3x the video) keeps the slow zoom free of jitter.
      const still = path.join(tmp, 'still.png');
      const meta = await sharp(source).metadata();
      const density = source.endsWith('.svg') ? Math.ceil((72 * W * 3) / meta.width) : undefined;
      await sharp(source, density ? { density } : {})
        .resize({ width: W * 3, height: H * 3, fit: 'cover' })
        .png()
        .toFile(still);
      for (const [format, start] of [
        ['mp4', 27],
        ['webm', 38],
      ]) {
        const out = path.join(outDir, `${v.name}.${format}`);
        let q = start;
        let size = await encode(still, out, v, format, q);
        while (size > MAX_BYTES && q < start + 12) {
          q += 2;
          size = await encode(still, out, v, format, q);
        }
        console.log(`${v.name}.${format}: ${(size / 1024).toFixed(0)} KB (crf ${q})`);
      }
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
}
