/**
 * CSV as RFC 4180 writes it (fields quoted when they hold a comma, a quote, CR or LF; quotes
 * doubled; records ended by CRLF), made safe for spreadsheets: a cell whose first visible
 * character is = + - @ (or their full-width forms ＝ ＋ － ＠, which some spreadsheets fold to
 * them), or that starts with a tab or CR, gets a leading apostrophe. "First visible" skips
 * everything a reader cannot see in front of it: spaces of every kind (Zs), line and paragraph
 * separators, control characters (Cc, U+0085 included), format characters (Cf: zero-width
 * spaces and joiners, bidi marks and overrides, the byte order mark) and the other default-ignorable
 * code points (Hangul fillers, variation selectors). With the apostrophe, Excel, LibreOffice and
 * Google Sheets show the cell as text and never evaluate it as a formula (OWASP "CSV injection").
 */

/** What makes a spreadsheet read a cell as a formula, once it drops what cannot be seen before it. */
const FORMULA_START =
  /^[\p{Zs}\p{Zl}\p{Zp}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/u;
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell as text that no spreadsheet evaluates: a leading apostrophe when it could start a formula. */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field, formula-safe then quoted if RFC 4180 requires it. */
export function csvCell(text: string): string {
  const safe = formulaSafe(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, ended by CRLF. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole document: the header record, then one record per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map(csvRecord).join('');
}
