import { describe, expect, it } from 'vitest';
import { CSV_SEPARATOR, csvCell, csvDocument, csvEuros, csvFormulaRisk, csvRomeMinute } from './csv.ts';

describe('the CSV dialect of the exports (Italian spreadsheets)', () => {
  it('separates fields with a semicolon', () => {
    expect(CSV_SEPARATOR).toBe(';');
    expect(csvDocument(['a', 'b', 'c'], [['x', 2, csvEuros(150)]])).toBe('\uFEFFa;b;c\r\nx;2;"1,50"\r\n');
  });

  it('writes euros exactly from cents with a decimal comma and no thousands separator', () => {
    expect(csvEuros(123450)).toEqual({ csvNumber: '1234,50' });
    expect(csvEuros(17000)).toEqual({ csvNumber: '170,00' });
    expect(csvEuros(5)).toEqual({ csvNumber: '0,05' });
    expect(csvEuros(-1250)).toEqual({ csvNumber: '-12,50' });
    expect(csvEuros(0)).toEqual({ csvNumber: '0,00' });
    expect(csvEuros(100_000_000)).toEqual({ csvNumber: '1000000,00' });
  });

  it('quotes a field that holds a semicolon, a comma, a quote or a line break (money too: it has a comma)', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('Rossi, Anna')).toBe('"Rossi, Anna"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
    expect(csvCell(csvEuros(123450))).toBe('"1234,50"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(12)).toBe('12');
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const doc = csvDocument(['a'], [['x'], ['y']]);
    expect(doc.startsWith('\uFEFF')).toBe(true);
    expect(doc.slice(1)).toBe('a\r\nx\r\ny\r\n');
    expect(Buffer.from(doc, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('leaves phone numbers and signed numbers as typed: no apostrophe', () => {
    for (const phone of ['+39 333 1234567', '+393331234567', '+39 (0173) 123-456', '+41 79/123.45.67', '-12', '-12,50', '0039 333 1234567', '-']) {
      expect(csvFormulaRisk(phone), phone).toBe(false);
      expect(csvCell(phone).startsWith("'"), phone).toBe(false);
    }
    expect(csvCell('+39 333 1234567')).toBe('+39 333 1234567');
  });

  it('guards text a spreadsheet would run as a formula with a leading apostrophe, and nothing else', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+A1')).toBe("'+A1");
    expect(csvCell('-rm')).toBe("'-rm");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('+1+HYPERLINK("http://x")')).toBe('"\'+1+HYPERLINK(""http://x"")"');
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    // Only the first character counts: text with a formula inside is text.
    expect(csvCell('Anna = Rossi')).toBe('Anna = Rossi');
    expect(csvCell('Müller-Lüdenscheidt')).toBe('Müller-Lüdenscheidt');
  });

  it('never guards numbers, booleans or money, and writes nothing for a missing value', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(csvEuros(-1250))).toBe('"-12,50"');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes instants in Rome time to the minute, across the changes of the clocks', () => {
    expect(csvRomeMinute(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02 00:30');
    expect(csvRomeMinute(new Date('2026-12-01T22:30:00Z'))).toBe('2026-12-01 23:30');
    expect(csvRomeMinute(new Date('2027-03-28T01:30:00Z'))).toBe('2027-03-28 03:30');
  });
});
