/**
 * The pure rules of referral attribution and of the commission ledger. Money in integer cents,
 * rates in basis points; every division is rounded once, half up on the cent, with integer
 * arithmetic only.
 */

/** n / d rounded half up, for n ≥ 0 and d > 0 (integers). */
export function divRoundHalfUp(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || n < 0 || d <= 0) throw new RangeError(`divRoundHalfUp(${n}, ${d})`);
  const q = Math.floor(n / d);
  const r = n - q * d;
  return 2 * r >= d ? q + 1 : q;
}

/** The VAT rate when an experience has none to give: 22 %. */
export const DEFAULT_VAT_BPS = 2200;

/** What the guest paid, net of VAT: total × 10 000 / (10 000 + VAT bps), half up. The total is already after discounts. */
export const commissionBase = (totalCents: number, vatBps: number): number => divRoundHalfUp(totalCents * 10_000, 10_000 + vatBps);

/** The commission of a base at a rate: base × bps / 10 000, half up. */
export const commissionAmount = (baseCents: number, rateBps: number): number => divRoundHalfUp(baseCents * rateBps, 10_000);

/**
 * How much of a commission (or of its base) has to be reversed, in total, after what happened to
 * the booking: all of it when `full` (a no-show, or a cancellation when the guest paid nothing,
 * e.g. a tasting paid on site), else the share given back: original × refunded / paid, half up,
 * never more than the original (so the row's total never goes below zero).
 */
export function reversedTotal(originalCents: number, o: { full: boolean; refundedCents: number; paidCents: number }): number {
  if (o.full) return originalCents;
  if (o.paidCents <= 0 || o.refundedCents <= 0) return 0;
  return Math.min(originalCents, divRoundHalfUp(originalCents * Math.min(o.refundedCents, o.paidCents), o.paidCents));
}

/** A booking that reverses its commission whole: the guest never came, or cancelled having paid nothing. */
export const reversesFully = (status: string, paidCents: number): boolean => status === 'no_show' || ((status === 'cancelled' || status === 'refunded') && paidCents <= 0);

export type AttributionChoice = { source: 'code'; partnerId: number; couponId: number } | { source: 'link'; partnerId: number; linkId: number | null; attributedAt: Date } | null;

/**
 * Who a new booking is credited to: nobody for a reseller's own order; else a partner's discount
 * code used on it beats a link; else the cart's last recorded click.
 */
export function chooseAttribution(o: {
  resellerOrder: boolean;
  code: { partnerId: number; couponId: number } | null;
  click: { partnerId: number; linkId: number | null; attributedAt: Date } | null;
}): AttributionChoice {
  if (o.resellerOrder) return null;
  if (o.code) return { source: 'code', ...o.code };
  if (o.click) return { source: 'link', ...o.click };
  return null;
}

export const normalizeEmail = (s: string | null | undefined): string => (s ?? '').trim().toLowerCase();

/** Digits only, without the international prefix of Italy (+39 / 0039) so "+39 333…" and "333…" meet. */
export function normalizePhone(s: string | null | undefined): string {
  let d = (s ?? '').replace(/\D/g, '');
  if (d.startsWith('00')) d = d.slice(2);
  if (d.startsWith('39') && d.length > 10) d = d.slice(2);
  return d.length >= 6 ? d : '';
}

/** Letters and digits, upper case, without the IT country prefix. */
export function normalizeTaxId(s: string | null | undefined): string {
  const v = (s ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return v.startsWith('IT') && v.length === 13 ? v.slice(2) : v;
}

export interface PartnerIdentity {
  emails: readonly string[];
  phones: readonly (string | null)[];
  taxIds: readonly (string | null)[];
}

export interface BookingIdentity {
  email: string | null;
  phone: string | null;
  /** The checkout's billing VAT number and fiscal code. */
  taxIds: readonly (string | null | undefined)[];
}

/** Self-referral: the booking carries the partner's own e-mail (company or a user), phone or billing VAT number / fiscal code. */
export function isSelfReferral(partner: PartnerIdentity, booking: BookingIdentity): boolean {
  const email = normalizeEmail(booking.email);
  if (email && partner.emails.some((e) => normalizeEmail(e) === email)) return true;
  const phone = normalizePhone(booking.phone);
  if (phone && partner.phones.some((p) => normalizePhone(p) === phone)) return true;
  const ids = new Set(partner.taxIds.map(normalizeTaxId).filter((x) => x.length >= 8));
  return booking.taxIds.some((t) => {
    const v = normalizeTaxId(t);
    return v.length >= 8 && ids.has(v);
  });
}

/** A partner's first ref code from its company name: letters and digits, upper case, 4 to 12 of them (padded with P when short). */
export function refCodeStem(companyName: string): string {
  const ascii = companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return (ascii.length >= 4 ? ascii : `${ascii}PPPP`.slice(0, 4)).slice(0, 12);
}
