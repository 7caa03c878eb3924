/**
 * The one CSV writer for files people open in a spreadsheet (budget, guest list): RFC 4180 cells,
 * CRLF line ends, UTF-8 with a byte-order mark so Excel reads accented names as UTF-8.
 *
 * Formula injection (OWASP "CSV injection"): a cell starting with = + - @, a tab or a carriage
 * return (or the full-width ＝ ＋ － ＠ that some spreadsheets also take) is written with a leading
 * apostrophe, so the spreadsheet shows it as text and never runs it.
 */
export const byteOrderMark = '\uFEFF';

/** True when a spreadsheet could read the value as a formula. */
export function looksLikeFormula(value: string): boolean {
  return /^[=+\-@\t\r＝＋－＠]/.test(value);
}

/** One cell: never a formula, quoted when it holds a quote, a comma, a semicolon or a line break. */
export function csvCell(value: string): string {
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, without its line end. */
export function csvRow(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}

/** Rows (the header first) as a whole file: a BOM unless asked not to, CRLF after every row. */
export function writeCsv(rows: readonly (readonly string[])[], options: { bom?: boolean } = {}): string {
  return `${options.bom === false ? '' : byteOrderMark}${rows.map(csvRow).join('\r\n')}\r\n`;
}
