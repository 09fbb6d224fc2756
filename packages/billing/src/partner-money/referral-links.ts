import QRCode from 'qrcode';
import { sql } from 'drizzle-orm';
import type { Database } from '@tenuta/db';
import type { PartnerReferralLink, PartnerReferralLinksData } from '@tenuta/contracts';
import type { Clock } from '@tenuta/core';
import { DomainError, notFound } from '@tenuta/core';
import { lockPartner } from '@tenuta/core';
import { pgTimestamp, type Executor } from '@tenuta/core';
import { refCodeStem } from './commission-rules.ts';
import { requireReferrer, type ReferrerCaller } from './list-partner-commissions.ts';

export interface ReferralLinkDeps {
  db: Database;
  clock: Clock;
  /** The site's public address, e.g. https://tenuta.example (no trailing slash). */
  publicUrl: string;
}

/** The public pages a referral link may point to (the site's own pages, not the cart or checkout). */
export const REFERRAL_TARGET_PATHS = ['/', '/truffle-hunting', '/wine-tasting', '/prenota-ora', '/chi-siamo', '/galleria', '/reviews', '/faq', '/contatti'] as const;

/**
 * The address to share: the page, the partner's code, the link's id and, when the partner chose
 * one, the language the page opens in (`lang`: the site serves that language's page and keeps it
 * as the visitor's choice).
 */
export const referralLinkUrl = (publicUrl: string, path: string, refCode: string, linkId: number, locale: 'it' | 'en' | null = null): string =>
  `${publicUrl}${path}?ref=${refCode}&c=${linkId}${locale ? `&lang=${locale}` : ''}`;

const linkLocale = (v: unknown): 'it' | 'en' | null => (v === 'it' || v === 'en' ? v : null);

/**
 * The partner's ref code, assigned on first use under the partner's row lock: its company name
 * in capitals (letters and digits, at most 12), with 2, 3, … appended when another partner has
 * it. Assignments of all partners are serialized by one advisory lock, so two partners of the
 * same name never race for one code.
 */
export async function ensureRefCode(tx: Executor, partnerId: number): Promise<string> {
  const partner = await lockPartner(tx, partnerId);
  if (!partner) throw notFound('Partner');
  if (partner.refCode) return partner.refCode;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('partners.ref_code'))`);
  const stem = refCodeStem(partner.companyName);
  const taken = new Set((await tx.execute<{ ref_code: string }>(sql`SELECT ref_code FROM partners WHERE ref_code LIKE ${`${stem}%`}`)).rows.map((r) => r.ref_code));
  let code = stem;
  for (let n = 2; taken.has(code); n++) code = `${stem.slice(0, 16 - String(n).length)}${n}`;
  await tx.execute(sql`UPDATE partners SET ref_code = ${code}, updated_at = now() WHERE id = ${partnerId}`);
  return code;
}

async function linkRows(db: Executor, partnerId: number, now: Date, linkId?: number): Promise<Record<string, unknown>[]> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT l.id, l.label, l.target_path, l.locale, l.created_at,
           (SELECT count(*) FROM referral_clicks c WHERE c.link_id = l.id) AS clicks,
           (SELECT count(*) FROM referral_clicks c WHERE c.link_id = l.id AND c.created_at >= ${since}::timestamptz) AS clicks_30d,
           (SELECT count(*) FROM booking_attributions a WHERE a.link_id = l.id) AS bookings
      FROM referral_links l
     WHERE l.partner_id = ${partnerId} AND l.archived_at IS NULL ${linkId ? sql`AND l.id = ${linkId}` : sql``}
     ORDER BY l.created_at DESC, l.id DESC`);
  return r.rows;
}

const toLink = (publicUrl: string, refCode: string, x: Record<string, unknown>): PartnerReferralLink => ({
  id: Number(x.id),
  label: String(x.label),
  target_path: String(x.target_path),
  locale: linkLocale(x.locale),
  url: referralLinkUrl(publicUrl, String(x.target_path), refCode, Number(x.id), linkLocale(x.locale)),
  clicks: Number(x.clicks),
  clicks_30d: Number(x.clicks_30d),
  bookings: Number(x.bookings),
  created_at: pgTimestamp(x.created_at).toISOString(),
});

async function refCodeOf(db: Executor, partnerId: number): Promise<string | null> {
  const r = await db.execute<{ ref_code: string | null }>(sql`SELECT ref_code FROM partners WHERE id = ${partnerId}`);
  return r.rows[0]?.ref_code ?? null;
}

/** GET /api/partners/referrals/links: the partner's live links with their clicks and credited bookings. */
export async function listReferralLinks(deps: ReferralLinkDeps, caller: ReferrerCaller): Promise<PartnerReferralLinksData> {
  requireReferrer(caller);
  const refCode = await refCodeOf(deps.db, caller.partnerId);
  const rows = refCode ? await linkRows(deps.db, caller.partnerId, deps.clock.now()) : [];
  return {
    ref_code: refCode,
    ref_url: refCode ? `${deps.publicUrl}/?ref=${refCode}` : null,
    targets: [...REFERRAL_TARGET_PATHS],
    links: rows.map((x) => toLink(deps.publicUrl, refCode!, x)),
  };
}

/**
 * POST /api/partners/referrals/links: a new link to one of the public pages with a campaign
 * label (1 to 80 characters) and the language the page opens in (Italian or English; none: the
 * visitor's own); the partner's ref code is assigned on its first link.
 */
export async function createReferralLink(
  deps: ReferralLinkDeps,
  caller: ReferrerCaller & { userId: number },
  input: { targetPath: string; label: string; locale?: 'it' | 'en' | null | undefined },
): Promise<{ link: PartnerReferralLink; refCode: string }> {
  requireReferrer(caller);
  const path = input.targetPath.trim();
  if (!(REFERRAL_TARGET_PATHS as readonly string[]).includes(path)) {
    throw new DomainError('validation_error', `A link may point to one of the site's public pages: ${REFERRAL_TARGET_PATHS.join(', ')}`, 'target_path_invalid');
  }
  const label = input.label.trim().replace(/\s+/g, ' ');
  if (label.length < 1 || label.length > 80) throw new DomainError('validation_error', 'Give the link a label of 1 to 80 characters', 'label_invalid');
  return deps.db.transaction(async (tx) => {
    const refCode = await ensureRefCode(tx, caller.partnerId);
    const r = await tx.execute<{ id: string }>(sql`
      INSERT INTO referral_links (partner_id, target_path, label, locale, created_by, created_at)
      VALUES (${caller.partnerId}, ${path}, ${label}, ${linkLocale(input.locale)}, ${caller.userId}, ${deps.clock.now().toISOString()}::timestamptz) RETURNING id`);
    const [row] = await linkRows(tx, caller.partnerId, deps.clock.now(), Number(r.rows[0]!.id));
    return { link: toLink(deps.publicUrl, refCode, row!), refCode };
  });
}

/** GET /api/partners/referrals/links/{id}/qr.svg: the link's address as a QR code to print; another partner's link is a 404. */
export async function referralLinkQrSvg(deps: ReferralLinkDeps, caller: ReferrerCaller, linkId: number): Promise<string> {
  requireReferrer(caller);
  const refCode = await refCodeOf(deps.db, caller.partnerId);
  const [row] = refCode ? await linkRows(deps.db, caller.partnerId, deps.clock.now(), linkId) : [];
  if (!row || !refCode) throw notFound('Link');
  return QRCode.toString(referralLinkUrl(deps.publicUrl, String(row.target_path), refCode, linkId, linkLocale(row.locale)), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
