import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { leastConnections, processCount } from './cluster.ts';
import { loadConfig } from './config.ts';

describe('WEB_CONCURRENCY', () => {
  it('defaults to one API process per core', () => {
    expect(processCount(loadConfig({}))).toBe(os.availableParallelism());
  });

  it('takes a number of processes, 1 for a single process', () => {
    expect(processCount(loadConfig({ WEB_CONCURRENCY: '3' }))).toBe(3);
    expect(processCount(loadConfig({ WEB_CONCURRENCY: '1' }))).toBe(1);
  });

  it('refuses anything but a whole number from 1 to 64, naming the variable', () => {
    for (const bad of ['0', '65', '2.5', 'many']) expect(() => loadConfig({ WEB_CONCURRENCY: bad })).toThrow(`WEB_CONCURRENCY="${bad}"`);
  });

  it('takes a direct database URL beside DATABASE_URL, and checks it', () => {
    expect(loadConfig({ DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/tenuta' }).DATABASE_DIRECT_URL).toBe('postgres://u:p@db:5432/tenuta');
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'mysql://x' })).toThrow('DATABASE_DIRECT_URL="mysql://x": must be a postgres:// or postgresql:// URL');
  });
});

describe('handing connections to the workers', () => {
  it('gives a new connection to the worker with the fewest open ones', () => {
    expect(
      leastConnections(
        new Map([
          [1, 30],
          [2, 20],
        ]),
        0,
      ),
    ).toBe(2);
    expect(
      leastConnections(
        new Map([
          [1, 3],
          [2, 5],
          [3, 1],
        ]),
        7,
      ),
    ).toBe(3);
  });

  it('lets equals take turns, so 50 connections opened at once are spread 25 and 25', () => {
    const open = new Map([
      [1, 0],
      [2, 0],
    ]);
    for (let turn = 0; turn < 50; turn++) {
      const id = leastConnections(open, turn)!;
      open.set(id, open.get(id)! + 1);
    }
    expect([...open.values()]).toEqual([25, 25]);
    // Alternating when all are equal, whatever the order of the ids.
    expect(
      [0, 1, 2, 3].map((turn) =>
        leastConnections(
          new Map([
            [4, 2],
            [9, 2],
          ]),
          turn,
        ),
      ),
    ).toEqual([4, 9, 4, 9]);
  });

  it('has no worker to give to before one is ready', () => {
    expect(leastConnections(new Map(), 0)).toBeUndefined();
  });
});
