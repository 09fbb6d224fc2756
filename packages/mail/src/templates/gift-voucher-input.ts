import { eq } from 'drizzle-orm';
import { experiences, giftVouchers, type GiftVoucher } from '@tenuta/db';
import { formatPeople, type Locale } from '@tenuta/booking';
import { normalizeVoucherCode, voucherBalance, voucherCodeHash } from '@tenuta/billing';
import { romeDate, type Executor } from '@tenuta/core';

type Fail = (message: string) => never;

/** What every gift voucher e-mail reads: the voucher row, as it is when the e-mail is sent. */
export interface GiftVoucherMailInput {
  locale: Locale;
  voucher: GiftVoucher;
  /** "Caccia al tartufo · 2 persone" when bought for an experience. */
  meantFor: string | null;
  /** Its last day (Rome), YYYY-MM-DD. */
  expiresOn: string;
  publicUrl: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The payload is { gift_voucher_id } (and, for the voucher itself, the code until it is sent). */
export async function giftVoucherMailInput(db: Executor, payload: unknown, locale: Locale, publicUrl: string, fail: Fail): Promise<GiftVoucherMailInput> {
  if (!isRecord(payload) || !Number.isSafeInteger(payload.gift_voucher_id)) return fail('payload.gift_voucher_id must be a gift voucher id');
  const [voucher] = await db
    .select()
    .from(giftVouchers)
    .where(eq(giftVouchers.id, payload.gift_voucher_id as number));
  if (!voucher) return fail(`gift voucher not found: ${String(payload.gift_voucher_id)}`);
  let meantFor: string | null = null;
  if (voucher.experienceSlug) {
    const [e] = await db.select({ it: experiences.titleIt, en: experiences.titleEn }).from(experiences).where(eq(experiences.slug, voucher.experienceSlug));
    const title = e ? e[locale] : voucher.experienceSlug;
    meantFor = voucher.people ? `${title} · ${formatPeople(voucher.people, 0, locale)}` : title;
  }
  return { locale, voucher, meantFor, expiresOn: romeDate(voucher.expiresAt), publicUrl };
}

/**
 * The code the voucher e-mail carries, checked against the voucher: only the code the voucher
 * holds now is sent (a row left from before the code was replaced, or of a voucher voided or
 * expired meanwhile, fails rather than mail a dead code).
 */
export function deliverableCode(input: GiftVoucherMailInput, payload: unknown, fail: Fail): string {
  const code = isRecord(payload) && typeof payload.voucher_code === 'string' ? payload.voucher_code : null;
  if (!code) return fail('payload.voucher_code is missing (the e-mail was sent already, or its code was removed)');
  const normalized = normalizeVoucherCode(code);
  if (!normalized || voucherCodeHash(normalized) !== input.voucher.codeHash) return fail('payload.voucher_code is no longer the voucher’s code (it was sent again with a new one)');
  if (input.voucher.status !== 'active') return fail(`gift voucher ${input.voucher.id} is ${input.voucher.status}: not sent`);
  return code;
}

/** The balance now (the expiry reminder says what is left). */
export const currentBalance = (db: Executor, input: GiftVoucherMailInput): Promise<number> => voucherBalance(db, input.voucher.id);
