import { sql } from 'drizzle-orm';
import { type BookingDetails, formatDateTime, formatMoney, formatPeople, formatTourLanguage, loadBookingDetails, pgIntArray } from '@tenuta/booking';
import type { Executor } from '@tenuta/core';
import { html } from '../../html.ts';
import { button, contactsBlock, detailCard, type DetailRow, emailLayout, heading, muted, paragraph, summaryBand, textContacts, textRows } from '../../layout.ts';
import type { RenderedMail } from '../../mail.ts';
import { estate, type Locale } from '../../strings.ts';
import { payloadRecord, type Fail } from './partner-account-payload.ts';
import { withLang } from '../../links.ts';

/** One booking of the order, with what the agency pays for it. */
export interface OrderBooking extends BookingDetails {
  reference: string | null;
  netCents: number | null;
  payment: 'on_account' | 'card' | 'on_site';
}

export interface PartnerOrderConfirmationInput {
  locale: Locale;
  agencyName: string;
  guest: { name: string | null; phone: string | null; email: string | null };
  reference: string | null;
  bookings: readonly OrderBooking[];
  /** Retail and net amounts: for the account's owner only (bookers see no money). */
  showMoney: boolean;
  /** The partner area's orders page (vouchers are downloaded there). */
  ordersUrl: string;
}

const strings = {
  it: {
    subject: (numbers: string[], ref: string | null) => `Ordine confermato ${numbers.join(', ')}${ref ? ` (rif. ${ref})` : ''}`,
    title: 'Ordine confermato',
    intro: (agency: string) => `Gentile ${agency}, l’ordine per il tuo cliente è confermato. Ecco il riepilogo.`,
    bookingNumber: 'Numero di prenotazione',
    when: 'Data e ora',
    people: 'Partecipanti',
    tourLanguage: 'Lingua del tour',
    vip: 'Upgrade VIP',
    yes: 'Sì',
    payment: 'Pagamento',
    payments: { on_account: 'In conto: sarà fatturato secondo il contratto', card: 'Pagato con carta', on_site: 'Pagato in cantina dall’ospite' },
    retail: 'Prezzo al pubblico',
    net: 'Prezzo netto',
    guestTitle: 'Ospite',
    name: 'Nome',
    phone: 'Telefono',
    email: 'E-mail',
    reference: 'Vostro riferimento',
    totalRetail: 'Totale al pubblico',
    totalNet: 'Totale netto per voi',
    voucher: 'Il voucher per l’ospite (con codice QR, punto d’incontro e cosa portare, senza prezzi) si scarica dalla pagina Ordini dell’area partner.',
    guestMail: 'L’ospite ha ricevuto la conferma senza prezzi.',
    orders: 'Apri i tuoi ordini',
    footer: 'E-mail automatica dell’area partner della Tenuta.',
  },
  en: {
    subject: (numbers: string[], ref: string | null) => `Order confirmed ${numbers.join(', ')}${ref ? ` (ref. ${ref})` : ''}`,
    title: 'Order confirmed',
    intro: (agency: string) => `Dear ${agency}, the order for your client is confirmed. Here is the summary.`,
    bookingNumber: 'Booking number',
    when: 'Date and time',
    people: 'Guests',
    tourLanguage: 'Tour language',
    vip: 'VIP upgrade',
    yes: 'Yes',
    payment: 'Payment',
    payments: { on_account: 'On account: invoiced as your contract says', card: 'Paid by card', on_site: 'Paid at the cellar by the guest' },
    retail: 'Retail price',
    net: 'Net price',
    guestTitle: 'Guest',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    reference: 'Your reference',
    totalRetail: 'Retail total',
    totalNet: 'Net total for you',
    voucher: 'The guest’s voucher (QR code, meeting point and what to bring, no prices) is downloaded from the Orders page of the partner area.',
    guestMail: 'The guest received the confirmation without prices.',
    orders: 'Open your orders',
    footer: 'Automatic e-mail from the Tenuta partner area.',
  },
} as const;

function rows(b: OrderBooking, input: PartnerOrderConfirmationInput): [string, string][] {
  const { locale } = input;
  const s = strings[locale];
  const r: [string, string][] = [
    [s.bookingNumber, b.bookingNumber],
    [s.when, formatDateTime(b.startsAt, locale)],
    [s.people, formatPeople(b.adults, b.children, locale)],
    [s.tourLanguage, formatTourLanguage(b.language, locale)],
  ];
  if (b.vip) r.push([s.vip, s.yes]);
  r.push([s.payment, s.payments[b.payment]]);
  if (input.showMoney) {
    r.push([s.retail, formatMoney(b.totalCents, locale)]);
    if (b.payment !== 'on_site' && b.netCents !== null) r.push([s.net, formatMoney(b.netCents, locale)]);
  }
  return r;
}

/** To the agency user who placed a reseller's order: the bookings, the guest, the reference, retail and net (owners), payment terms, the voucher. */
export function partnerOrderConfirmationEmail(input: PartnerOrderConfirmationInput): RenderedMail {
  const { locale, bookings } = input;
  const s = strings[locale];
  if (bookings.length === 0) throw new Error('An order confirmation needs at least one booking');
  const subject = s.subject(
    bookings.map((b) => b.bookingNumber),
    input.reference,
  );
  const guestRows: [string, string][] = [
    ...(input.guest.name ? [[s.name, input.guest.name] as [string, string]] : []),
    ...(input.guest.phone ? [[s.phone, input.guest.phone] as [string, string]] : []),
    ...(input.guest.email ? [[s.email, input.guest.email] as [string, string]] : []),
    ...(input.reference ? [[s.reference, input.reference] as [string, string]] : []),
  ];
  const totals: [string, string][] = input.showMoney
    ? [
        [
          s.totalRetail,
          formatMoney(
            bookings.reduce((sum, b) => sum + b.totalCents, 0),
            locale,
          ),
        ],
        [
          s.totalNet,
          formatMoney(
            bookings.reduce((sum, b) => sum + (b.payment === 'on_site' ? 0 : (b.netCents ?? 0)), 0),
            locale,
          ),
        ],
      ]
    : [];
  const intro = s.intro(input.agencyName);
  const body = html`${heading(s.title)}
${paragraph(intro)}
${bookings.map((b) => detailCard({ title: b.title[locale], rows: rows(b, input) as DetailRow[] }))}
${totals.length > 0 ? summaryBand(totals) : ''}
${detailCard({ title: s.guestTitle, rows: guestRows as DetailRow[] })}
${input.guest.email ? muted(s.guestMail) : ''}
${paragraph(s.voucher)}
${button(input.ordersUrl, s.orders)}
${contactsBlock(locale)}`;
  const text = [
    s.title,
    '',
    intro,
    '',
    ...bookings.flatMap((b) => [b.title[locale], textRows(rows(b, input)), '']),
    ...(totals.length > 0 ? [textRows(totals), ''] : []),
    s.guestTitle,
    textRows(guestRows),
    '',
    ...(input.guest.email ? [s.guestMail] : []),
    s.voucher,
    `${s.orders}: ${input.ordersUrl}`,
    '',
    textContacts(locale),
  ].join('\n');
  return {
    subject,
    text,
    html: emailLayout({ locale, title: subject, preheader: intro, body, footerNote: s.footer }),
    language: locale,
    replyTo: estate.email,
    attachments: [],
  };
}

/** The queued payload: booking_ids, partner_id, show_money; the rest is read from the bookings and the order's checkout. */
export async function partnerOrderConfirmationInput(db: Executor, payload: unknown, locale: Locale, publicUrl: string, fail: Fail): Promise<PartnerOrderConfirmationInput> {
  const p = payloadRecord(payload, fail);
  const ids = Array.isArray(p.booking_ids) ? p.booking_ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0) : [];
  if (ids.length === 0) return fail('payload.booking_ids must be a non-empty array of booking ids');
  if (!Number.isSafeInteger(p.partner_id)) return fail('payload.partner_id must be a partner id');
  const details = await loadBookingDetails(db, ids);
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT b.id, b.partner_reference, b.partner_net_cents, b.partner_payment, b.customer_name, b.customer_phone,
           cs.customer_data->>'guest_email' AS guest_email, pa.company_name
      FROM bookings b
      JOIN partners pa ON pa.id = b.partner_id
      LEFT JOIN checkout_sessions cs ON cs.id = b.checkout_session_id
     WHERE b.id = ANY(${pgIntArray(ids)}::bigint[]) AND b.partner_id = ${p.partner_id as number}`);
  const extra = new Map(r.rows.map((x) => [Number(x.id), x]));
  const bookings = details.flatMap((d): OrderBooking[] => {
    const x = extra.get(d.id);
    if (!x) return [];
    const payment = x.partner_payment === 'on_account' || x.partner_payment === 'card' ? x.partner_payment : 'on_site';
    return [{ ...d, reference: (x.partner_reference as string | null) ?? null, netCents: x.partner_net_cents === null ? null : Number(x.partner_net_cents), payment }];
  });
  const first = r.rows[0];
  if (!first || bookings.length === 0) return fail(`no booking of partner ${String(p.partner_id)} among ${ids.join(', ')}`);
  return {
    locale,
    agencyName: String(first.company_name),
    guest: { name: (first.customer_name as string | null) ?? null, phone: (first.customer_phone as string | null) ?? null, email: (first.guest_email as string | null) || null },
    reference: bookings[0]!.reference,
    bookings,
    showMoney: p.show_money === true,
    ordersUrl: withLang(`${publicUrl}/partner/orders`, locale),
  };
}
