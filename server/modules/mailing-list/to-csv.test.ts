import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv';

describe('toCsv', () => {
  it('quotes every cell, doubles quotes and keeps commas and line breaks inside a cell', () => {
    expect(toCsv([['email', 'note'], ['ann@example.com', 'said "hi", then\nleft']])).toBe('"email","note"\r\n"ann@example.com","said ""hi"", then\nleft"\r\n');
  });

  it('makes cells that a spreadsheet would run as formulas inert with a leading apostrophe', () => {
    const payloads = ['=HYPERLINK("https://evil.example","x")', '+1+cmd|/C calc!A0', '-2+3@example.com', '@SUM(A1:A9)', '\t=1', '\r=1', '＝1+1', '＋1', '－1', '＠A1'];
    for (const payload of payloads) expect(toCsv([[payload]]), payload).toBe(`"'${payload.replace(/"/g, '""')}"\r\n`);
    expect(toCsv([['a=1', '2026-01-01', '']])).toBe('"a=1","2026-01-01",""\r\n');
  });
});
