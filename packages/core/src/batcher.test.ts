import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher.ts';

const tick = () => new Promise((r) => setImmediate(r));

describe('Batcher', () => {
  it('items pushed in one turn go together; items pushed during a run wait for the next run', async () => {
    const runs: number[][] = [];
    let release!: () => void;
    const batcher = new Batcher<number>(
      async (items) => {
        runs.push(items);
        if (runs.length === 1) await new Promise<void>((r) => (release = r));
      },
      () => {},
    );
    batcher.push(1);
    batcher.push(2);
    await tick();
    expect(runs).toEqual([[1, 2]]);
    batcher.push(3);
    batcher.push(4);
    await tick();
    expect(runs).toHaveLength(1); // one run at a time
    release();
    await tick();
    await tick();
    expect(runs).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('splits at maxSize and hands a failed run to fail, then goes on', async () => {
    const runs: number[][] = [];
    const failed: number[][] = [];
    const batcher = new Batcher<number>(
      async (items) => {
        runs.push(items);
        if (items.includes(3)) throw new Error('boom');
      },
      (items) => failed.push(items),
      2,
    );
    for (const n of [1, 2, 3, 4, 5]) batcher.push(n);
    for (let i = 0; i < 5; i++) await tick();
    expect(runs).toEqual([[1, 2], [3, 4], [5]]);
    expect(failed).toEqual([[3, 4]]);
    batcher.push(6);
    for (let i = 0; i < 3; i++) await tick();
    expect(runs.at(-1)).toEqual([6]);
  });
});
