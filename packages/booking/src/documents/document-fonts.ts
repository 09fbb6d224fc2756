import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * The site's two typefaces for the PDFs, read at run time from the installed font packages (never
 * copied into the repository): Cormorant Garamond for headings, Source Sans 3 for text. Each weight
 * is a static WOFF file of its own; a document registers its bytes with the PDF library, which
 * embeds only the glyphs the document uses.
 */

const require = createRequire(import.meta.url);
// pdfkit's own font engine, here only to read which characters the files hold.
const fontkit = require('fontkit') as { create(buffer: Buffer): { characterSet: number[]; hasGlyphForCodePoint(codePoint: number): boolean } };

/** The faces of the documents, by package and file name. */
export const DOCUMENT_FACES = {
  serif: { package: '@fontsource/cormorant-garamond', family: 'cormorant-garamond', style: 'normal' },
  serifItalic: { package: '@fontsource/cormorant-garamond', family: 'cormorant-garamond', style: 'italic' },
  sans: { package: '@fontsource/source-sans-3', family: 'source-sans-3', style: 'normal' },
} as const;
export type DocumentFace = keyof typeof DOCUMENT_FACES;

/**
 * The packages' `latin` files: basic Latin, the letters of Western Europe, € and typographic
 * punctuation. Their `latin-ext` files hold only the letters beyond (no A to Z), and the PDF library
 * draws a text in one font, so those letters go through `fitText` instead.
 */
const SUBSET = 'latin';

/** The path of a face's file at a weight, e.g. `…/files/cormorant-garamond-latin-600-normal.woff`. */
export function documentFontFile(face: DocumentFace, weight: number): string {
  const f = DOCUMENT_FACES[face];
  return join(dirname(require.resolve(`${f.package}/package.json`)), 'files', `${f.family}-${SUBSET}-${weight}-${f.style}.woff`);
}

/**
 * The plain TrueType bytes (sfnt) of a WOFF 1.0 file: the same tables, each inflated if stored
 * compressed. The PDF library reads WOFF as well, but inflates the whole `glyf` table again for
 * every glyph it reads: a document took five times as long.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const log2 = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType outlines
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * 2 ** log2, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(16 * (count - 2 ** log2), 10);
  const body: Buffer[] = [];
  let offset = header.length;
  for (let i = 0; i < count; i++) {
    // A WOFF table entry (after the 44-byte header): tag, offset, stored length, length, checksum; already sorted by tag.
    const entry = 44 + 20 * i;
    const [at, stored, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const data = stored < length ? inflateSync(woff.subarray(at, at + stored)) : woff.subarray(at, at + length);
    const record = 12 + 16 * i;
    woff.copy(header, record, entry, entry + 4);
    header.writeUInt32BE(woff.readUInt32BE(entry + 16), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    body.push(data, Buffer.alloc(-data.length & 3)); // each table starts on 4 bytes
    offset += data.length + (-data.length & 3);
  }
  return Buffer.concat([header, ...body]);
}

const fonts = new Map<string, Buffer>();

/** A face at a weight as TrueType bytes for `doc.registerFont`, read once per process. */
export function documentFont(face: DocumentFace, weight: number): Buffer {
  const key = `${face}:${weight}`;
  let font = fonts.get(key);
  if (!font) {
    font = woffToSfnt(readFileSync(documentFontFile(face, weight)));
    fonts.set(key, font);
  }
  return font;
}

let covered: Set<number> | null = null;
/** The characters every face has (a face's files hold the same characters at every weight). */
function coverage(): Set<number> {
  if (!covered) {
    const [first, ...rest] = (Object.keys(DOCUMENT_FACES) as DocumentFace[]).map((f) => fontkit.create(documentFont(f, 400)));
    covered = new Set(first!.characterSet.filter((c) => rest.every((f) => f.hasGlyphForCodePoint(c))));
  }
  return covered;
}

/** Letters outside the Latin files with no accent to strip. */
const PLAIN: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't', '\u202f': '\u00a0', '\u2009': ' ', '\u2007': ' ', '\u2011': '-' };

/**
 * Text as the documents' fonts can draw it: a letter outside their Latin files keeps its base letter
 * (ő → o, ł → l; the e-invoice's XML keeps the exact name), thin spaces become spaces, anything else
 * a question mark, never an empty box.
 */
export function fitText(text: string): string {
  const has = coverage();
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (has.has(cp) || ch === '\n' || ch === '\r' || ch === '\t') out += ch;
    else if (PLAIN[ch] !== undefined) out += PLAIN[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => has.has(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}
