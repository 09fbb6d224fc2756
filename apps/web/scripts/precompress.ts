import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ics']);

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of the
 * client build, once at build time (the server sends them with
 * @fastify/static's preCompressed): mobile guests download about a third.
 */
export function precompress(dir: string): { files: number; bytes: number; brBytes: number } {
  const totals = { files: 0, bytes: 0, brBytes: 0 };
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      if (!COMPRESSIBLE.has(path.extname(name))) continue;
      const raw = readFileSync(file);
      if (raw.length < 1024) continue;
      const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      totals.files++;
      totals.bytes += raw.length;
      totals.brBytes += br.length;
    }
  };
  walk(dir);
  return totals;
}
