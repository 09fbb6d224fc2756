import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { e2eDataDir } from './server-data.ts';

/** The check-in QR code of a confirmation e-mail, as the PNG the guest receives (read from the raw .eml). */
export function qrPngFromEmail(bookingNumber: string): Buffer {
  const dir = path.join(e2eDataDir, 'outbox');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('-booking_confirmation.eml'))) {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const at = raw.indexOf(`Content-ID: <check-in-${bookingNumber}@tenuta>`);
    if (at < 0) continue;
    const start = raw.indexOf('\r\n\r\n', at) + 4;
    const end = raw.indexOf('\r\n--', start);
    return Buffer.from(raw.slice(start, end).replace(/\s+/g, ''), 'base64');
  }
  throw new Error(`no QR code for ${bookingNumber} in ${dir}`);
}

/**
 * A Y4M video of the QR code on a white page, for Chromium's fake camera: the scanner page reads
 * it as it would read a phone's camera pointed at the e-mail.
 */
export function qrVideo(png: Buffer, file: string): void {
  const { PNG } = createRequire(import.meta.url)('pngjs') as { PNG: { sync: { read(b: Buffer): { width: number; height: number; data: Buffer } } } };
  const img = PNG.sync.read(png);
  const [W, H] = [640, 480];
  const y = Buffer.alloc(W * H, 235);
  const scale = Math.max(1, Math.floor(360 / img.width));
  const ox = Math.floor((W - img.width * scale) / 2);
  const oy = Math.floor((H - img.height * scale) / 2);
  for (let py = 0; py < img.height * scale; py++) {
    for (let px = 0; px < img.width * scale; px++) {
      const i = (Math.floor(py / scale) * img.width + Math.floor(px / scale)) * 4;
      y[(oy + py) * W + ox + px] = img.data[i]! < 128 ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
}
