import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EncodedBody, preferredEncoding } from './encoded-body.ts';
import { MicroCache } from './micro-cache.ts';

const deferred = () => {
  let resolve!: (v: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe('MicroCache', () => {
  it('serves a hit until the ttl has passed on the given clock', async () => {
    const c = new MicroCache(1000);
    let n = 0;
    const compute = async () => `v${++n}`;
    expect(await c.getOrCompute('k', 0, compute)).toBe('v1');
    expect(await c.getOrCompute('k', 999, compute)).toBe('v1');
    expect(await c.getOrCompute('k', 1000, compute)).toBe('v2');
    // A clock moved backwards (tests) never serves an entry from the "future".
    expect(await c.getOrCompute('k', 500, compute)).toBe('v3');
  });
  it('concurrent misses share one computation', async () => {
    const c = new MicroCache(1000);
    let n = 0;
    const d = deferred();
    const compute = () => {
      n++;
      return d.promise;
    };
    const all = Promise.all([c.getOrCompute('k', 0, compute), c.getOrCompute('k', 0, compute), c.getOrCompute('k', 0, compute)]);
    d.resolve('x');
    expect(await all).toEqual(['x', 'x', 'x']);
    expect(n).toBe(1);
  });
  it('a computation overtaken by clear() is answered but not stored', async () => {
    const c = new MicroCache(1000);
    const d = deferred();
    const first = c.getOrCompute('k', 0, () => d.promise);
    c.clear();
    const second = c.getOrCompute('k', 0, async () => 'fresh');
    d.resolve('stale');
    expect(await first).toBe('stale');
    expect(await second).toBe('fresh');
    expect(await c.getOrCompute('k', 1, async () => 'other')).toBe('fresh');
  });
  it('errors are not cached', async () => {
    const c = new MicroCache(1000);
    await expect(c.getOrCompute('k', 0, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await c.getOrCompute('k', 0, async () => 'ok')).toBe('ok');
  });
  it('keeps at most maxEntries', async () => {
    const c = new MicroCache(1000, 2);
    for (const k of ['a', 'b', 'c']) await c.getOrCompute(k, 0, async () => k);
    expect(c.size).toBe(2);
  });
});

describe('EncodedBody and preferredEncoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
  it('compresses once and round-trips', () => {
    const body = new EncodedBody(JSON.stringify({ slots: Array.from({ length: 200 }, (_, i) => ({ id: i, language: 'IT' })) }));
    const br = body.encoded('br');
    expect(body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(body.raw)).toBe(true);
    expect(gunzipSync(body.encoded('gzip')).equals(body.raw)).toBe(true);
    expect(br.length).toBeLessThan(body.raw.length / 5);
  });
});
