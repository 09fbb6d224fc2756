import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { estate, estateAddress, formatIsoDay, formatMoney, type Locale, winAnsi } from '@tenuta/booking';

/** What the printed voucher shows: the code, the amount, who it is for, the message, the expiry. */
export interface GiftVoucherPdfInput {
  locale: Locale;
  /** The code in clear, grouped ("K7QM-R4TX-9HCW-3PNF"). */
  code: string;
  amountCents: number;
  recipientName: string;
  /** Who gives it ("from …"); none on a complimentary voucher. */
  fromName: string | null;
  message: string | null;
  /** The Rome date of its last day, YYYY-MM-DD. */
  expiresOn: string;
  /** What it was bought for, e.g. "Caccia al tartufo · 2 persone"; null for an amount. */
  meantFor: string | null;
  /** The site, where it is spent ("tenuta.example"). */
  site: string;
}

const strings = {
  it: {
    title: 'Buono regalo',
    for: 'Per',
    from: 'Da',
    value: 'Valore',
    meantFor: 'Pensato per',
    code: 'Codice del buono',
    validUntil: (d: string) => `Valido fino al ${d}`,
    how: 'Si usa online al momento della prenotazione di qualsiasi esperienza: inserisci il codice al passo del pagamento. Il valore non speso resta sul buono fino alla scadenza.',
    qr: 'Il QR contiene il codice',
    check: (site: string) => `Saldo e scadenza: ${site}/regala/saldo`,
    keep: 'Custodisci il codice come denaro: chi lo conosce può spenderlo.',
  },
  en: {
    title: 'Gift voucher',
    for: 'For',
    from: 'From',
    value: 'Value',
    meantFor: 'Meant for',
    code: 'Voucher code',
    validUntil: (d: string) => `Valid until ${d}`,
    how: 'Use it online when booking any experience: enter the code at the payment step. Whatever is not spent stays on the voucher until it expires.',
    qr: 'The QR holds the code',
    check: (site: string) => `Balance and expiry: ${site}/regala/saldo`,
    keep: 'Keep the code as you would cash: whoever knows it can spend it.',
  },
} as const;

// The site's palette: Nebbiolo wine on warm paper, gold for the rules.
const WINE = '#6d1f2f';
const WINE_DEEP = '#4a1420';
const PAPER = '#faf6ef';
const PAPER_DEEP = '#f2eadd';
const INK = '#2a201b';
const MUTED = '#6e5f55';
const GOLD = '#b8893b';

/**
 * The voucher as a one-page A5 PDF in the site's look: the estate's name on a wine band, the
 * amount large, the message, the code grouped for reading and as a QR code (the code's text only:
 * never a link, which would leave the code in logs), the expiry. Standard PDF fonts (Times for the
 * serif headings, Helvetica, Courier for the code), as the other documents.
 */
export async function renderGiftVoucherPdf(v: GiftVoucherPdfInput): Promise<Buffer> {
  const s = strings[v.locale];
  const t = (x: string) => winAnsi(x);
  const qr = await QRCode.toBuffer(v.code, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240, color: { dark: INK, light: '#ffffffff' } });
  const doc = new PDFDocument({ size: 'A5', margin: 0, info: { Title: `${s.title} ${estate.name}`, Author: estate.name, Subject: s.title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const W = doc.page.width;
  const H = doc.page.height;
  const m = 36;
  const inner = W - 2 * m;

  // Paper, a gold frame, and the wine band with the estate's name.
  doc.rect(0, 0, W, H).fill(PAPER);
  doc
    .rect(14, 14, W - 28, H - 28)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke();
  doc.rect(14, 14, W - 28, 66).fill(WINE);
  doc
    .font('Times-Roman')
    .fontSize(24)
    .fillColor(PAPER)
    .text(t(estate.name.toUpperCase().split('').join(' ')), m, 28, { width: inner, align: 'center' });
  doc.font('Times-Italic').fontSize(9.5).fillColor('#e9d9c8').text(t(estate.tagline[v.locale]), m, 58, { width: inner, align: 'center' });

  // Title, recipient and giver.
  doc.font('Times-Italic').fontSize(22).fillColor(WINE).text(t(s.title), m, 96, { width: inner, align: 'center' });
  doc
    .moveTo(W / 2 - 40, 126)
    .lineTo(W / 2 + 40, 126)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke();
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(t(s.for.toUpperCase()), m, 136, { width: inner, align: 'center', characterSpacing: 1.5 });
  doc.font('Times-Bold').fontSize(16).fillColor(INK).text(t(v.recipientName), m, 148, { width: inner, align: 'center', height: 20, ellipsis: true });
  if (v.fromName) {
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(t(`${s.from} ${v.fromName}`), m, 170, { width: inner, align: 'center', height: 12, ellipsis: true });
  }

  // The amount, large, and what it was meant for.
  const boxTop = 190;
  const boxHeight = v.meantFor ? 64 : 52;
  doc.roundedRect(m + 40, boxTop, inner - 80, boxHeight, 6).fill(PAPER_DEEP);
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(t(s.value.toUpperCase()), m, boxTop + 7, { width: inner, align: 'center', characterSpacing: 1.5 });
  doc
    .font('Times-Bold')
    .fontSize(26)
    .fillColor(WINE_DEEP)
    .text(t(formatMoney(v.amountCents, v.locale)), m, boxTop + 17, { width: inner, align: 'center' });
  if (v.meantFor) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(t(`${s.meantFor}: ${v.meantFor}`), m, boxTop + 48, { width: inner, align: 'center' });
  }

  // The personal message, in italics between quotes, in the room left above the code.
  const codeTop = H - 210;
  if (v.message) {
    const top = boxTop + boxHeight + 12;
    doc
      .font('Times-Italic')
      .fontSize(v.message.length > 280 ? 9.5 : 11.5)
      .fillColor(INK)
      .text(t(`“${v.message}”`), m + 12, top, { width: inner - 24, align: 'center', height: codeTop - 8 - top, ellipsis: true });
  }

  // The code and its QR code, side by side.
  const qrSize = 92;
  const textWidth = inner - qrSize - 12;
  doc
    .moveTo(m, codeTop)
    .lineTo(W - m, codeTop)
    .lineWidth(0.5)
    .strokeColor(GOLD)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(t(s.code.toUpperCase()), m, codeTop + 12, { width: textWidth, characterSpacing: 1.5 });
  doc
    .font('Courier-Bold')
    .fontSize(15)
    .fillColor(INK)
    .text(v.code, m, codeTop + 24, { width: textWidth });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(WINE)
    .text(t(s.validUntil(formatIsoDay(v.expiresOn, v.locale))), m, codeTop + 46, { width: textWidth });
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(INK)
    .text(t(s.how), m, codeTop + 62, { width: textWidth });
  doc.image(qr, W - m - qrSize, codeTop + 10, { width: qrSize, height: qrSize });
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .fillColor(MUTED)
    .text(t(s.qr), W - m - qrSize, codeTop + 14 + qrSize, { width: qrSize, align: 'center' });

  // Footer: how to check it, keep it safe, the estate's contacts.
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(MUTED)
    .text(t(s.check(v.site)), m, H - 78, { width: inner, align: 'center' })
    .text(t(s.keep), { width: inner, align: 'center' })
    .text(t(`${estate.name} · ${estateAddress(v.locale)} · ${estate.phone} · ${estate.email}`), { width: inner, align: 'center' });
  doc.end();
  return done;
}
