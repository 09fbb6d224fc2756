import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxFileStore } from './outbox-files.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('outboxFileStore', () => {
  it('deletes the .eml files written before the cut-off, and nothing else', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tenuta-outbox-'));
    dirs.push(dir);
    const cutoff = new Date('2026-08-27T12:00:00Z');
    const at = async (name: string, when: Date) => {
      await writeFile(path.join(dir, name), 'x');
      await utimes(path.join(dir, name), when, when);
    };
    await at('old.eml', new Date(cutoff.getTime() - 60_000));
    await at('new.eml', new Date(cutoff.getTime() + 60_000));
    await at('old.txt', new Date(cutoff.getTime() - 60_000));
    expect(await outboxFileStore(dir).deleteOlderThan(cutoff)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['new.eml', 'old.txt']);
  });

  it('a missing folder holds nothing', async () => {
    expect(await outboxFileStore(path.join(tmpdir(), `tenuta-no-such-outbox-${process.pid}`)).deleteOlderThan(new Date())).toBe(0);
  });
});
