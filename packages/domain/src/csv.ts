/**
 * The one CSV writer of every export users download (web and server): a spreadsheet must read each
 * cell as the one text it is, whatever its list separator, and never as a formula (CSV injection).
 */

/** Characters a spreadsheet may split a line at: its list separator (`,` or `;`), tab, line breaks. */
const separators = ',;\t\r\n';

/**
 * A separator (where some spreadsheet may start a cell) followed, after any spaces, by a character that starts a formula (= + - @, tab, CR): the place of
 * the defusing apostrophe. `Acme;=cmd|' /C calc'!A0` holds one after its `;`, which a spreadsheet
 * whose list separator is `;` reads as a cell of its own, however the text was quoted.
 */
const formulaAfterSeparator = new RegExp(`([${separators}])(?=[ ]*[=+\\-@\\t\\r])`, 'g');

/** A cell needs RFC 4180 quotes when it holds a quote or any separator. */
const needsQuotes = new RegExp(`["${separators}]`);

/**
 * One CSV cell: every formula-like start, at the beginning of the text and after any separator
 * inside it, is defused with an apostrophe (spreadsheets then read text); then the cell is quoted
 * (quotes doubled) when it holds a quote or a separator. A number is written as it is: -12.5 is a
 * value, not a formula, and an apostrophe would make spreadsheets read it as text.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  // the text's start is a cell's start too: a separator put before it finds it as one
  const text = `\n${value}`.replace(formulaAfterSeparator, "$1'").slice(1);
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: comma separated, CRLF line ends, a UTF-8 byte-order mark so spreadsheets read £ and €. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
