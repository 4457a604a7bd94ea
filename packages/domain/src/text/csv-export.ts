/** A cell of an exported table. null and undefined are written as empty cells. */
export type CsvCell = string | number | boolean | null | undefined;

/** CSV exports start with a byte-order mark (so spreadsheet programs read UTF-8). */
export const BYTE_ORDER_MARK = '\uFEFF';

/** Characters that make a spreadsheet read a text cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell, delimiter: string): string {
  if (cell === null || cell === undefined) return '';
  let text = String(cell);
  // Only text is neutralised: a negative number must stay a number.
  if (typeof cell === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * CSV with a byte-order mark and CRLF lines (ADR 010). Every line, the last included, ends with
 * CRLF; cells with the delimiter, quotes, line breaks or outer spaces are quoted (quotes doubled).
 * Text cells starting with = + - @ (or tab / CR) get a leading apostrophe so a spreadsheet shows them as
 * text instead of running them as formulas; numbers and booleans are written as they are.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], delimiter = ','): string {
  return (
    BYTE_ORDER_MARK +
    rows.map((row) => `${row.map((c) => cellText(c, delimiter)).join(delimiter)}\r\n`).join('')
  );
}
