import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '@tenuta/core';
import { romeDate } from '@tenuta/core';
import type { Executor } from '@tenuta/core';

/**
 * One click per visitor, link and Rome day, without keeping anything about the visitor: the mark
 * of a click is HMAC-SHA256(salt of the day, address + user agent + partner and link). The salt is
 * 32 random bytes made for each Rome day, kept in `app_secrets` (never in the marks' table) so that
 * every API process of the estate uses the same one; the daily clean-up deletes the past days'
 * marks and salts, after which no mark can be linked to an address any more.
 */

/** The `app_secrets` name of a day's salt: `referral-click-salt:YYYY-MM-DD`. */
const SALT_PREFIX = 'referral-click-salt:';

/** This process's copy of today's salt (PostgreSQL has the truth; a new day reads or makes a new one). */
const current = new WeakMap<object, { day: string; salt: Promise<Buffer> }>();

async function loadOrCreateSalt(db: Executor, day: string): Promise<Buffer> {
  const name = `${SALT_PREFIX}${day}`;
  // Two processes may both create it: the first insert wins and both read that one.
  await db.execute(sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('base64url')}) ON CONFLICT (name) DO NOTHING`);
  const r = await db.execute<{ value: string }>(sql`SELECT value FROM app_secrets WHERE name = ${name}`);
  const value = r.rows[0]?.value;
  if (!value) throw new Error('the referral click salt could not be read');
  return Buffer.from(value, 'base64url');
}

function saltOf(db: Executor, day: string): Promise<Buffer> {
  const held = current.get(db);
  if (held?.day === day) return held.salt;
  const salt = loadOrCreateSalt(db, day);
  current.set(db, { day, salt });
  salt.catch(() => current.delete(db));
  return salt;
}

export interface ClickVisitor {
  /** The client's address (as the rate limits see it). */
  address: string;
  userAgent: string;
}

/** The visitor's mark for one link on one Rome day (base64url). */
export async function visitorMark(db: Executor, day: string, visitor: ClickVisitor, link: { partnerId: number; linkId: number | null }): Promise<string> {
  const salt = await saltOf(db, day);
  return createHmac('sha256', salt)
    .update(`${visitor.address}\n${visitor.userAgent}\n${link.partnerId}.${link.linkId ?? 0}`, 'utf8')
    .digest('base64url');
}

/**
 * Daily clean-up: the marks and the salts of the days before today (Rome) are deleted. Returns
 * the marks deleted.
 */
export async function sweepReferralClickMarks(deps: { db: Executor; clock: Clock }): Promise<number> {
  const today = romeDate(deps.clock.now());
  const r = await deps.db.execute<{ n: number }>(sql`WITH gone AS (DELETE FROM referral_click_marks WHERE day < ${today}::date RETURNING 1) SELECT count(*)::int AS n FROM gone`);
  await deps.db.execute(sql`DELETE FROM app_secrets WHERE name LIKE ${`${SALT_PREFIX}%`} AND name < ${`${SALT_PREFIX}${today}`}`);
  return r.rows[0]?.n ?? 0;
}
