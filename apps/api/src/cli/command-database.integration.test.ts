import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '@tenuta/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCommandDatabase } from './command-database.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-command-db-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function answers(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ d: string }>('SELECT current_database() AS d')).rows[0]!.d;
  } finally {
    await c.end();
  }
}

describe('the database of a command (npm run staff, backup, restore)', () => {
  it('is DATABASE_URL when set', async () => {
    const d = await openCommandDatabase({ DATABASE_URL: 'postgres://u:p@db.example:5432/tenuta', dataDir });
    expect(d).toMatchObject({ url: 'postgres://u:p@db.example:5432/tenuta', source: 'DATABASE_URL' });
    await d.close();
  });

  it("is the running site's embedded server when it is up, otherwise one started for the command", async () => {
    expect(runningEmbeddedUrl(dataDir)).toBeUndefined();
    // The site's server.
    const site = await startEmbeddedPostgres({ dataDir });
    try {
      const d = await openCommandDatabase({ dataDir });
      expect(d.source).toBe('running embedded server');
      expect(await answers(d.url)).toBe('tenuta');
      await d.close();
      // Closing did not stop the site's server.
      expect(await answers(site.url)).toBe('tenuta');
    } finally {
      await site.stop();
    }
    expect(runningEmbeddedUrl(dataDir)).toBeUndefined();

    const d = await openCommandDatabase({ dataDir });
    try {
      expect(d.source).toBe('embedded server started for this command');
      expect(await answers(d.url)).toBe('tenuta');
    } finally {
      await d.close();
    }
    expect(runningEmbeddedUrl(dataDir)).toBeUndefined();
  }, 60_000);
});
