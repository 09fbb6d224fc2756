import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { processCount } from './cluster.ts';
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
