import PDFDocument from 'pdfkit';
import { estate, estateAddress, type Locale } from '../notifications/strings.ts';
import { documentFont, fitText, type DocumentFace } from './document-fonts.ts';
import { drawEstateMark } from './estate-mark.ts';

/**
 * The one look of every PDF the estate sends (invoices, remittances, booking vouchers, gift
 * vouchers): the site's palette and type, its mark, generous margins, the same letterhead and
 * footer. A document lays out its own content with these pieces and never picks a colour or a font
 * of its own.
 */

/** The site's palette (apps/web/src/styles/tokens.css): ink on paper, Nebbiolo wine, autumn gold. */
export const PALETTE = {
  ink: '#2a201b',
  inkSoft: '#5a4a40',
  muted: '#6e5f55',
  paper: '#faf6ef',
  paperDeep: '#f2eadd',
  line: '#d9ccb8',
  wine: '#6d1f2f',
  wineDeep: '#4a1420',
  wineSoft: '#f3e4e3',
  wineTint: '#e9d9c8',
  gold: '#b8893b',
  goldText: '#85601f',
  danger: '#a1262f',
} as const;

/** The type roles: Cormorant Garamond for what a reader looks for first, Source Sans 3 for the rest. */
export const TYPE = {
  display: { face: 'serif', weight: 600, size: 24, color: PALETTE.wine },
  title: { face: 'serif', weight: 600, size: 20, color: PALETTE.ink },
  heading: { face: 'serif', weight: 600, size: 13.5, color: PALETTE.ink },
  quote: { face: 'serifItalic', weight: 500, size: 12, color: PALETTE.ink },
  body: { face: 'sans', weight: 400, size: 9.5, color: PALETTE.ink },
  strong: { face: 'sans', weight: 600, size: 9.5, color: PALETTE.ink },
  small: { face: 'sans', weight: 400, size: 7.5, color: PALETTE.muted },
  label: { face: 'sans', weight: 600, size: 6.8, color: PALETTE.muted },
} as const satisfies Record<string, { face: DocumentFace; weight: number; size: number; color: string }>;
export type TypeRole = keyof typeof TYPE;

/** Letter-spacing of the small capitals labels, in points. */
const LABEL_TRACKING = 0.9;

export type Pdf = PDFKit.PDFDocument;

/** A document being drawn: the page's writable box and the bytes once it ends. */
export interface Sheet {
  doc: Pdf;
  locale: Locale;
  left: number;
  right: number;
  width: number;
  top: number;
  /** The lowest y the content may reach (the footer sits below it). */
  bottom: number;
  done: Promise<Buffer>;
}

const fontName = (face: DocumentFace, weight: number) => `${face}-${weight}`;

/**
 * A new document in the estate's look: A4 with 2 cm margins and room for the footer (A5 for a gift
 * voucher), the fonts registered, pages kept until the end so the footer can number them.
 */
export function startDocument(o: { size: 'A4' | 'A5'; locale: Locale; title: string; subject?: string; author?: string; margin?: number }): Sheet {
  const margin = o.margin ?? (o.size === 'A4' ? 58 : 36);
  const doc = new PDFDocument({
    size: o.size,
    margins: { top: margin, left: margin, right: margin, bottom: margin + 26 },
    bufferPages: true,
    font: null as unknown as string,
    info: { Title: fitText(o.title), Author: o.author ?? estate.name, Subject: fitText(o.subject ?? o.title) },
    lang: o.locale === 'en' ? 'en-GB' : 'it-IT',
    displayTitle: true,
  });
  // Registering only names the file: the library reads a font when a text first uses it.
  for (const r of Object.values(TYPE)) doc.registerFont(fontName(r.face, r.weight), documentFont(r.face, r.weight));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const m = doc.page.margins;
  return { doc, locale: o.locale, left: m.left, right: doc.page.width - m.right, width: doc.page.width - m.left - m.right, top: m.top, bottom: doc.page.height - m.bottom, done };
}

/** Sets the font, size and colour of a role (a size or colour of its own when a layout needs it). */
export function setType(doc: Pdf, role: TypeRole, over: { size?: number; color?: string } = {}): Pdf {
  const r = TYPE[role];
  return doc
    .font(fontName(r.face, r.weight))
    .fontSize(over.size ?? r.size)
    .fillColor(over.color ?? r.color);
}

const figures = (role: TypeRole): PDFKit.Mixins.OpenTypeFeatures[] => (TYPE[role].face === 'sans' ? ['lnum', 'tnum'] : ['lnum']);

/**
 * Text in a role, made drawable by the fonts (`fitText`). Figures are lining (the serif's own are
 * old-style, which suit prose but not booking numbers and amounts) and, in the sans, of one width
 * so that columns of amounts line up.
 */
export function put(doc: Pdf, role: TypeRole, text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions & { size?: number; color?: string } = {}): Pdf {
  const { size, color, ...rest } = options;
  setType(doc, role, { ...(size ? { size } : {}), ...(color ? { color } : {}) });
  const opts = { features: figures(role), ...rest };
  return x === undefined ? doc.text(fitText(text), opts) : doc.text(fitText(text), x, y, opts);
}

/** A small capitals label (upper case, spaced). */
export function label(doc: Pdf, text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions & { color?: string } = {}): Pdf {
  return put(doc, 'label', text.toLocaleUpperCase('it'), x, y, { characterSpacing: LABEL_TRACKING, ...options });
}

/** The height a text takes in a role at a width. */
export function heightOf(doc: Pdf, role: TypeRole, text: string, width: number, size?: number): number {
  setType(doc, role, size ? { size } : {});
  return doc.heightOfString(fitText(text), { width, features: figures(role) });
}

/** A hairline across, in the colour of the site's rules (gold for the letterhead's). */
export function rule(doc: Pdf, x1: number, x2: number, y: number, color: string = PALETTE.line, width = 0.6): void {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}

/**
 * The letterhead: the mark, "Tenuta" in the serif and the tagline, with up to three short lines on
 * the right (a document's number and date), then a gold rule. Answers the y below it.
 */
export function letterhead(sheet: Sheet, aside: readonly string[] = []): number {
  const { doc, left, right, top, locale } = sheet;
  const mark = 34;
  drawEstateMark(doc, left, top, mark, { tile: PALETTE.wine, stroke: PALETTE.paper });
  put(doc, 'title', estate.name, left + mark + 10, top - 2, { size: 24, lineBreak: false });
  label(doc, estate.tagline[locale], left + mark + 11, top + 24, { lineBreak: false });
  aside.slice(0, 3).forEach((line, i) => {
    put(doc, i === 0 ? 'strong' : 'small', line, right - 220, top + 2 + i * 12, { width: 220, align: 'right', lineBreak: false, ...(i === 0 ? {} : { size: 8 }) });
  });
  const y = top + mark + 12;
  rule(doc, left, right, y, PALETTE.gold, 0.8);
  return y + 18;
}

/** The y to go on at: `y` when `needed` points still fit on the page, else the top of a new page. */
export function room(sheet: Sheet, y: number, needed: number): number {
  if (y + needed <= sheet.bottom) return y;
  sheet.doc.addPage();
  return sheet.top;
}

/**
 * Label and value rows (a label column in small capitals, the value beside it). Answers the y
 * below the last row.
 */
export function factRows(
  sheet: Sheet,
  rows: readonly (readonly [string, string])[],
  x: number,
  y: number,
  o: { labelWidth?: number; width?: number; strongFirst?: boolean } = {},
): number {
  const labelWidth = o.labelWidth ?? 120;
  const width = o.width ?? sheet.right - x;
  let at = y;
  rows.forEach(([name, value], i) => {
    const role: TypeRole = o.strongFirst && i === 0 ? 'strong' : 'body';
    const h = Math.max(heightOf(sheet.doc, role, value, width - labelWidth), 11);
    at = room(sheet, at, h);
    label(sheet.doc, name, x, at + 2, { width: labelWidth - 8 });
    put(sheet.doc, role, value, x + labelWidth, at, { width: width - labelWidth });
    at += h + 6;
  });
  return at;
}

/**
 * Ends the document: on every page the footer (a hairline, the estate's name, address and
 * contacts, and "n / N" when there is more than one page), then the bytes.
 */
export function finishDocument(sheet: Sheet, note?: string): Promise<Buffer> {
  const { doc, left, right, width, locale } = sheet;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // the footer sits in the margin: no new page for it
    const y = doc.page.height - bottomMargin + 12;
    rule(doc, left, right, y);
    const contacts = `${estate.name} · ${estateAddress(locale)} · ${estate.phone} · ${estate.email}`;
    put(doc, 'small', note ? `${note}\n${contacts}` : contacts, left, y + 6, { width: range.count > 1 ? width - 40 : width, lineGap: 1 });
    if (range.count > 1) put(doc, 'small', `${i - range.start + 1} / ${range.count}`, right - 40, y + 6, { width: 40, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return sheet.done;
}
