import PDFDocument from 'pdfkit';
import { formatDateTime, formatPeople, formatTourLanguage } from '../notifications/format.ts';
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

/** The standard PDF fonts speak WinAnsi: Intl's narrow spaces become plain ones, anything else outside it a question mark. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export const winAnsi = (s: string): string => s.replace(/[\u202f\u2009\u2007]/g, ' ').replace(/[\u0100-\uffff]/g, (c) => (WIN_ANSI_EXTRA.has(c) ? c : '?'));

const INK = '#2b2118';
const MUTED = '#6b5d4f';
const ACCENT = '#7a4b1f';

/** The voucher of one booking as a one-page A4 PDF (standard Helvetica, no fonts to ship). */
export function renderVoucherPdf(v: VoucherInput): Promise<Buffer> {
  const s = strings[v.locale];
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${s.title} ${v.bookingNumber}`, Author: estate.name, Subject: v.bookingNumber } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (t: string) => winAnsi(t);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(26).text(estate.name, left, 50);
  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(text(estate.tagline[v.locale]));
  doc.moveDown(1.2);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(text(s.title), { width: width - 170 });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(text(s.subtitle), { width: width - 170 });
  const qrTop = 50;
  doc.image(v.qrPng, left + width - 150, qrTop, { width: 150, height: 150 });
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(text(s.qr), left + width - 150, qrTop + 154, { width: 150, align: 'center' });

  const rows: [string, string][] = [
    [s.bookingNumber, v.bookingNumber],
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
  let y = Math.max(doc.y + 24, qrTop + 200);
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(text(label.toUpperCase()), left, y, { width: 150 });
    doc
      .font(label === s.bookingNumber ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(label === s.bookingNumber ? 14 : 11)
      .fillColor(INK)
      .text(text(value), left + 160, y - 1, { width: width - 160 });
    y = Math.max(doc.y, y + 14) + 8;
  }

  doc
    .moveTo(left, y + 4)
    .lineTo(left + width, y + 4)
    .strokeColor('#d9cbb8')
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(text(s.bringTitle), left, y + 16);
  const bring = [s.arriveEarly, s.bringId, ...(v.category === 'TRUFFLE' ? [s.trekkingShoes] : []), s.parking];
  doc.font('Helvetica').fontSize(10).list(bring.map(text), { bulletRadius: 2, textIndent: 12 });
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(12).text(text(s.contacts), left);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(text(`${estate.phone} · ${estate.email}`))
    .text(text(estateAddress(v.locale)));
  doc
    .moveDown(0.6)
    .fillColor(MUTED)
    .fontSize(9)
    .text(text(s.changes(v.agencyName)));
  doc.end();
  return done;
}
