import { desc, eq, sql } from 'drizzle-orm';
import { bookings, experiences, partnerUsers, partners, slots, type Booking, type BookingStatus } from '@tenuta/db';
import { notFound, partnerBookingSql, type Executor } from '@tenuta/core';

export interface StaffPartnerOrderView {
  id: number;
  booking_number: string;
  status: BookingStatus;
  payment_status: Booking['paymentStatus'];
  category: 'TRUFFLE' | 'WINE';
  experience_title: { it: string; en: string };
  starts_at: string;
  date: string;
  start_time: string;
  people_count: number;
  customer_name: string | null;
  reference: string | null;
  placed_by: string | null;
  retail_cents: number;
  net_cents: number | null;
  partner_payment: 'on_account' | 'card' | 'on_site' | null;
  settled_at: string | null;
  created_at: string;
  /** order: its own order (a reseller); referral: a guest's booking it sent (a link or a code). */
  source: 'order' | 'referral';
}

// Every booking of the partner: its orders and the bookings it referred (core's one rule).
const ofPartner = (partnerId: number) => partnerBookingSql(partnerId, sql`${bookings}`);

const fallbackTitles = { TRUFFLE: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' }, WINE: { it: 'Degustazione di Vini', en: 'Wine Tasting' } } as const;

/** One page of a partner's bookings (newest first) as staff see them: its orders with retail and net amounts, who placed it, the agency's reference; and the bookings it referred. */
export async function partnerOrderRows(db: Executor, partnerId: number, limit: number, offset: number): Promise<StaffPartnerOrderView[]> {
  const rows = await db
    .select({
      b: bookings,
      startsAt: slots.startsAt,
      titleIt: experiences.titleIt,
      titleEn: experiences.titleEn,
      placedBy: partnerUsers.name,
      romeDate: sql<string>`to_char(${slots.startsAt} AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD')`,
      romeStart: sql<string>`to_char(${slots.startsAt} AT TIME ZONE 'Europe/Rome', 'HH24:MI')`,
    })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .leftJoin(experiences, eq(experiences.id, slots.experienceId))
    .leftJoin(partnerUsers, eq(partnerUsers.id, bookings.partnerUserId))
    .where(ofPartner(partnerId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ b, ...r }) => {
    const category = b.category === 'WINE' ? 'WINE' : 'TRUFFLE';
    return {
      id: b.id,
      booking_number: b.bookingNumber,
      status: b.status,
      payment_status: b.paymentStatus,
      category,
      experience_title: r.titleIt && r.titleEn ? { it: r.titleIt, en: r.titleEn } : { ...fallbackTitles[category] },
      starts_at: r.startsAt.toISOString(),
      date: r.romeDate,
      start_time: r.romeStart,
      people_count: b.adults + b.children,
      customer_name: b.customerName,
      reference: b.partnerReference,
      placed_by: r.placedBy,
      retail_cents: b.totalCents,
      net_cents: b.partnerNetCents,
      partner_payment: b.partnerPayment,
      settled_at: b.partnerSettledAt?.toISOString() ?? null,
      created_at: b.createdAt.toISOString(),
      source: b.partnerId === partnerId ? 'order' : 'referral',
    };
  });
}

/** GET /api/staff/partners/{id}/orders: the partner's bookings, newest first, one page at a time; 404 for an unknown partner. */
export async function listPartnerOrders(db: Executor, partnerId: number, page: { page: number; pageSize: number }) {
  const [p] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!p) throw notFound('Partner');
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(ofPartner(partnerId));
  const total = Number(count?.n ?? 0);
  const orders = await partnerOrderRows(db, partnerId, page.pageSize, (page.page - 1) * page.pageSize);
  return { orders, total, page: page.page, page_size: page.pageSize, pages: Math.max(1, Math.ceil(total / page.pageSize)) };
}
