import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** A response body kept as bytes, with its compressed forms made on first need. */
export class EncodedBody {
  readonly raw: Buffer;
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(text: string) {
    this.raw = Buffer.from(text, 'utf8');
  }

  encoded(encoding: Encoding): Buffer {
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length } });
      return this.br;
    }
    this.gzip ??= gzipSync(this.raw, { level: 6 });
    return this.gzip;
  }
}

/** br over gzip, when the client lists it (q=0 excluded). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
