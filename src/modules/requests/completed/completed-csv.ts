export type CsvValue = string | number | null;

/** A spreadsheet would run these as a formula (OWASP CSV injection); tab and CR included. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One RFC 4180 cell that a spreadsheet shows as text, never evaluates. */
export function csvCell(value: CsvValue): string {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, the line ending RFC 4180 and spreadsheets expect. */
export function toCsv(rows: CsvValue[][]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
