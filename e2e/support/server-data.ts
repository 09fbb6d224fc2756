import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readEml } from '../../apps/api/src/jobs/eml-test-reader.ts';

/**
 * What the e2e server (scripts/e2e-server.mjs) leaves on disk: the e-mails it
 * wrote and its embedded PostgreSQL. Tests read real e-mails (to follow a
 * link as a guest would) and arrange state that only time would create.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = path.join(os.tmpdir(), `tenuta-e2e-${port}`);

export interface SentEmail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** E-mails written so far whose file name has `kind` (e.g. booking_confirmation) and recipient `to`. */
export function readOutbox(filter: { kind?: string; to?: string } = {}): SentEmail[] {
  const dir = path.join(e2eDataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .filter((f) => !filter.kind || f.includes(`-${filter.kind}.eml`))
    .map((file) => {
      const { headers, parts } = readEml(readFileSync(path.join(dir, file), 'utf8'));
      const part = (type: string) => parts.find((p) => p.contentType.startsWith(type))?.body ?? '';
      return { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text: part('text/plain'), html: part('text/html') };
    })
    .filter((m) => !filter.to || m.to.toLowerCase().includes(filter.to.toLowerCase()));
}

/** Waits (polling) until an e-mail matching `filter` has been written; the outbox worker sends within seconds. */
export async function waitForEmail(filter: { kind?: string; to?: string }, timeoutMs = 20_000): Promise<SentEmail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(filter).at(-1);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no e-mail ${JSON.stringify(filter)} in ${e2eDataDir}/outbox`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first absolute link in `text` whose path starts with `pathPrefix`, made relative to the site. */
export function linkIn(text: string, pathPrefix: string): string {
  const m = new RegExp(`https?://[^\\s"'<>]+?(${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*)`).exec(text);
  if (!m) throw new Error(`no ${pathPrefix} link in the e-mail`);
  return m[1]!.replace(/&amp;/g, '&');
}

/** Runs one SQL statement on the e2e server's embedded PostgreSQL (port from postmaster.pid). */
export async function queryServerDb<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const pid = readFileSync(path.join(e2eDataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(e2eDataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(pid[3]), user: 'tenuta', password, database: 'tenuta' });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
