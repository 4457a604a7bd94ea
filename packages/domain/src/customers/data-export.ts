import type { CsvCell } from '../text/csv-export.ts';

/** A cell of the export: dates as ISO text, lists and records as JSON, the rest as it is. */
function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * Everything stored about one customer as one CSV (ADR 082): a section per table — a line with the table's
 * name, its header (the fields of its rows) and its rows — with an empty line between sections. A table
 * without rows keeps its name line, so the reader sees it was looked at.
 */
export function customerDataCsvRows(
  sections: Record<string, readonly Record<string, unknown>[]>,
): CsvCell[][] {
  const out: CsvCell[][] = [];
  for (const [table, rows] of Object.entries(sections)) {
    if (out.length > 0) out.push([]);
    out.push([`# ${table}`, `${rows.length} rows`]);
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    if (columns.length === 0) continue;
    out.push(columns);
    for (const row of rows) out.push(columns.map((c) => cell(row[c])));
  }
  return out;
}
