import { sql } from 'drizzle-orm';
import type { Database } from '@tenuta/db';
import type { Clock } from '@tenuta/core';
import { contractInForce } from '@tenuta/core';
import { romeDate } from '@tenuta/core';
import { visitorMark, type ClickVisitor } from './referral-click-marks.ts';
import { referralKey, signReferralClaim, verifyReferralClaim } from './referral-token.ts';

/** A page request that carries `?ref=CODE` (and maybe `&c=<link id>`). */
export interface ReferralVisit {
  refCode: string;
  /** The `c` query parameter: one of the partner's links. */
  link?: string | undefined;
  /** The page's path, without its query (the only thing kept about the visit). */
  path: string;
  /** The referral cookie the browser already sent, if any. */
  cookie?: string | undefined;
  /** Who asked: only hashed into the day's mark (referral-click-marks.ts), never stored. */
  visitor: ClickVisitor;
}

export interface ReferralCookie {
  value: string;
  maxAgeSeconds: number;
}

/** The window within which the same link opened again (a reload, a back button) is not counted twice. */
export const CLICK_REPEAT_MINUTES = 30;
/** Attribution days when a partner has no terms yet (the contract's default). */
export const DEFAULT_ATTRIBUTION_DAYS = 30;

const REF = /^[A-Za-z0-9]{4,16}$/;

/**
 * A visit with `?ref=CODE` for an ACTIVE referrer whose ref code matches: the signed cookie to
 * set, valid for the attribution days of the terms in force, and, the first time this visitor
 * opens this link on this Rome day, one `referral_clicks` row (partner, link when `c` names one of
 * its live links, landing path; nothing about the visitor, not even the address). Whether the
 * visitor already clicked today is a keyed hash of address, user agent and link with the day's
 * salt (referral-click-marks.ts), so opening a link over and over counts once a day. The same
 * link opened again within CLICK_REPEAT_MINUTES with its cookie (a reload) sets nothing new.
 * Unknown codes, other partners' links and inactive partners: null.
 */
export async function recordReferralClick(deps: { db: Database; clock: Clock }, visit: ReferralVisit): Promise<ReferralCookie | null> {
  if (!REF.test(visit.refCode)) return null;
  const now = deps.clock.now();
  const p = await deps.db.execute<{ id: number }>(sql`
    SELECT id FROM partners WHERE ref_code = ${visit.refCode.toUpperCase()} AND status = 'active' AND partner_type = 'referral'`);
  const partnerId = p.rows[0] ? Number(p.rows[0].id) : null;
  if (!partnerId) return null;
  const linkParam = /^\d{1,15}$/.test(visit.link ?? '') ? Number(visit.link) : null;
  const link = linkParam
    ? (await deps.db.execute<{ id: string }>(sql`SELECT id FROM referral_links WHERE id = ${linkParam} AND partner_id = ${partnerId} AND archived_at IS NULL`)).rows[0]
    : undefined;
  const linkId = link ? Number(link.id) : null;
  const key = await referralKey(deps.db);
  const before = verifyReferralClaim(key, visit.cookie, now);
  if (before && before.partnerId === partnerId && before.linkId === linkId && now.getTime() - before.clickedAt.getTime() < CLICK_REPEAT_MINUTES * 60_000) return null;
  const days = (await contractInForce(deps.db, partnerId, now))?.attributionDays ?? DEFAULT_ATTRIBUTION_DAYS;
  const path = (visit.path.split('?')[0] ?? '/').slice(0, 200) || '/';
  const day = romeDate(now);
  const mark = await visitorMark(deps.db, day, visit.visitor, { partnerId, linkId });
  // The mark and the click in one statement: of concurrent clicks of one visitor, one counts.
  await deps.db.execute(sql`
    WITH mark AS (INSERT INTO referral_click_marks (day, visitor_hash) VALUES (${day}::date, ${mark}) ON CONFLICT DO NOTHING RETURNING 1)
    INSERT INTO referral_clicks (partner_id, link_id, landing_path, created_at)
    SELECT ${partnerId}, ${linkId}, ${path}, ${now.toISOString()}::timestamptz FROM mark`);
  const maxAgeSeconds = days * 86_400;
  return { value: signReferralClaim(key, { partnerId, linkId, clickedAt: now, expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000) }), maxAgeSeconds };
}
