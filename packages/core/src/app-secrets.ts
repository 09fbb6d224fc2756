import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from './transaction.ts';

const keys = new WeakMap<object, Map<string, Promise<Buffer>>>();

async function loadOrCreate(db: Executor, name: string): Promise<Buffer> {
  // Two processes may both create it: the first insert wins and both read that one.
  await db.execute(sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('base64url')}) ON CONFLICT (name) DO NOTHING`);
  const r = await db.execute<{ value: string }>(sql`SELECT value FROM app_secrets WHERE name = ${name}`);
  const value = r.rows[0]?.value;
  if (!value) throw new Error(`the ${name} key could not be read`);
  return Buffer.from(value, 'base64url');
}

/**
 * A signing key the application makes for itself (32 random bytes in `app_secrets`, created on
 * first use), read once per database pool and name.
 */
export function appSecretKey(db: Executor, name: string): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) {
    byName = new Map();
    keys.set(db, byName);
  }
  let key = byName.get(name);
  if (!key) {
    key = loadOrCreate(db, name);
    byName.set(name, key);
    key.catch(() => byName.delete(name));
  }
  return key;
}
