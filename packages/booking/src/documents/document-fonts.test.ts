import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type DocumentFace, documentFont, documentFontFile, fitText } from './document-fonts.ts';
import { TYPE } from './document-style.ts';

interface Font {
  type: string;
  postscriptName: string;
  numGlyphs: number;
  variationAxes: Record<string, unknown>;
  characterSet: number[];
  glyphsForString(s: string): { advanceWidth: number; path: { toSVG(): string } }[];
}
const fontkit = createRequire(import.meta.url)('fontkit') as { create(b: Buffer): Font };
const used = [...new Map(Object.values(TYPE).map((r) => [`${r.face}:${r.weight}`, [r.face, r.weight] as [DocumentFace, number]])).values()];

describe('the documents’ fonts', () => {
  it('are the static Latin WOFF files of the font packages, one a weight, named for it', () => {
    const names = used.map(([face, weight]) => {
      expect(documentFontFile(face, weight)).toMatch(/node_modules\/@fontsource\/(cormorant-garamond|source-sans-3)\/files\/[a-z0-9-]+-latin-\d00-(normal|italic)\.woff$/);
      const font = fontkit.create(documentFont(face, weight));
      expect([font.type, Object.keys(font.variationAxes)]).toEqual(['TTF', []]);
      return font.postscriptName;
    });
    expect(names.sort()).toEqual(['CormorantGaramond-MediumItalic', 'CormorantGaramond-SemiBold', 'SourceSans3-Regular', 'SourceSans3-SemiBold']);
    expect(documentFont('sans', 400)).toBe(documentFont('sans', 400)); // read once per process
  });

  it('unpack each WOFF file into the very same TrueType tables', () => {
    const sample = 'Tenuta Società – “1.234,50 €” Ørsted';
    for (const [face, weight] of used) {
      const sfnt = documentFont(face, weight);
      // Each table's checksum, computed on the unpacked bytes, is the one the WOFF file recorded for the original.
      for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
        const record = 12 + 16 * i;
        const tag = sfnt.toString('latin1', record, record + 4);
        const [recorded, offset, length] = [4, 8, 12].map((k) => sfnt.readUInt32BE(record + k)) as [number, number, number];
        const table = Buffer.concat([sfnt.subarray(offset, offset + length), Buffer.alloc(-length & 3)]);
        if (tag === 'head') table.writeUInt32BE(0, 8); // checkSumAdjustment is left out of head's own checksum
        let sum = 0;
        for (let at = 0; at < table.length; at += 4) sum = (sum + table.readUInt32BE(at)) >>> 0;
        expect(sum, `${face} ${weight} ${tag}`).toBe(recorded);
      }
      const [plain, woff] = [fontkit.create(sfnt), fontkit.create(readFileSync(documentFontFile(face, weight)))];
      expect([plain.postscriptName, plain.numGlyphs, plain.characterSet]).toEqual([woff.postscriptName, woff.numGlyphs, woff.characterSet]);
      const outlines = (f: Font) => f.glyphsForString(sample).map((g) => [g.advanceWidth, g.path.toSVG()]);
      expect(outlines(plain)).toEqual(outlines(woff));
    }
  });

  it('hold basic Latin, and the same characters at every weight (what `fitText` keeps is read at one)', () => {
    const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
    expect(fitText(ascii)).toBe(ascii);
    const characters = (face: DocumentFace, weight: number) => [...fontkit.create(documentFont(face, weight)).characterSet].sort((a, b) => a - b);
    for (const [face, weight] of used) expect(characters(face, weight), `${face} ${weight}`).toEqual(characters(face, 400));
  });

  it('fits text to the fonts: accents of the Latin files kept, other letters on their base letter, never a blank', () => {
    expect(fitText('Società Müller – “Città” 1.234,50 € · Ørsted')).toBe('Società Müller – “Città” 1.234,50 € · Ørsted');
    expect(fitText('Łukasz Dvořák, Győr')).toBe('Lukasz Dvorák, Gyor');
    expect(fitText('1\u202f234')).toBe('1\u00a0234');
    expect(fitText('東京 🍷')).toBe('?? ?');
    expect(fitText('a\nb')).toBe('a\nb');
  });
});
