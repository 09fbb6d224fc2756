import type { Database } from '@tenuta/db';
import { hashToken, randomToken } from './tokens.ts';

/**
 * A device that signed in to an account before keeps a random token in an httpOnly cookie (the
 * API sets it); the database keeps only the token's SHA-256 with the account. Such a device signs
 * in under a limit of its own instead of the account's global one (sign-in-limits.ts).
 */
export type DeviceOwner = 'staff' | 'partner';

/** A device not used for a good sign-in for this long is forgotten (the cookie lasts as long). */
export const KNOWN_DEVICE_DAYS = 180;

// Constant table and column names per kind of account (never from input).
const TABLES = {
  staff: { table: 'staff_known_devices', owner: 'staff_id' },
  partner: { table: 'partner_known_devices', owner: 'user_id' },
} as const;

/** What randomToken makes; anything else in the cookie is ignored without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const since = (now: Date) => new Date(now.getTime() - KNOWN_DEVICE_DAYS * 86_400_000).toISOString();

/** The id of the account's known device the cookie's token names, or null (no cookie, another account's, forgotten). */
export async function findKnownDevice(db: Database, kind: DeviceOwner, accountId: number, token: string | undefined, now: Date): Promise<number | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const { table, owner } = TABLES[kind];
  const r = await db.$client.query<{ id: string }>(`SELECT id FROM ${table} WHERE token_hash = $1 AND ${owner} = $2 AND last_used_at > $3`, [
    hashToken(token),
    accountId,
    since(now),
  ]);
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

/**
 * After a good sign-in: the device becomes (or stays) known for the account, and the token to put
 * in its cookie is returned. A token this server issued before (for this account or another one
 * signed in from the same device) is kept, so a shared desk stays known for each of its people;
 * anything else gets a new token. The account's devices unused for KNOWN_DEVICE_DAYS go.
 */
export async function rememberDevice(db: Database, kind: DeviceOwner, accountId: number, token: string | undefined, now: Date): Promise<string> {
  const { table, owner } = TABLES[kind];
  let keep: string | undefined;
  if (token && TOKEN_SHAPE.test(token)) {
    const known = await db.$client.query(`SELECT 1 FROM ${table} WHERE token_hash = $1 AND last_used_at > $2 LIMIT 1`, [hashToken(token), since(now)]);
    if (known.rowCount) keep = token;
  }
  const value = keep ?? randomToken();
  await db.$client.query(
    `INSERT INTO ${table} (${owner}, token_hash, created_at, last_used_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (token_hash, ${owner}) DO UPDATE SET last_used_at = EXCLUDED.last_used_at`,
    [accountId, hashToken(value), now.toISOString()],
  );
  await db.$client.query(`DELETE FROM ${table} WHERE ${owner} = $1 AND last_used_at <= $2`, [accountId, since(now)]);
  return value;
}
