import QRCode from 'qrcode';
import { drawEstateMark, estate, finishDocument, formatIsoDay, formatMoney, heightOf, label, type Locale, PALETTE, put, rule, startDocument } from '@tenuta/booking';

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

/**
 * The voucher as a one-page A5 PDF in the estate's look: warm paper in a gold frame, the mark and
 * the estate's name on a wine band, the amount large, the message, the code grouped for reading and
 * as a QR code (the code's text only: never a link, which would leave the code in logs), the expiry.
 */
export async function renderGiftVoucherPdf(v: GiftVoucherPdfInput): Promise<Buffer> {
  const s = strings[v.locale];
  const qr = await QRCode.toBuffer(v.code, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240, color: { dark: PALETTE.ink, light: '#ffffffff' } });
  const sheet = startDocument({ size: 'A5', locale: v.locale, title: `${s.title} ${estate.name}`, subject: s.title, margin: 36 });
  const { doc, left: m, width: inner } = sheet;
  const W = doc.page.width;
  const H = doc.page.height;

  // Paper, a gold frame, and the wine band with the mark and the estate's name.
  doc.rect(0, 0, W, H).fill(PALETTE.paper);
  doc
    .rect(14, 14, W - 28, H - 28)
    .lineWidth(0.8)
    .strokeColor(PALETTE.gold)
    .stroke();
  doc.rect(14, 14, W - 28, 70).fill(PALETTE.wine);
  const markSize = 30;
  const nameWidth = 110;
  const startX = (W - markSize - 10 - nameWidth) / 2;
  drawEstateMark(doc, startX, 26, markSize, { tile: PALETTE.paper, stroke: PALETTE.wine });
  put(doc, 'title', estate.name, startX + markSize + 10, 24, { size: 24, color: PALETTE.paper, width: nameWidth, lineBreak: false });
  label(doc, estate.tagline[v.locale], m, 64, { width: inner, align: 'center', color: PALETTE.wineTint });

  // Title, recipient and giver.
  put(doc, 'display', s.title, m, 98, { width: inner, align: 'center', size: 25 });
  rule(doc, W / 2 - 40, W / 2 + 40, 132, PALETTE.gold, 0.8);
  label(doc, s.for, m, 142, { width: inner, align: 'center' });
  put(doc, 'title', v.recipientName, m, 152, { width: inner, align: 'center', size: 18, height: 24, ellipsis: true });
  if (v.fromName) put(doc, 'body', `${s.from} ${v.fromName}`, m, 176, { width: inner, align: 'center', size: 8.5, color: PALETTE.muted, height: 12, ellipsis: true });

  // The amount, large, and what it was meant for.
  const boxTop = 196;
  const boxHeight = v.meantFor ? 70 : 56;
  doc.roundedRect(m + 40, boxTop, inner - 80, boxHeight, 6).fill(PALETTE.paperDeep);
  label(doc, s.value, m, boxTop + 9, { width: inner, align: 'center' });
  put(doc, 'title', formatMoney(v.amountCents, v.locale), m, boxTop + 18, { width: inner, align: 'center', size: 28, color: PALETTE.wineDeep });
  if (v.meantFor) put(doc, 'body', `${s.meantFor}: ${v.meantFor}`, m, boxTop + 52, { width: inner, align: 'center', size: 8, color: PALETTE.muted });

  // The personal message, in the serif's italics between quotes, in the room left above the code.
  const codeTop = H - 214;
  if (v.message) {
    const top = boxTop + boxHeight + 14;
    const size = v.message.length > 280 ? 10.5 : 13;
    put(doc, 'quote', `“${v.message}”`, m + 12, top, { width: inner - 24, align: 'center', size, height: codeTop - 8 - top, ellipsis: true });
  }

  // The code and its QR code, side by side.
  const qrSize = 92;
  const textWidth = inner - qrSize - 14;
  rule(doc, m, W - m, codeTop, PALETTE.gold, 0.5);
  label(doc, s.code, m, codeTop + 12, { width: textWidth });
  put(doc, 'strong', v.code, m, codeTop + 23, { width: textWidth, size: 14.5, characterSpacing: 1.2 });
  put(doc, 'strong', s.validUntil(formatIsoDay(v.expiresOn, v.locale)), m, codeTop + 45, { width: textWidth, size: 10, color: PALETTE.wine });
  put(doc, 'body', s.how, m, codeTop + 61, { width: textWidth, size: 7.8, color: PALETTE.inkSoft });
  doc.image(qr, W - m - qrSize, codeTop + 10, { width: qrSize, height: qrSize });
  put(doc, 'small', s.qr, W - m - qrSize, codeTop + 14 + qrSize, { width: qrSize, align: 'center', size: 6.5 });

  // How to check it and keep it safe, above the footer with the estate's contacts.
  const tips = `${s.check(v.site)}\n${s.keep}`;
  put(doc, 'small', tips, m, sheet.bottom - heightOf(doc, 'small', tips, inner), { width: inner, align: 'center' });
  return finishDocument(sheet);
}
