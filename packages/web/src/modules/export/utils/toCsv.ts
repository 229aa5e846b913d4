/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const formulaStarts = ['=', '+', '-', '@', '\t', '\r'];

/**
 * One CSV cell: a text with a formula-like start is defused with a leading apostrophe, then RFC 4180
 * quoting. A number is written as it is: '-12.5' is a value, not a formula, and an apostrophe would
 * make spreadsheets read it as text.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value !== 'number' && formulaStarts.some((start) => text.startsWith(start))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: comma separated, CRLF line ends, a UTF-8 byte-order mark so spreadsheets read £ and €. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
