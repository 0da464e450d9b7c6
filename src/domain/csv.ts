export type CsvValue = string | number | null;

/** A spreadsheet would run these as a formula (OWASP CSV injection); tab and CR included. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain figure, negative ones included ('-2.5'), stays a number for the spreadsheet. */
const PLAIN_FIGURE = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One RFC 4180 cell that a spreadsheet shows as text, never evaluates. */
export function csvCell(value: CsvValue): string {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_FIGURE.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, the line ending RFC 4180 and spreadsheets expect. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
