import { inflateSync } from 'node:zlib';

/**
 * Reading back the PDFs we write (for tests and checks): the text each page shows, and the fonts
 * the file uses. Handles what pdfkit writes: embedded fonts (two-byte glyph codes read through the
 * font's ToUnicode map) and the standard fonts (one WinAnsi byte per character).
 */

interface PdfObject {
  dict: string;
  data: Buffer | null;
}

/** Every `n 0 obj` of the file: its dictionary and its stream, inflated when compressed. */
function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const starts = [...raw.matchAll(/(\d+) 0 obj\b/g)];
  for (const m of starts) {
    const from = m.index + m[0].length;
    const end = raw.indexOf('endobj', from);
    const streamAt = raw.indexOf('stream', from);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(m[1]), { dict: raw.slice(from, end), data: null });
      continue;
    }
    const dict = raw.slice(from, streamAt);
    // The stream is cut by its /Length: compressed bytes may end in a line break that a search for "endstream" would take.
    const bodyAt = streamAt + 6 + (raw[streamAt + 6] === '\r' ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const body = pdf.subarray(bodyAt, bodyAt + length);
    let data: Buffer = body;
    if (/\/FlateDecode/.test(dict)) {
      try {
        data = inflateSync(body);
      } catch {
        data = body;
      }
    }
    objects.set(Number(m[1]), { dict, data });
  }
  return objects;
}

/** A ToUnicode CMap's codes (as pdfkit writes them: bfrange arrays and bfchar pairs). */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => {
    const h = hex.replace(/\s+/g, '');
    let s = '';
    for (let i = 0; i + 4 <= h.length; i += 4) s += String.fromCharCode(Number.parseInt(h.slice(i, i + 4), 16));
    return s;
  };
  for (const r of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const start = Number.parseInt(r[1]!, 16);
    for (const [i, e] of [...r[3]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].entries()) map.set(start + i, text(e[1]!));
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const c of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(Number.parseInt(c[1]!, 16), text(c[2]!));
  return map;
}

/** WinAnsi bytes 0x80–0x9f that differ from Latin-1. */
const WIN_ANSI: Record<number, string> = { 128: '€', 145: '‘', 146: '’', 147: '“', 148: '”', 149: '•', 150: '–', 151: '—', 133: '…' };

/** The fonts of the file: their names and whether the file embeds them. */
export function pdfFonts(pdf: Buffer): { name: string; embedded: boolean }[] {
  const objects = pdfObjects(pdf);
  const out: { name: string; embedded: boolean }[] = [];
  for (const o of objects.values()) {
    if (!/\/Type \/Font\b/.test(o.dict) || /\/Subtype \/CIDFontType2/.test(o.dict)) continue;
    const name = /\/BaseFont \/([^\s/]+)/.exec(o.dict)?.[1] ?? '';
    // A composite font embeds through its descendant's descriptor (FontFile2); a standard font embeds nothing.
    const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(o.dict)?.[1];
    const cid = descendant ? objects.get(Number(descendant)) : undefined;
    const descriptor = cid ? /\/FontDescriptor (\d+) 0 R/.exec(cid.dict)?.[1] : undefined;
    const embedded = descriptor ? /\/FontFile2? \d+ 0 R/.test(objects.get(Number(descriptor))?.dict ?? '') : false;
    out.push({ name, embedded });
  }
  return out;
}

/**
 * The text a PDF shows, one line per text operator (TJ/Tj), in the order drawn; non-breaking
 * spaces read as spaces.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const raw = pdf.toString('latin1');
  const cmaps = new Map<string, Map<number, string> | null>();
  for (const [, name, ref] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    if (cmaps.has(name!)) continue;
    const unicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
    const data = unicode ? objects.get(Number(unicode))?.data : null;
    cmaps.set(name!, data ? readCmap(data.toString('latin1')) : null);
  }
  const lines: string[] = [];
  for (const o of objects.values()) {
    if (!o.data || /\/Type \/(Font|XObject|FontDescriptor)\b|\/Subtype \/(Image|Type1C|CIDFontType0C)/.test(o.dict)) continue;
    const content = o.data.toString('latin1');
    if (!/\bT[Jj]\b/.test(content)) continue;
    let cmap: Map<number, string> | null = null;
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (op[1]) {
        cmap = cmaps.get(op[1]) ?? null;
        continue;
      }
      const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[3]!];
      const decode = (hex: string) => {
        if (cmap) {
          let s = '';
          for (let i = 0; i + 4 <= hex.length; i += 4) s += cmap.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
          return s;
        }
        return [...Buffer.from(hex, 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');
      };
      lines.push(hexes.map(decode).join(''));
    }
  }
  return lines.join('\n').replace(/\u00a0/g, ' ');
}
