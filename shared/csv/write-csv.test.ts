import { describe, expect, it } from 'vitest';
import { csvCell, looksLikeFormula, writeCsv } from './write-csv';

describe('writeCsv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    expect(writeCsv([['a', 'b'], ['c', 'd']])).toBe('\uFEFFa,b\r\nc,d\r\n');
    expect(writeCsv([['a']], { bom: false })).toBe('a\r\n');
  });

  it('quotes cells with quotes, commas, semicolons and line breaks', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('Zoë')).toBe('Zoë');
  });

  it('never writes a formula', () => {
    for (const value of ['=1+1', '+61 400 000 000', '-2', '@SUM(A1)', '\tx', '\rx', '＝1']) {
      expect(looksLikeFormula(value)).toBe(true);
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(looksLikeFormula('Anne-Marie')).toBe(false);
  });
});
