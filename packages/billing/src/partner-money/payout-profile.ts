import { and, eq } from 'drizzle-orm';
import { notifications, partnerPayoutProfiles, partners, partnerUsers, type Database, type NewNotification, type PartnerPayoutProfile } from '@tenuta/db';
import type { Clock, Outbox } from '@tenuta/core';
import { DomainError, notFound } from '@tenuta/core';
import { lockPartner } from '@tenuta/core';
import { lockingTransaction, type Executor } from '@tenuta/core';
import { normalizeBic, normalizeIban } from './sepa-export.ts';
import { latestTaxRequest, type TaxRequestView } from './tax-status.ts';
import { DEFAULT_WITHHOLDING_BPS, withholdingApplies } from './withholding.ts';

/** A new IBAN holds the partner's payouts this long (the owners are told by e-mail at once). */
export const IBAN_HOLD_HOURS = 48;
export const ACCOUNT_HOLDER_MAX = 70;

/** Until when a change of IBAN holds payouts (null: no hold). */
export function ibanHoldUntil(ibanChangedAt: Date | null, now: Date): Date | null {
  if (!ibanChangedAt) return null;
  const until = new Date(ibanChangedAt.getTime() + IBAN_HOLD_HOURS * 3_600_000);
  return until > now ? until : null;
}

/** "IT60 •••• 3456": the country and check digits and the last four characters. */
export const maskedIban = (iban: string | null): string | null => (iban ? `${iban.slice(0, 4)} •••• ${iban.slice(-4)}` : null);

export interface PayoutProfileView {
  /** The confirmed tax status (until confirmed: what the profile holds, and payouts wait). */
  personType: 'private' | 'company';
  withholdingBps: number;
  /** Whether payouts have withholding tax deducted (private person, or a company without VAT number). */
  withholdingApplies: boolean;
  /** The VAT number staff confirmed for the tax status. */
  vatNumber: string | null;
  /** Whether staff confirmed the tax status; until then payouts wait. */
  taxConfirmed: boolean;
  taxConfirmedAt: Date | null;
  /** The VAT number in the company data (what the partner typed; may differ while a request waits). */
  companyVatNumber: string | null;
  /** The latest request to change the tax status (pending, or the last decision). */
  taxRequest: TaxRequestView | null;
  accountHolder: string | null;
  ibanMasked: string | null;
  bic: string | null;
  ibanChangedAt: Date | null;
  /** Payouts are held until then after a change of IBAN. */
  holdUntil: Date | null;
}

/** The profile row, or the table's defaults when the partner never saved one (not confirmed: payouts wait). */
export async function readPayoutProfile(db: Executor, partnerId: number): Promise<Omit<PartnerPayoutProfile, 'updatedAt'>> {
  const [row] = await db.select().from(partnerPayoutProfiles).where(eq(partnerPayoutProfiles.partnerId, partnerId));
  return (
    row ?? {
      partnerId,
      personType: 'private',
      withholdingBps: DEFAULT_WITHHOLDING_BPS,
      vatNumber: null,
      taxConfirmedAt: null,
      taxConfirmedBy: null,
      accountHolder: null,
      iban: null,
      bic: null,
      ibanChangedAt: null,
    }
  );
}

async function profileView(db: Executor, partnerId: number, now: Date): Promise<PayoutProfileView> {
  const [p, [partner], taxRequest] = await Promise.all([
    readPayoutProfile(db, partnerId),
    db.select({ vatNumber: partners.vatNumber }).from(partners).where(eq(partners.id, partnerId)),
    latestTaxRequest(db, partnerId),
  ]);
  return {
    personType: p.personType,
    withholdingBps: p.withholdingBps,
    // Only the confirmed VAT number counts: a number the partner typed is a request.
    withholdingApplies: withholdingApplies({ personType: p.personType, vatNumber: p.vatNumber }),
    vatNumber: p.vatNumber,
    taxConfirmed: p.taxConfirmedAt !== null,
    taxConfirmedAt: p.taxConfirmedAt,
    companyVatNumber: partner?.vatNumber ?? null,
    taxRequest,
    accountHolder: p.accountHolder,
    ibanMasked: maskedIban(p.iban),
    bic: p.bic,
    ibanChangedAt: p.ibanChangedAt,
    holdUntil: ibanHoldUntil(p.ibanChangedAt, now),
  };
}

export interface PayoutProfileCaller {
  partnerId: number;
  partnerType: 'reseller' | 'referral';
  userId: number;
}

const requireReferrer = (c: Pick<PayoutProfileCaller, 'partnerType'>) => {
  if (c.partnerType !== 'referral') throw new DomainError('forbidden', 'Not available for this kind of partner', 'partner_type_forbidden');
};

/** GET /api/partners/payout-profile: the referrer's payout details and tax profile (read-only here). */
export async function getPayoutProfile(deps: { db: Executor; clock: Clock }, caller: PayoutProfileCaller): Promise<PayoutProfileView> {
  requireReferrer(caller);
  return profileView(deps.db, caller.partnerId, deps.clock.now());
}

export interface PayoutProfileInput {
  accountHolder: string;
  iban: string;
  bic?: string | null | undefined;
  currentPassword?: string | undefined;
}

export interface PayoutProfileDeps {
  db: Database;
  clock: Clock;
  outbox?: Outbox;
  /** Checks the signed-in user's current password (identity's rule: rate-limited, 400 current_password_wrong). */
  verifyCurrentPassword: (password: string) => Promise<void>;
}

/**
 * PUT /api/partners/payout-profile: the account holder, IBAN (checked with ibantools) and BIC.
 * Any change of these needs the user's current password; a new IBAN holds payouts for 48 hours
 * and is announced by e-mail to the company address and every owner, in the same transaction.
 */
export async function updatePayoutProfile(deps: PayoutProfileDeps, caller: PayoutProfileCaller, input: PayoutProfileInput): Promise<PayoutProfileView> {
  requireReferrer(caller);
  const holder = input.accountHolder.trim().replace(/\s+/g, ' ');
  if (!holder) throw new DomainError('validation_error', 'Enter the account holder', 'account_holder_required');
  if (holder.length > ACCOUNT_HOLDER_MAX)
    throw new DomainError('validation_error', `The account holder may be at most ${ACCOUNT_HOLDER_MAX} characters`, 'account_holder_too_long');
  const iban = normalizeIban(input.iban);
  if (!iban) throw new DomainError('validation_error', 'The IBAN is not valid', 'iban_invalid');
  const bic = input.bic?.trim() ? normalizeBic(input.bic) : null;
  if (input.bic?.trim() && !bic) throw new DomainError('validation_error', 'The BIC is not valid', 'bic_invalid');
  if (bic && bic.slice(4, 6) !== iban.slice(0, 2)) throw new DomainError('validation_error', 'The BIC is not of the IBAN’s country', 'bic_country_mismatch');

  const before = await readPayoutProfile(deps.db, caller.partnerId);
  const ibanChanged = before.iban !== iban;
  if (!ibanChanged && before.accountHolder === holder && (before.bic ?? null) === bic) return profileView(deps.db, caller.partnerId, deps.clock.now());
  if (!input.currentPassword) throw new DomainError('validation_error', 'Enter your current password to change the payout details', 'current_password_required');
  await deps.verifyCurrentPassword(input.currentPassword);

  const now = deps.clock.now();
  await lockingTransaction(deps.db, async (tx) => {
    // The payout run reads the profile under the same lock: it sees the old details or the new ones and their hold.
    const partner = await lockPartner(tx, caller.partnerId);
    if (!partner) throw notFound('Partner');
    const values = { accountHolder: holder, iban, bic, updatedAt: now, ...(ibanChanged ? { ibanChangedAt: now } : {}) };
    await tx
      .insert(partnerPayoutProfiles)
      .values({ partnerId: caller.partnerId, ...values })
      .onConflictDoUpdate({ target: partnerPayoutProfiles.partnerId, set: values });
    if (ibanChanged) {
      const [user] = await tx.select({ name: partnerUsers.name, email: partnerUsers.email }).from(partnerUsers).where(eq(partnerUsers.id, caller.userId));
      const holdUntil = new Date(now.getTime() + IBAN_HOLD_HOURS * 3_600_000);
      const payload = {
        company_name: partner.companyName,
        iban_masked: maskedIban(iban),
        previous_iban_masked: maskedIban(before.iban),
        account_holder: holder,
        changed_at: now.toISOString(),
        hold_until: holdUntil.toISOString(),
        changed_by: user ? `${user.name} <${user.email}>` : null,
      };
      const rows = (await partnerRecipients(tx, caller.partnerId)).map((r): NewNotification => ({ kind: 'partner_iban_changed', recipient: r.email, locale: r.locale, payload }));
      if (rows.length) await tx.insert(notifications).values(rows);
    }
  });
  if (ibanChanged) deps.outbox?.kick();
  return profileView(deps.db, caller.partnerId, now);
}

/** Who hears about a partner's money: the company address and every active owner, once per address. */
export async function partnerRecipients(db: Executor, partnerId: number): Promise<{ email: string; locale: 'it' | 'en' }[]> {
  const [partner] = await db.select({ email: partners.email, locale: partners.locale }).from(partners).where(eq(partners.id, partnerId));
  const owners = await db
    .select({ email: partnerUsers.email, locale: partnerUsers.locale })
    .from(partnerUsers)
    .where(and(eq(partnerUsers.partnerId, partnerId), eq(partnerUsers.role, 'owner'), eq(partnerUsers.status, 'active')))
    .orderBy(partnerUsers.id);
  const seen = new Set<string>();
  const out: { email: string; locale: 'it' | 'en' }[] = [];
  for (const r of [...(partner ? [partner] : []), ...owners]) {
    const email = r.email.toLowerCase();
    if (seen.has(email)) continue;
    seen.add(email);
    out.push({ email, locale: r.locale });
  }
  return out;
}

/** For the staff view: a referrer's profile with the hold, by id. */
export const staffPayoutProfile = (db: Executor, partnerId: number, now: Date): Promise<PayoutProfileView> => profileView(db, partnerId, now);
