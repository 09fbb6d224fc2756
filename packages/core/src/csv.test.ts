import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvEuros, csvRomeMinute } from './csv.ts';

describe('the CSV dialect of the exports', () => {
  it('quotes a field that holds a comma, a semicolon, a quote or a line break', () => {
    expect(csvCell('Rossi, Anna')).toBe('"Rossi, Anna"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('guards text a spreadsheet would run as a formula, never numbers or money', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-rm')).toBe("'-rm");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(csvEuros(-1250))).toBe('-12.50');
  });

  it('writes euros exactly from cents, and nothing for a missing value', () => {
    expect(csvEuros(17000)).toEqual({ csvNumber: '170.00' });
    expect(csvEuros(-5)).toEqual({ csvNumber: '-0.05' });
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('writes a document with a byte-order mark and CRLF line ends', () => {
    expect(csvDocument(['a', 'b'], [['x, y', 2]])).toBe('\uFEFFa,b\r\n"x, y",2\r\n');
  });

  it('writes instants in Rome time to the minute', () => {
    expect(csvRomeMinute(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02 00:30');
    expect(csvRomeMinute(new Date('2026-12-01T22:30:00Z'))).toBe('2026-12-01 23:30');
  });
});
