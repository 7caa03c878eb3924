/**
 * RFC 4180 CSV (every cell quoted, CRLF line ends) that is safe to open in a spreadsheet: a cell
 * that a spreadsheet would run as a formula (OWASP "CSV injection": one starting with = + - @, a
 * tab or a carriage return, or their full-width forms) is written with a leading apostrophe.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r＝＋－＠]/.test(value) ? `'${value}` : value;
  return `"${inert.replace(/"/g, '""')}"`;
}
