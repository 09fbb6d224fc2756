import { formatDateTime, formatPeople, formatTourLanguage } from '../notifications/format.ts';
import { factRows, finishDocument, heightOf, label, letterhead, PALETTE, put, rule, startDocument } from '../documents/document-style.ts';
import { estate, estateAddress, MEETING_POINT, type Locale } from '../notifications/strings.ts';

/** What the guest's voucher says: the booking, where and when to come, who booked it. Never a price. */
export interface VoucherInput {
  locale: Locale;
  bookingNumber: string;
  category: 'TRUFFLE' | 'WINE';
  experience: string;
  startsAt: Date;
  adults: number;
  children: number;
  vip: boolean;
  language: string;
  guestName: string | null;
  agencyName: string;
  reference: string | null;
  /** The wine tasting is paid by the guest at the estate; a truffle order was paid by the agency. */
  payOnSite: boolean;
  /** The PNG of the booking's check-in QR code. */
  qrPng: Buffer;
}

const strings = {
  it: {
    title: 'Voucher di prenotazione',
    subtitle: 'Prenotazione confermata: presenta questo voucher all’arrivo.',
    bookingNumber: 'Numero di prenotazione',
    experience: 'Esperienza',
    when: 'Data e ora',
    people: 'Partecipanti',
    tourLanguage: 'Lingua del tour',
    vip: 'Upgrade VIP',
    vipTruffle: 'Sì: esperienza privata',
    vipWine: 'Sì',
    guest: 'Ospite',
    meetingPoint: 'Punto d’incontro',
    payment: 'Pagamento',
    payOnSite: 'Da pagare in cantina',
    byAgency: 'A cura dell’agenzia',
    bookedBy: 'Prenotato da',
    reference: 'Riferimento agenzia',
    qr: 'Mostra questo codice QR all’accoglienza. Senza codice basta il numero di prenotazione.',
    bringTitle: 'Cosa portare',
    arriveEarly: 'Arriva 15 minuti prima dell’inizio.',
    bringId: 'Un documento d’identità.',
    trekkingShoes: 'Scarpe comode da trekking e abiti adatti al bosco.',
    parking: 'Parcheggio gratuito alla Tenuta.',
    contacts: 'Contatti',
    changes: (agency: string) => `Per modifiche o cancellazioni rivolgiti a ${agency.replace(/\.$/, '')}.`,
  },
  en: {
    title: 'Booking voucher',
    subtitle: 'Booking confirmed: please show this voucher when you arrive.',
    bookingNumber: 'Booking number',
    experience: 'Experience',
    when: 'Date and time',
    people: 'Guests',
    tourLanguage: 'Tour language',
    vip: 'VIP upgrade',
    vipTruffle: 'Yes: private experience',
    vipWine: 'Yes',
    guest: 'Guest',
    meetingPoint: 'Meeting point',
    payment: 'Payment',
    payOnSite: 'To pay at the cellar',
    byAgency: 'Arranged by the agency',
    bookedBy: 'Booked by',
    reference: 'Agency reference',
    qr: 'Show this QR code at reception. No code? The booking number is enough.',
    bringTitle: 'What to bring',
    arriveEarly: 'Please arrive 15 minutes before the start.',
    bringId: 'An identity document.',
    trekkingShoes: 'Comfortable trekking shoes and clothes suited to the woods.',
    parking: 'Free parking at the estate.',
    contacts: 'Contact',
    changes: (agency: string) => `For changes or cancellations, please contact ${agency.replace(/\.$/, '')}.`,
  },
} as const;

/**
 * The voucher of one booking as a one-page A4 PDF in the estate's look (`document-style.ts`): the
 * booking number large beside its check-in QR code, then where and when, who booked it, what to
 * bring and whom to ask.
 */
export function renderVoucherPdf(v: VoucherInput): Promise<Buffer> {
  const s = strings[v.locale];
  const sheet = startDocument({ size: 'A4', locale: v.locale, title: `${s.title} ${v.bookingNumber}`, subject: v.bookingNumber });
  const { doc, left, right, width } = sheet;
  let y = letterhead(sheet, [s.title, v.bookingNumber]);

  // The title, and the QR code in a paper panel on the right.
  const qr = 132;
  const panel = qr + 24;
  const textWidth = width - panel - 24;
  put(doc, 'display', s.title, left, y, { width: textWidth });
  put(doc, 'body', s.subtitle, left, doc.y + 2, { width: textWidth, color: PALETTE.inkSoft });
  label(doc, s.bookingNumber, left, doc.y + 18, { width: textWidth });
  put(doc, 'title', v.bookingNumber, left, doc.y + 3, { width: textWidth, size: 26, color: PALETTE.wineDeep, characterSpacing: 0.6 });
  doc.roundedRect(right - panel, y, panel, panel + 30, 6).fill(PALETTE.paperDeep);
  doc.image(v.qrPng, right - panel + 12, y + 12, { width: qr, height: qr });
  put(doc, 'small', s.qr, right - panel + 10, y + qr + 16, { width: panel - 20, align: 'center' });
  y = Math.max(doc.y, y + panel + 30) + 22;

  const rows: [string, string][] = [
    [s.experience, v.experience],
    [s.when, formatDateTime(v.startsAt, v.locale)],
    [s.people, formatPeople(v.adults, v.children, v.locale)],
    [s.tourLanguage, formatTourLanguage(v.language, v.locale)],
    ...(v.vip ? [[s.vip, v.category === 'TRUFFLE' ? s.vipTruffle : s.vipWine] as [string, string]] : []),
    ...(v.guestName ? [[s.guest, v.guestName] as [string, string]] : []),
    [s.meetingPoint, `${MEETING_POINT} · ${estateAddress(v.locale)}`],
    [s.payment, v.payOnSite ? s.payOnSite : s.byAgency],
    [s.bookedBy, v.agencyName],
    ...(v.reference ? [[s.reference, v.reference] as [string, string]] : []),
  ];
  rule(doc, left, right, y - 10);
  y = factRows(sheet, rows, left, y, { labelWidth: 140, strongFirst: true });

  // What to bring, with the site's small wine bullets.
  rule(doc, left, right, y + 4);
  put(doc, 'heading', s.bringTitle, left, y + 16);
  y = doc.y + 6;
  const bring = [s.arriveEarly, s.bringId, ...(v.category === 'TRUFFLE' ? [s.trekkingShoes] : []), s.parking];
  for (const item of bring) {
    doc.circle(left + 3, y + 6, 1.8).fill(PALETTE.wine);
    put(doc, 'body', item, left + 14, y, { width: width - 14 });
    y += heightOf(doc, 'body', item, width - 14) + 4;
  }
  put(doc, 'heading', s.contacts, left, y + 12);
  put(doc, 'body', `${estate.phone} · ${estate.email}`, left, doc.y + 2);
  put(doc, 'body', estateAddress(v.locale));
  put(doc, 'small', s.changes(v.agencyName), left, doc.y + 10, { width, size: 8.5 });
  return finishDocument(sheet);
}
