import { eq } from 'drizzle-orm';
import { partners } from '@tenuta/db';
import { checkInQr } from '../check-in/index.ts';
import { DomainError, notFound } from '@tenuta/core';
import { requireReseller, type PartnerCaller, type PartnerOrderDeps } from './partner-order-deps.ts';
import { findPartnerOrder } from './partner-orders-repository.ts';
import { renderVoucherPdf } from './partner-voucher-pdf.ts';

/**
 * GET /api/partners/orders/{id}/voucher: the guest's voucher of one of the reseller's bookings
 * (owners and bookers): the booking, when and where, what to bring, the check-in QR code, the
 * agency and its reference; no price. A cancelled booking has none (409 voucher_cancelled).
 * In the guest's language unless another is asked.
 */
export async function getPartnerVoucher(
  deps: Pick<PartnerOrderDeps, 'db'>,
  caller: Pick<PartnerCaller, 'partnerId' | 'partnerType'>,
  bookingId: number,
  locale?: 'it' | 'en',
): Promise<{ filename: string; pdf: Buffer }> {
  requireReseller(caller);
  const row = await findPartnerOrder(deps.db, caller, bookingId);
  if (!row) throw notFound('Order');
  if (row.status === 'cancelled' || row.status === 'refunded') throw new DomainError('conflict', 'A cancelled booking has no voucher', 'voucher_cancelled');
  const [partner] = await deps.db.select({ companyName: partners.companyName }).from(partners).where(eq(partners.id, caller.partnerId));
  const lang = locale ?? row.locale;
  const qr = await checkInQr(deps.db, row.bookingNumber);
  const fallback = row.category === 'WINE' ? { it: 'Degustazione di Vini', en: 'Wine Tasting' } : { it: 'Caccia al Tartufo', en: 'Truffle Hunt' };
  const pdf = await renderVoucherPdf({
    locale: lang,
    bookingNumber: row.bookingNumber,
    category: row.category,
    experience: (lang === 'it' ? row.titleIt : row.titleEn) ?? fallback[lang],
    startsAt: row.startsAt,
    adults: row.adults,
    children: row.children,
    vip: row.vip,
    language: row.language,
    guestName: row.customerName,
    agencyName: partner?.companyName ?? '',
    reference: row.reference,
    payOnSite: row.partnerPayment === 'on_site',
    qrPng: Buffer.from(qr.image.content, 'base64'),
  });
  return { filename: `voucher-${row.bookingNumber}.pdf`, pdf };
}
